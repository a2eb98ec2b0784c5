import { UNITY_LABELS, type Unity } from "../catalogue/enumerations";
import type { Cents } from "../shared/cents";
import { readPercent } from "../shared/compute-document-totals";
import { decimalToString, multiplyCents, pow10, toDecimal } from "../shared/decimal";

/**
 * The deposit a quotation asks: its advance percent of the total TTC, rounded half-up to the cent
 * (30 % of 1 234,55 € is 370,365 € → 370,37 €). The percent lies within 0–100.
 */
export function depositCents(totalTtcCents: Cents, advancePercent: number | string): Cents {
  const percent = readPercent(advancePercent, "PERCENT_OUT_OF_RANGE");
  return multiplyCents(totalTtcCents, { units: percent.units, scale: percent.scale + 2 });
}

/** An exact decimal as a French reader writes it: '2.500' → '2,5', '5.50' → '5,5', '1234' → '1234'. */
export function frenchDecimal(value: number | string): string {
  return decimalToString(toDecimal(value)).replace(".", ",");
}

/** '2026-11-25' → '25/11/2026'. */
export function formatFrenchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}

/** A quantity with its unit as printed on a quotation: '1 unité', '2,5 jours', '12 m²'. */
export function quantityWithUnit(quantity: number | string, unity: Unity): string {
  const decimal = toDecimal(quantity);
  const labels = UNITY_LABELS[unity];
  // French takes the plural from 2 on: '1,5 jour', '2 jours'.
  const magnitude = decimal.units < 0n ? -decimal.units : decimal.units;
  const many = magnitude >= 2n * pow10(decimal.scale);
  return `${frenchDecimal(quantity)}\u00a0${many ? labels.many : labels.one}`;
}
