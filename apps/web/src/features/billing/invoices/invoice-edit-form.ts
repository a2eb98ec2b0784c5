import type { InvoiceState, OperationCategory } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import {
  type BillingLineDraft,
  domainFieldError,
  draftOfBillingLine,
} from "../billing-documents/billing-document-form";

export type InvoiceView = RouterOutputs["invoice"]["get"];
export type InvoiceLine = InvoiceView["lines"][number];
export type InvoiceProductOption = RouterOutputs["invoice"]["productOptions"][number];

/** The header and side panel as typed, sent on 'Enregistrer'. */
export interface InvoiceDraft {
  title: string;
  invoiceHeadName: string;
  invoiceAddress: string;
  /** Empty: delivered at the billing address. */
  deliveryAddress: string;
  /** 'yyyy-MM-dd', or '' when the invoice date stands for it. */
  serviceDate: string;
  operationCategory: OperationCategory;
  comment: string;
  internalComment: string;
  paymentMode: number;
  invoiceDate: string;
  state: InvoiceState;
  confirmed: boolean;
}

export const draftOfInvoice = (invoice: InvoiceView): InvoiceDraft => ({
  title: invoice.title,
  invoiceHeadName: invoice.invoiceHeadName,
  invoiceAddress: invoice.invoiceAddress,
  deliveryAddress: invoice.deliveryAddress,
  serviceDate: invoice.serviceDate ?? "",
  operationCategory: invoice.operationCategory,
  comment: invoice.comment,
  internalComment: invoice.internalComment,
  paymentMode: invoice.paymentMode,
  invoiceDate: invoice.invoiceDate,
  state: invoice.state,
  confirmed: false,
});

/** A validated invoice sends only what may still change: its internal comment and its state. */
export function invoiceChanges(invoice: InvoiceView, draft: InvoiceDraft) {
  const common = { id: invoice.id, internalComment: draft.internalComment, state: draft.state };
  if (invoice.state !== "STATE_CREATED") return common;
  return {
    ...common,
    title: draft.title,
    invoiceHeadName: draft.invoiceHeadName,
    invoiceAddress: draft.invoiceAddress,
    deliveryAddress: draft.deliveryAddress,
    serviceDate: draft.serviceDate === "" ? null : draft.serviceDate,
    operationCategory: draft.operationCategory,
    comment: draft.comment,
    paymentMode: draft.paymentMode,
    invoiceDate: draft.invoiceDate,
    confirmed: draft.confirmed,
  };
}

/** The server's refusal shown under the field it names (the toast says it too). */
export type InvoiceFieldErrors = Partial<Record<keyof InvoiceDraft, string>>;

export const invoiceFieldErrors = (error: unknown): InvoiceFieldErrors => domainFieldError(error);

/** Going from CREATED to VALIDATED needs the switch ticked before 'Enregistrer' is enabled. */
export const needsConfirmation = (invoice: InvoiceView, draft: InvoiceDraft) =>
  invoice.state === "STATE_CREATED" && draft.state === "STATE_VALIDATED";

export type InvoiceLineDraft = BillingLineDraft;

export const draftOfInvoiceLine = (line: InvoiceLine): InvoiceLineDraft => draftOfBillingLine(line);

/** Free text: no product and nothing billed (the server edits only its text and order). */
export const isFreeTextLine = (line: InvoiceLine) =>
  line.triangleProductId === null && Number(line.quantity) === 0 && line.unitPriceCents === 0;
