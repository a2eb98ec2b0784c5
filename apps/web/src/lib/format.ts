// Dates only: amounts are formatted by packages/domain (formatEuros), the same code as the server's.
import { format, isValid, parseISO } from "date-fns";
import { fr } from "date-fns/locale";

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
