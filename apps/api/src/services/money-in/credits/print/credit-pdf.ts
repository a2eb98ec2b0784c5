import type { DbOrTx } from "@tronc/db";
import { creditFileStem, domainError, MESSAGES } from "@tronc/domain";
import { richTextToPlain } from "../../../shared/document-pdf/text";
import { htmlToPdf } from "../../../shared/pdf";
import { creditHtml } from "./document";
import { type CreditPrint, loadCreditPrint } from "./load";

/** The footer of every page: the issuer's PDF footer (plain text), else its name, and the credit. */
export function creditFooter(print: CreditPrint): string {
  const footer = richTextToPlain(print.parties.seller.footer);
  const name = print.reference ? `Avoir ${print.reference}` : MESSAGES.CREDIT_DRAFT_LABEL;
  return `${footer || print.parties.seller.name} — ${name}`;
}

export function renderCreditPdf(print: CreditPrint): Promise<Buffer> {
  return htmlToPdf(creditHtml(print), { footer: creditFooter(print) });
}

/** A credit note's PDF (every signed-in user reads credit notes); 404 in French for an unknown id. */
export async function creditPdf(
  ctx: { db: DbOrTx; filesDir: string },
  input: { creditId: number },
): Promise<{ bytes: Buffer; filename: string }> {
  const print = await loadCreditPrint(ctx.db, ctx.filesDir, input.creditId);
  if (!print) throw domainError("CREDIT_NOT_FOUND", "notFound");
  return { bytes: await renderCreditPdf(print), filename: `${creditFileStem(print)}.pdf` };
}
