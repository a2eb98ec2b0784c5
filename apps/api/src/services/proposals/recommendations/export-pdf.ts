import { type DbOrTx, files, quotations, recommendations } from "@tronc/db";
import { domainError } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { readStoredFile } from "../../../files/file-store";
import type { FileStorage } from "../../../files/storage/storage";
import { loadQuotationPrint } from "../quotations/pdf-load";
import { renderQuotationPdf } from "../quotations/quotation-print";

async function presentationBytes(storage: FileStorage, fileId: number): Promise<Buffer> {
  const bytes = await readStoredFile(storage, fileId);
  if (!bytes) throw domainError("RECOMMENDATION_PRESENTATION_MISSING", "rule");
  return bytes;
}

/** Appends PDFs into one file with pdf-lib (loaded at the first export, not at the server's start). */
async function mergePdfs(parts: { bytes: Uint8Array; presentation: boolean }[]): Promise<Buffer> {
  const { PDFDocument } = await import("pdf-lib");
  const merged = await PDFDocument.create();
  for (const part of parts) {
    try {
      const source = await PDFDocument.load(part.bytes, { ignoreEncryption: true });
      const pages = await merged.copyPages(source, source.getPageIndices());
      for (const page of pages) merged.addPage(page);
    } catch (error) {
      if (part.presentation) throw domainError("RECOMMENDATION_PRESENTATION_UNREADABLE", "rule");
      throw error;
    }
  }
  return Buffer.from(await merged.save());
}

/**
 * The recommendation's 'export PDF': its presentation PDF followed by each quotation's PDF in
 * reference order, one file. 404 for an unknown id; 422 when there is nothing to put in it.
 */
export async function recommendationExportPdf(
  ctx: { db: DbOrTx; storage: FileStorage },
  input: { recommendationId: number },
): Promise<{ bytes: Buffer; filename: string }> {
  const [recommendation] = await ctx.db
    .select({ id: recommendations.id, presentationFileId: files.id })
    .from(recommendations)
    .leftJoin(files, eq(files.id, recommendations.presentationFileId))
    .where(eq(recommendations.id, input.recommendationId));
  if (!recommendation) throw domainError("RECOMMENDATION_NOT_FOUND", "notFound");
  const quotationIds = await ctx.db
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.recommendationId, recommendation.id))
    .orderBy(asc(quotations.reference), asc(quotations.id));
  const presentationId = recommendation.presentationFileId;
  if (presentationId === null && quotationIds.length === 0) {
    throw domainError("RECOMMENDATION_EXPORT_EMPTY", "rule");
  }
  const parts: { bytes: Uint8Array; presentation: boolean }[] = [];
  if (presentationId !== null) {
    parts.push({ bytes: await presentationBytes(ctx.storage, presentationId), presentation: true });
  }
  for (const { id } of quotationIds) {
    const print = await loadQuotationPrint(ctx.db, ctx.storage, id);
    if (print) parts.push({ bytes: await renderQuotationPdf(print), presentation: false });
  }
  return { bytes: await mergePdfs(parts), filename: `recommandation-${recommendation.id}.pdf` };
}
