import { createHash } from "node:crypto";
import { type DbOrTx, issuedPdfs } from "@tronc/db";
import { type FileStorage, ObjectExistsError } from "../../../files/storage/storage";

export type IssuedKind = "invoice" | "credit";

/** An invoice or credit note: its PDF is kept once it has a number (null for a draft). */
export interface PrintedDocument {
  kind: IssuedKind;
  id: number;
  reference: string | null;
}

/** What printing a document reads: the database and the files folder (logos, kept PDFs). */
export type PrintContext = { db: DbOrTx; storage: FileStorage };

/** A document's PDF rendered now, with its content's SHA-256 frozen at validation. */
export interface RenderedPdf {
  bytes: Buffer;
  contentSha256: string | null;
}

/** Where a numbered document's PDF is kept in the storage. */
export const issuedPdfKey = (kind: IssuedKind, id: number) => `issued/${kind}-${id}.pdf`;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Keeps the PDF under its key unless one is already there (two processes rendering the same document
 * at once: the first object written stays, both answer with it). A reader never sees half of it (the
 * storage writes aside or whole). Returns the bytes kept.
 */
async function keepFirst(storage: FileStorage, key: string, bytes: Buffer): Promise<Buffer> {
  try {
    await storage.putBytes(key, bytes, { createOnly: true });
    return bytes;
  } catch (error) {
    if (!(error instanceof ObjectExistsError)) throw error;
    return (await storage.getBytes(key)) ?? bytes;
  }
}

/**
 * The PDF of an invoice or credit note. A draft's is rendered now, each time. A numbered one's is as it
 * was issued: read from the files folder when it has been rendered, else rendered now (once: a document
 * validated before PDFs were kept gets its file the first time it is asked for) and kept with its
 * SHA-256 beside the content's.
 */
export async function documentPdf(
  ctx: PrintContext,
  document: PrintedDocument,
  render: () => Promise<RenderedPdf>,
): Promise<Buffer> {
  if (document.reference === null) return (await render()).bytes;
  const key = issuedPdfKey(document.kind, document.id);
  const stored = await ctx.storage.getBytes(key);
  if (stored) return stored;
  const rendered = await render();
  const bytes = await keepFirst(ctx.storage, key, rendered.bytes);
  // The process whose file was kept records it; the other finds the row there already.
  await ctx.db
    .insert(issuedPdfs)
    .values({
      documentKind: document.kind,
      documentId: document.id,
      pdfSha256: sha256(bytes),
      contentSha256: rendered.contentSha256,
      size: bytes.length,
    })
    .onConflictDoNothing();
  return bytes;
}
