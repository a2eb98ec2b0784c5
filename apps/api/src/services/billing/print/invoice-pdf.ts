import { invoices } from "@tronc/db";
import { DRAFT_INVOICE_LABEL, domainError, invoiceFileStem, invoiceKindLabel } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { richTextToPlain } from "../../shared/document-pdf/text";
import { documentPdf, type PrintContext } from "../../shared/issued-pdfs/store";
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

async function renderNow(ctx: PrintContext, invoiceId: number) {
  const print = await loadInvoicePrint(ctx.db, ctx.storage, invoiceId);
  if (!print) throw domainError("INVOICE_NOT_FOUND", "notFound");
  return { bytes: await renderInvoicePdf(print), contentSha256: print.contentSha256 };
}

/** An invoice's PDF: a numbered one's as it was issued (kept), a draft's rendered now. */
export function invoicePdfBytes(
  ctx: PrintContext,
  invoice: { id: number; reference: string | null },
): Promise<Buffer> {
  return documentPdf(ctx, { kind: "invoice", ...invoice }, () => renderNow(ctx, invoice.id));
}

/** An invoice's PDF (every signed-in user reads invoices); 404 for an unknown id. */
export async function invoicePdf(
  ctx: PrintContext,
  input: { invoiceId: number },
): Promise<{ bytes: Buffer; filename: string }> {
  const [invoice] = await ctx.db
    .select({ id: invoices.id, reference: invoices.reference })
    .from(invoices)
    .where(eq(invoices.id, input.invoiceId));
  if (!invoice) throw domainError("INVOICE_NOT_FOUND", "notFound");
  return { bytes: await invoicePdfBytes(ctx, invoice), filename: `facture-${invoiceFileStem(invoice)}.pdf` };
}
