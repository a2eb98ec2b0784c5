import type { EInvoiceAddress } from "./model";

const POSTAL_LINE = /^(\d{5})\s+(.+)$/;
const COUNTRY_LINE = /^france$/i;

/**
 * Our addresses are free text ("\n" between lines). The e-invoice wants street lines, postal code,
 * city and country: the last line that starts with five digits is 'code city', a closing 'France'
 * line is dropped, the lines before are the street (at most three: the extra ones join the third).
 * The country is France: our parties are French companies.
 */
export function structuredAddress(text: string): EInvoiceAddress {
  const lines = text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "" && !COUNTRY_LINE.test(line));
  const postalIndex = lines.findLastIndex((line) => POSTAL_LINE.test(line));
  const postal = postalIndex >= 0 ? POSTAL_LINE.exec(lines[postalIndex] ?? "") : null;
  const street = postalIndex >= 0 ? lines.filter((_, index) => index !== postalIndex) : lines;
  return {
    lines: street.length > 3 ? [street[0] ?? "", street[1] ?? "", street.slice(2).join(", ")] : street,
    postalCode: postal?.[1] ?? null,
    city: postal?.[2] ?? null,
    countryCode: "FR",
  };
}
