import { parseDate } from "./calendar-dates";

/**
 * Calendar dates ('YYYY-MM-DD') as a French reader reads them. The words come from Intl on the UTC
 * day itself, so neither the machine's nor the browser's time zone can move the date.
 */

/** '2027-04-16' → '16/04/2027' (the date a person reads everywhere: screens, messages, documents). */
export function frenchDateLabel(date: string): string {
  const { year, month, day } = parseDate(date);
  return `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${String(year).padStart(4, "0")}`;
}

export interface FrenchWordsOptions {
  /** 'vendredi' (long), 'ven.' (short) or none. */
  weekday?: "long" | "short";
  /** 'avril' (long, the default) or 'avr.' (short). */
  month?: "long" | "short";
  /** With the year (the default). */
  year?: boolean;
}

const wordFormats = new Map<string, Intl.DateTimeFormat>();

function wordFormat({ weekday, month = "long", year = true }: FrenchWordsOptions): Intl.DateTimeFormat {
  const key = `${weekday}/${month}/${year}`;
  let format = wordFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("fr-FR", {
      timeZone: "UTC",
      day: "numeric",
      month,
      ...(weekday ? { weekday } : {}),
      ...(year ? { year: "numeric" } : {}),
    });
    wordFormats.set(key, format);
  }
  return format;
}

/** '2027-04-16' → '16 avril 2027', 'vendredi 16 avril 2027', 'ven. 16 avr.' (see the options). */
export function frenchDateWords(date: string, options: FrenchWordsOptions = {}): string {
  const { year, month, day } = parseDate(date);
  const noonUtc = new Date(0);
  noonUtc.setUTCFullYear(year, month - 1, day);
  noonUtc.setUTCHours(12);
  return wordFormat(options).format(noonUtc);
}

/** A period of calendar days: 'le 16/04/2027' for one day, 'du 16/04/2027 au 18/04/2027' for more. */
export function frenchPeriodLabel(start: string, end: string): string {
  return start === end
    ? `le ${frenchDateLabel(start)}`
    : `du ${frenchDateLabel(start)} au ${frenchDateLabel(end)}`;
}
