import type { DbOrTx } from "@tronc/db";
import { domainError } from "@tronc/domain";
import type { FileStorage } from "../../../files/storage/storage";
import { htmlToPdf } from "../../shared/pdf";
import { quotationHtml } from "./pdf-document";
import { loadQuotationPrint, type QuotationPrint } from "./pdf-load";
import { richTextToPlain } from "./pdf-text";

/** The footer of every page: the company's PDF footer (plain text), else its name, and the reference. */
export function quotationFooter(print: QuotationPrint): string {
  const footer = richTextToPlain(print.issuer.footer);
  return `${footer || print.issuer.name} — Devis ${print.reference}`;
}

export function renderQuotationPdf(print: QuotationPrint): Promise<Buffer> {
  return htmlToPdf(quotationHtml(print), { footer: quotationFooter(print) });
}

/** A quotation's PDF (every signed-in user reads proposals); 404 for an unknown id. */
export async function quotationPdf(
  ctx: { db: DbOrTx; storage: FileStorage },
  input: { quotationId: number },
): Promise<{ bytes: Buffer; filename: string }> {
  const print = await loadQuotationPrint(ctx.db, ctx.storage, input.quotationId);
  if (!print) throw domainError("QUOTATION_NOT_FOUND", "notFound");
  return { bytes: await renderQuotationPdf(print), filename: `devis-${print.reference}.pdf` };
}
