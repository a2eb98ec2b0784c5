import { type CreditState, formatCentsAsDecimal, type Unity } from "@tronc/domain";
import { apiErrorMessage, domainErrorOf } from "../../lib/api-error";
import type { RouterOutputs } from "../../lib/trpc";

export type CreditView = RouterOutputs["credit"]["get"];
export type CreditLine = CreditView["lines"][number];
export type CreditProductOption = RouterOutputs["credit"]["productOptions"][number];

/** The header and side panel as typed, sent on 'Enregistrer'. */
export interface CreditDraft {
  title: string;
  comment: string;
  /** 'yyyy-MM-dd'. */
  creditDate: string;
  triangleCompanyId: number;
  companyId: number;
  invoiceHeadName: string;
  invoiceAddress: string;
  state: CreditState;
  confirmed: boolean;
}

export const draftOfCredit = (credit: CreditView): CreditDraft => ({
  title: credit.title,
  comment: credit.comment,
  creditDate: credit.creditDate,
  triangleCompanyId: credit.triangleCompany.id,
  companyId: credit.company.id,
  invoiceHeadName: credit.invoiceHeadName,
  invoiceAddress: credit.invoiceAddress,
  state: credit.state,
  confirmed: false,
});

/**
 * A validated credit sends only its state (nothing that prints changes any more); a draft sends
 * its fields, and its parties only while they may change.
 */
export function creditChanges(credit: CreditView, draft: CreditDraft) {
  if (credit.state !== "CREDIT_STATE_CREATED") return { id: credit.id, state: draft.state };
  const parties = credit.canChangeParties
    ? { triangleCompanyId: draft.triangleCompanyId, companyId: draft.companyId }
    : {};
  return {
    id: credit.id,
    title: draft.title,
    comment: draft.comment,
    creditDate: draft.creditDate,
    invoiceHeadName: draft.invoiceHeadName,
    invoiceAddress: draft.invoiceAddress,
    ...parties,
    state: draft.state,
    confirmed: draft.confirmed,
  };
}

/** The server's refusal shown under the field it names (the toast says it too). */
export type CreditFieldErrors = Partial<Record<keyof CreditDraft, string>>;

export function creditFieldErrors(error: unknown): CreditFieldErrors {
  const field = domainErrorOf(error)?.field;
  return field ? { [field]: apiErrorMessage(error) } : {};
}

/** Going from CREATED to VALIDATED needs 'Confirmez la création définitive de l'avoir' ticked. */
export const needsConfirmation = (credit: CreditView, draft: CreditDraft) =>
  credit.state === "CREDIT_STATE_CREATED" && draft.state === "CREDIT_STATE_VALIDATED";

/** What the line dialog holds: numbers as typed, the server reads and checks them. */
export interface CreditLineDraft {
  name: string;
  description: string;
  quantity: string;
  unitPrice: string;
  unity: Unity;
  tva: string;
  discount: string;
  indexOrder: string;
  hidden: boolean;
}

const french = (value: string) => value.replace(".", ",");

export const draftOfCreditLine = (line: CreditLine): CreditLineDraft => ({
  name: line.name,
  description: line.description,
  quantity: french(line.quantity),
  unitPrice: formatCentsAsDecimal(line.unitPriceCents),
  unity: line.unity,
  tva: french(line.vatRate),
  discount: french(line.discountPercent),
  indexOrder: french(line.indexOrder),
  hidden: line.hidden,
});

export const FREE_TEXT_OPTION = "free";
