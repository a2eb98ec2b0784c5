import { domainError } from "../messages";
import { isInvoicingStarted, isQuotationSigned, type QuotationState } from "./quotations";

/** A quotation of an amendment family: the original (number null) or one of its amendments. */
export interface AmendmentFamilyMember {
  id: number;
  reference: string;
  /** null for the original, k for 'Avenant n° k'. */
  amendmentNumber: number | null;
  state: QuotationState;
}

export interface AmendmentPlan {
  number: number;
  /** The original's reference followed by '-A{k}': DE-ALP-2026-00012-A1. */
  reference: string;
}

const isOpen = (member: AmendmentFamilyMember) =>
  member.amendmentNumber !== null &&
  (member.state === "QUOTATION_STATE_DRAFT" || member.state === "QUOTATION_STATE_SEND");

/** 'Avenant n° 2 de DE-ALP-2026-00012'. */
export const amendmentLabel = (number: number, originalReference: string) =>
  `Avenant n° ${number} de ${originalReference}`;

/**
 * The signed version in force: the latest signed amendment, else the original when it is signed.
 * An earlier one is replaced by it (kept, printable, no longer amended).
 */
export function signedVersionOf<T extends AmendmentFamilyMember>(family: readonly T[]): T | null {
  const signed = family.filter((member) => isQuotationSigned(member.state));
  return signed.reduce<T | null>(
    (latest, member) =>
      latest === null || (member.amendmentNumber ?? 0) > (latest.amendmentNumber ?? 0) ? member : latest,
    null,
  );
}

/** The quotation that replaces this one, when a later amendment has been signed. */
export function replacementOf<T extends AmendmentFamilyMember>(
  quotation: AmendmentFamilyMember,
  family: readonly T[],
): T | null {
  const current = signedVersionOf(family);
  if (current === null || current.id === quotation.id) return null;
  return (current.amendmentNumber ?? 0) > (quotation.amendmentNumber ?? 0) ? current : null;
}

/** Why this quotation may not be amended now, or null when it may (the screen's button). */
export function amendmentRefusal(
  quotation: AmendmentFamilyMember,
  family: readonly AmendmentFamilyMember[],
):
  | { code: "QUOTATION_AMEND_NOT_SIGNED" | "QUOTATION_AMEND_INVOICED" }
  | {
      code: "QUOTATION_AMENDMENT_OPEN" | "QUOTATION_AMEND_REPLACED";
      reference: string;
    }
  | null {
  if (isInvoicingStarted(quotation.state)) return { code: "QUOTATION_AMEND_INVOICED" };
  if (quotation.state !== "QUOTATION_STATE_ACCEPTED") return { code: "QUOTATION_AMEND_NOT_SIGNED" };
  const open = family.find(isOpen);
  if (open) return { code: "QUOTATION_AMENDMENT_OPEN", reference: open.reference };
  const replacement = replacementOf(quotation, family);
  if (replacement) return { code: "QUOTATION_AMEND_REPLACED", reference: replacement.reference };
  return null;
}

/**
 * 'Créer un avenant': only an accepted quotation not yet invoiced, the signed version in force, with
 * no amendment of its family still being written; numbered after every amendment of the family.
 */
export function planAmendment(
  quotation: AmendmentFamilyMember,
  family: readonly AmendmentFamilyMember[],
): AmendmentPlan {
  const refusal = amendmentRefusal(quotation, family);
  if (refusal)
    throw domainError(refusal.code, "rule", "reference" in refusal ? { reference: refusal.reference } : {});
  const original = family.find((member) => member.amendmentNumber === null) ?? quotation;
  const number = Math.max(0, ...family.map((member) => member.amendmentNumber ?? 0)) + 1;
  return { number, reference: `${original.reference}-A${number}` };
}
