import { addDays, assertYear, formatDate, isWeekend, parseDate } from "./calendar-dates";

export interface HolidayOptions {
  /** Adds Good Friday and 26 December (Bas-Rhin, Haut-Rhin, Moselle). */
  alsaceMoselle?: boolean;
}

export interface PublicHoliday {
  date: string;
  name: string;
}

/** Easter Sunday by the Gregorian computus (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  assertYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatDate({ year, month, day });
}

/** The French public holidays of a year with their names, sorted by date. */
export function frenchPublicHolidays(year: number, options: HolidayOptions = {}): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => formatDate({ year, month, day });
  const holidays: PublicHoliday[] = [
    { date: fixed(1, 1), name: "Jour de l'an" },
    { date: addDays(easter, 1), name: "Lundi de Pâques" },
    { date: fixed(5, 1), name: "Fête du Travail" },
    { date: fixed(5, 8), name: "Victoire 1945" },
    { date: addDays(easter, 39), name: "Ascension" },
    { date: addDays(easter, 50), name: "Lundi de Pentecôte" },
    { date: fixed(7, 14), name: "Fête nationale" },
    { date: fixed(8, 15), name: "Assomption" },
    { date: fixed(11, 1), name: "Toussaint" },
    { date: fixed(11, 11), name: "Armistice 1918" },
    { date: fixed(12, 25), name: "Noël" },
  ];
  if (options.alsaceMoselle) {
    holidays.push({ date: addDays(easter, -2), name: "Vendredi saint" });
    holidays.push({ date: fixed(12, 26), name: "Saint Étienne" });
  }
  return holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** 'YYYY-MM-DD' dates of the French public holidays of a year, sorted. */
export function publicHolidays(year: number, options: HolidayOptions = {}): string[] {
  return frenchPublicHolidays(year, options).map((holiday) => holiday.date);
}

const cache = new Map<string, ReadonlySet<string>>();

function holidaySet(year: number, options: HolidayOptions): ReadonlySet<string> {
  const key = `${year}:${options.alsaceMoselle === true}`;
  let set = cache.get(key);
  if (!set) {
    set = new Set(publicHolidays(year, options));
    cache.set(key, set);
  }
  return set;
}

export function isPublicHoliday(date: string, options: HolidayOptions = {}): boolean {
  return holidaySet(parseDate(date).year, options).has(date);
}

/** Not a Saturday, a Sunday or a public holiday. */
export function isWorkingDay(date: string, options: HolidayOptions = {}): boolean {
  return !isWeekend(date) && !isPublicHoliday(date, options);
}
