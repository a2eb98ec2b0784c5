import { formatPercent, normalizeFrenchDecimal } from "@tronc/domain";

export const VAT_MESSAGES = {
  saved: "La TVA est bien enregistrée",
  required: "Le taux de TVA est obligatoire",
  notANumber: "Le taux de TVA doit être un nombre (par exemple 5,5)",
  outOfRange: "Le taux de TVA doit être compris entre 0 et 100 %",
  readOnly: "Seuls les utilisateurs de la comptabilité peuvent ajouter ou modifier une TVA.",
} as const;

/** 5.5 → '5,5 %' (the list shows every rate with '%'). */
export const formatRate = (tva: number) => formatPercent(tva);

/** 5.5 → '5,5', the way a person types it back in the field. */
export const rateAsTyped = (tva: number) => String(tva).replace(".", ",");

/** The same first checks as the server, for an instant message; the server checks again. */
export function checkRate(text: string): string | null {
  if (!text.trim()) return VAT_MESSAGES.required;
  let value: number;
  try {
    value = Number(normalizeFrenchDecimal(text));
  } catch {
    return VAT_MESSAGES.notANumber;
  }
  return value < 0 || value > 100 ? VAT_MESSAGES.outOfRange : null;
}
