import { type DbOrTx, invoiceLines } from "@tronc/db";
import {
  assertInvoiceLinesEditable,
  FREE_TEXT_INVOICE_LINE,
  isFreeTextInvoiceLine,
  toCents,
} from "@tronc/domain";
import { loadSoldProduct } from "../../proposals/quotations/line-product";
import type { ServiceContext } from "../../shared/context";
import type { DocumentLineFields } from "../../shared/document-line-fields";
import { sanitizeRichText } from "../../shared/rich-text";
import {
  createDocumentLine,
  type DocumentLineRules,
  deleteDocumentLine,
  updateDocumentLine,
} from "../documents/line-editing";
import { productLineColumns } from "../documents/new-line";
import { refreshInvoiceTotals } from "../totals";
import { INVOICE_RECORD, type InvoiceRow, lockInvoice } from "./rows";
import { type InvoiceLineView, loadInvoiceLines } from "./view";

export type InvoiceLineFields = DocumentLineFields;

export interface InvoiceLineCreate extends InvoiceLineFields {
  invoiceId: number;
  /** A catalogue product of the issuer; none for a free-text line. */
  triangleProductId?: number | null | undefined;
}

/** Locks a draft invoice whose lines are about to change; a validated one is refused. */
async function lockDraft(tx: DbOrTx, invoiceId: number): Promise<InvoiceRow> {
  const invoice = await lockInvoice(tx, invoiceId);
  assertInvoiceLinesEditable(invoice.state);
  return invoice;
}

const invoiceLineRules: DocumentLineRules<InvoiceRow, InvoiceLineView> = {
  table: invoiceLines,
  record: INVOICE_RECORD,
  lineNotFound: "INVOICE_LINE_NOT_FOUND",
  lockDraft,
  afterChange: (txCtx, invoiceId) => refreshInvoiceTotals(txCtx.db, invoiceId, txCtx.user.id),
  // A free-text line changes only its text and its order.
  amountsLocked: isFreeTextInvoiceLine,
  loadLines: loadInvoiceLines,
};

/** 'Produit ajouté': a catalogue product copied onto the line (quantity 1), or free text (quantity 0). */
export async function createInvoiceLine(
  ctx: ServiceContext,
  { invoiceId, triangleProductId, ...input }: InvoiceLineCreate,
): Promise<InvoiceLineView> {
  return createDocumentLine(ctx, invoiceLineRules, invoiceId, input.indexOrder, async (tx, invoice) => {
    if (triangleProductId != null) {
      const product = await loadSoldProduct(tx, triangleProductId, invoice.triangleCompanyId);
      return productLineColumns(tx, input, product);
    }
    return {
      ...FREE_TEXT_INVOICE_LINE,
      triangleProductId: null,
      unitPriceCents: toCents(FREE_TEXT_INVOICE_LINE.unitPriceCents),
      description: sanitizeRichText(input.description ?? FREE_TEXT_INVOICE_LINE.description),
      discountPercent: "0",
      hidden: false,
    };
  });
}

export async function updateInvoiceLine(
  ctx: ServiceContext,
  { id, ...input }: InvoiceLineFields & { id: number },
): Promise<InvoiceLineView> {
  return updateDocumentLine(ctx, invoiceLineRules, id, input);
}

export async function deleteInvoiceLine(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  return deleteDocumentLine(ctx, invoiceLineRules, id);
}
