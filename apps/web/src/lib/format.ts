import { format, isValid, parseISO } from "date-fns";
import { fr } from "date-fns/locale";

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** 123450 → '1 234,50 €'. Amounts are integer cents everywhere in the app. */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}

type DateLike = Date | string | null | undefined;

function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** '2025-03-07' → '07/03/2025'; empty for a missing or invalid date. */
export function formatDate(value: DateLike, pattern = "dd/MM/yyyy"): string {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: fr }) : "";
}

/** An instant → '07/03/2025 14:30' in the browser's time zone. */
export function formatDateTime(value: DateLike): string {
  return formatDate(value, "dd/MM/yyyy HH:mm");
}

/** '7 mars 2025' */
export function formatLongDate(value: DateLike): string {
  return formatDate(value, "d MMMM yyyy");
}
