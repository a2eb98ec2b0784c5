import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type Db, type DbOrTx, files } from "@tronc/db";
import { eq } from "drizzle-orm";
import { findFileOwners, isAttached } from "../services/core/files/file-owners";

export interface StoredFile {
  id: number;
  filename: string;
  size: number;
  mimeType: string;
}

/** Files live under filesDir by id; the client's name is only metadata. */
export const pathOf = (filesDir: string, id: number) => join(filesDir, String(id));

/** Marks that reorder what is shown (U+202E shows 'fdp.exe' as 'exe.pdf'): a stored name shows as typed. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const safeName = (filename: string) =>
  filename
    .replace(BIDI_CONTROLS, "")
    .replace(/[\\/\0]/g, "_")
    .replace(/[\r\n"]/g, "")
    .slice(0, 200) || "fichier";

export async function storeFile(
  db: Db,
  filesDir: string,
  input: { filename: string; mimeType: string; bytes: Buffer; uploadedById: number },
): Promise<StoredFile> {
  await mkdir(filesDir, { recursive: true });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({
        filename: safeName(input.filename),
        mimeType: input.mimeType,
        size: input.bytes.length,
        uploadedById: input.uploadedById,
      })
      .returning();
    if (!row) throw new Error("file insert returned nothing");
    // Written inside the transaction: if the write fails the row is rolled back with it.
    await writeFile(pathOf(filesDir, row.id), input.bytes, { flag: "wx" });
    return { id: row.id, filename: row.filename, size: row.size, mimeType: row.mimeType };
  });
}

/**
 * A temporary path inside filesDir for an upload streamed to disk before it is judged: on the same
 * disk as the store, so keeping it is a rename (no copy, nothing held in memory).
 */
export async function tempUploadPath(filesDir: string): Promise<string> {
  await mkdir(filesDir, { recursive: true });
  return join(filesDir, `.upload-${randomUUID()}`);
}

/** Stores an upload already written to `tempPath` (see tempUploadPath), moving it under its new id. */
export async function storeTempFile(
  db: DbOrTx,
  filesDir: string,
  input: { filename: string; mimeType: string; size: number; tempPath: string; uploadedById: number },
): Promise<StoredFile> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(files)
      .values({
        filename: safeName(input.filename),
        mimeType: input.mimeType,
        size: input.size,
        uploadedById: input.uploadedById,
      })
      .returning();
    if (!row) throw new Error("file insert returned nothing");
    // Moved inside the transaction: if the move fails the row is rolled back with it.
    await rename(input.tempPath, pathOf(filesDir, row.id));
    return { id: row.id, filename: row.filename, size: row.size, mimeType: row.mimeType };
  });
}

export async function findFile(db: DbOrTx, id: number): Promise<StoredFile | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ? { id: row.id, filename: row.filename, size: row.size, mimeType: row.mimeType } : null;
}

/** The stored bytes, or null when the file is missing from the disk. */
export async function readStoredFile(filesDir: string, id: number): Promise<Buffer | null> {
  try {
    return await readFile(pathOf(filesDir, id));
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Deletes a file its owner has just let go of, unless something else still uses it (a group
 * company logo, a picture, another lead): links can point at any file their author could read.
 */
export async function deleteFile(db: DbOrTx, filesDir: string, id: number): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const owners = await findFileOwners(tx, id, { lock: true });
    if (!owners || isAttached(owners)) return false;
    await tx.delete(files).where(eq(files.id, id));
    return true;
  });
  if (deleted) await rm(pathOf(filesDir, id), { force: true });
  return deleted;
}
