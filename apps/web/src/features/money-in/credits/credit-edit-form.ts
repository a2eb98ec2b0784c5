import type { CreditState } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import {
  type BillingLineDraft,
  domainFieldError,
  draftOfBillingLine,
} from "../../billing/billing-documents/billing-document-form";

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

export const creditFieldErrors = (error: unknown): CreditFieldErrors => domainFieldError(error);

/** Going from CREATED to VALIDATED needs 'Confirmez la création définitive de l'avoir' ticked. */
export const needsConfirmation = (credit: CreditView, draft: CreditDraft) =>
  credit.state === "CREDIT_STATE_CREATED" && draft.state === "CREDIT_STATE_VALIDATED";

export type CreditLineDraft = BillingLineDraft;

export const draftOfCreditLine = (line: CreditLine): CreditLineDraft => draftOfBillingLine(line);
