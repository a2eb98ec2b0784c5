import { domainError } from "../messages";

/**
 * What a save names when it tries to change a field it may not (issue 25): the refusal says which
 * field is locked ('Le client d'une facture validée ne peut plus être modifié'), never 'its lines'
 * when the title was changed.
 */
type Agreement = "masculine" | "feminine" | "plural";

const SUBJECTS = {
  title: ["Le titre", "masculine"],
  invoiceHeadName: ["Le nom de facturation", "masculine"],
  invoiceAddress: ["L'adresse de facturation", "feminine"],
  deliveryAddress: ["L'adresse de livraison", "feminine"],
  comment: ["Le commentaire", "masculine"],
  paymentMode: ["Le délai de paiement", "masculine"],
  invoiceDate: ["La date de facture", "feminine"],
  serviceDate: ["La date de prestation", "feminine"],
  operationCategory: ["La catégorie d'opération", "feminine"],
  creditDate: ["La date de l'avoir", "feminine"],
  company: ["Le client", "masculine"],
  triangleCompany: ["L'entreprise émettrice", "feminine"],
  reference: ["Le numéro", "masculine"],
  type: ["Le type", "masculine"],
  totals: ["Les montants", "plural"],
} as const satisfies Record<string, readonly [string, Agreement]>;

export type LockedField = keyof typeof SUBJECTS;

const CHANGED: Record<Agreement, string> = { masculine: "modifié", feminine: "modifiée", plural: "modifiés" };

function sentenceParams(field: LockedField) {
  const [subject, agreement] = SUBJECTS[field];
  return { subject, can: agreement === "plural" ? "peuvent" : "peut", changed: CHANGED[agreement] };
}

/**
 * The refusal of a change to `field`: on a validated document ('… d'une facture validée ne peut plus
 * être modifié : passez par un avoir'), or a read-only field of a draft ('… ne peut pas être modifié
 * par son enregistrement'). A rule refused (422), naming the field.
 */
export function lockedFieldError(document: "invoice" | "credit", field: LockedField, validated: boolean) {
  const code = validated
    ? document === "invoice"
      ? "INVOICE_FIELD_LOCKED"
      : "CREDIT_FIELD_LOCKED"
    : document === "invoice"
      ? "INVOICE_FIELD_READ_ONLY"
      : "CREDIT_FIELD_READ_ONLY";
  return domainError(code, "rule", sentenceParams(field), { field });
}
