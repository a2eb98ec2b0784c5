import { normalizeFrenchDecimal } from "@tronc/domain";

/** A percent as typed ('33,33'): its exact text, or null when it is no percent 0-100 (empty counts 0). */
export function readTypedPercent(text: string): string | null {
  if (text.trim() === "") return "0";
  try {
    const pct = normalizeFrenchDecimal(text);
    const value = Number(pct);
    return value >= 0 && value <= 100 ? pct : null;
  } catch {
    return null;
  }
}
