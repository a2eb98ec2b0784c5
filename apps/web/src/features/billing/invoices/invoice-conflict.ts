import { INVOICE_STATE_LABELS, OPERATION_CATEGORY_LABELS, PAYMENT_DELAY_LABELS } from "@tronc/domain";
import { formatDate } from "../../../lib/format";
import type { FieldDifference } from "../../../ui/conflict-dialog";
import { fieldDifferences } from "../../../ui/field-differences";
import { plainText } from "../../proposals/document-lines/document-format";
import { draftOfInvoice, type InvoiceDraft, type InvoiceView } from "./invoice-edit-form";

type ComparedField = Exclude<keyof InvoiceDraft, "confirmed">;

/** The fields of the edit screen under their labels there. */
const LABELS: Record<ComparedField, string> = {
  title: "Titre",
  invoiceHeadName: "Nom de facturation",
  invoiceAddress: "Adresse de facturation",
  deliveryAddress: "Adresse de livraison",
  serviceDate: "Date de la prestation ou de la vente",
  operationCategory: "Catégorie de l'opération",
  comment: "Commentaire de la facture",
  internalComment: "Commentaire interne",
  paymentMode: "Mode de paiement",
  invoiceDate: "Date de facture",
  state: "État",
};

/** A draft as a person reads it: labels, dates in French, the comment's words. */
function textsOf(draft: InvoiceDraft): Record<ComparedField, string> {
  return {
    title: draft.title,
    invoiceHeadName: draft.invoiceHeadName,
    invoiceAddress: draft.invoiceAddress,
    deliveryAddress: draft.deliveryAddress,
    serviceDate: draft.serviceDate === "" ? "" : formatDate(draft.serviceDate),
    operationCategory: OPERATION_CATEGORY_LABELS[draft.operationCategory],
    comment: plainText(draft.comment),
    internalComment: draft.internalComment,
    paymentMode: (PAYMENT_DELAY_LABELS as Record<string, string>)[`${draft.paymentMode}`] ?? "",
    invoiceDate: formatDate(draft.invoiceDate),
    state: INVOICE_STATE_LABELS[draft.state],
  };
}

/** What was typed on the invoice that is not the invoice now (the conflict dialog's table). */
export const invoiceDifferences = (typed: InvoiceDraft, current: InvoiceView): FieldDifference[] =>
  fieldDifferences(LABELS, textsOf(typed), textsOf(draftOfInvoice(current)));
