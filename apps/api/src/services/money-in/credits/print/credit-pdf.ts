import { credits } from "@tronc/db";
import { creditFileStem, domainError, MESSAGES } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { richTextToPlain } from "../../../shared/document-pdf/text";
import { documentPdf, type PrintContext } from "../../../shared/issued-pdfs/store";
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

async function renderNow(ctx: PrintContext, creditId: number) {
  const print = await loadCreditPrint(ctx.db, ctx.storage, creditId);
  if (!print) throw domainError("CREDIT_NOT_FOUND", "notFound");
  return { bytes: await renderCreditPdf(print), contentSha256: print.contentSha256 };
}

/** A credit note's PDF: a numbered one's as it was issued (kept), a draft's rendered now. */
export function creditPdfBytes(
  ctx: PrintContext,
  credit: { id: number; reference: string | null },
): Promise<Buffer> {
  return documentPdf(ctx, { kind: "credit", ...credit }, () => renderNow(ctx, credit.id));
}

/** A credit note's PDF (every signed-in user reads credit notes); 404 in French for an unknown id. */
export async function creditPdf(
  ctx: PrintContext,
  input: { creditId: number },
): Promise<{ bytes: Buffer; filename: string }> {
  const [credit] = await ctx.db
    .select({ id: credits.id, reference: credits.reference })
    .from(credits)
    .where(eq(credits.id, input.creditId));
  if (!credit) throw domainError("CREDIT_NOT_FOUND", "notFound");
  return { bytes: await creditPdfBytes(ctx, credit), filename: `${creditFileStem(credit)}.pdf` };
}
