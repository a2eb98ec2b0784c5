import type { DbOrTx } from "@tronc/db";
import { DRAFT_INVOICE_LABEL, domainError, invoiceFileStem, invoiceKindLabel } from "@tronc/domain";
import { richTextToPlain } from "../../shared/document-pdf/text";
import { htmlToPdf } from "../../shared/pdf";
import { invoiceHtml } from "./document";
import { type InvoicePrint, loadInvoicePrint } from "./load";

/** The footer of every page: the issuer's PDF footer (plain text), else its name, and the invoice. */
export function invoiceFooter(print: InvoicePrint): string {
  const footer = richTextToPlain(print.parties.seller.footer);
  const name = print.reference ? `${invoiceKindLabel(print.type)} ${print.reference}` : DRAFT_INVOICE_LABEL;
  return `${footer || print.parties.seller.name} — ${name}`;
}

export function renderInvoicePdf(print: InvoicePrint): Promise<Buffer> {
  return htmlToPdf(invoiceHtml(print), { footer: invoiceFooter(print) });
}

/** An invoice's PDF (every signed-in user reads invoices); 404 for an unknown id. */
export async function invoicePdf(
  ctx: { db: DbOrTx; filesDir: string },
  input: { invoiceId: number },
): Promise<{ bytes: Buffer; filename: string }> {
  const print = await loadInvoicePrint(ctx.db, ctx.filesDir, input.invoiceId);
  if (!print) throw domainError("INVOICE_NOT_FOUND", "notFound");
  return { bytes: await renderInvoicePdf(print), filename: `facture-${invoiceFileStem(print)}.pdf` };
}
