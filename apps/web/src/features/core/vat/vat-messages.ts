import { formatPercent, isDomainError, parseVatRate } from "@tronc/domain";

/** The screens' own sentences; the refusals are the domain's, as the server sends them. */
export const VAT_MESSAGES = {
  saved: "La TVA est bien enregistrée",
  readOnly: "Seuls les utilisateurs de la comptabilité peuvent ajouter ou modifier une TVA.",
} as const;

/** 5.5 → '5,5 %' (the list shows every rate with '%'). */
export const formatRate = (tva: number) => formatPercent(tva);

/** 5.5 → '5,5', the way a person types it back in the field. */
export const rateAsTyped = (tva: number) => String(tva).replace(".", ",");

/** The server's own rule (packages/domain parseVatRate), for an instant message; the server checks again. */
export function checkRate(text: string): string | null {
  try {
    parseVatRate(text);
    return null;
  } catch (error) {
    if (isDomainError(error)) return error.message;
    throw error;
  }
}
