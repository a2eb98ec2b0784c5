import { createHash, randomUUID } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type DbOrTx, issuedPdfs } from "@tronc/db";

export type IssuedKind = "invoice" | "credit";

/** An invoice or credit note: its PDF is kept once it has a number (null for a draft). */
export interface PrintedDocument {
  kind: IssuedKind;
  id: number;
  reference: string | null;
}

/** What printing a document reads: the database and the files folder (logos, kept PDFs). */
export type PrintContext = { db: DbOrTx; filesDir: string };

/** A document's PDF rendered now, with its content's SHA-256 frozen at validation. */
export interface RenderedPdf {
  bytes: Buffer;
  contentSha256: string | null;
}

export const issuedPdfPath = (filesDir: string, kind: IssuedKind, id: number) =>
  join(filesDir, "issued", `${kind}-${id}.pdf`);

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function readIfThere(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Writes the PDF under its name unless one is already there (two processes rendering the same
 * document at once: the first file written stays, both answer with it). Written aside then linked, so
 * nobody ever reads half a file. Returns the bytes kept.
 */
async function keepFirst(path: string, bytes: Buffer): Promise<Buffer> {
  await mkdir(join(path, ".."), { recursive: true });
  const aside = `${path}.${randomUUID()}.tmp`;
  await writeFile(aside, bytes);
  try {
    await link(aside, path);
    return bytes;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFile(path);
  } finally {
    await rm(aside, { force: true });
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
  const path = issuedPdfPath(ctx.filesDir, document.kind, document.id);
  const stored = await readIfThere(path);
  if (stored) return stored;
  const rendered = await render();
  const bytes = await keepFirst(path, rendered.bytes);
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
