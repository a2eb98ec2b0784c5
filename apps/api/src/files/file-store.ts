import type { Readable } from "node:stream";
import { type DbOrTx, executeRows, files } from "@tronc/db";
import { eq, sql } from "drizzle-orm";
import { findFileOwners, isAttached } from "../services/core/files/file-owners";
import { type FileStorage, uploadKey } from "./storage/storage";

export interface StoredFile {
  id: number;
  filename: string;
  size: number;
  mimeType: string;
}

/** Marks that reorder what is shown (U+202E shows 'fdp.exe' as 'exe.pdf'): a stored name shows as typed. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const safeName = (filename: string) =>
  filename
    .replace(BIDI_CONTROLS, "")
    .replace(/[\\/\0]/g, "_")
    .replace(/[\r\n"]/g, "")
    .slice(0, 200) || "fichier";

export interface FileMetadata {
  filename: string;
  mimeType: string;
  size: number;
  uploadedById: number;
}

/**
 * The id a new file will have, taken before its bytes are stored: the bytes go first, under that id,
 * and the row after them, so no row ever points at bytes that are not there. An id is never given twice
 * (a sequence), so bytes left behind by a failure are never mistaken for another file's.
 */
async function reserveFileId(db: DbOrTx): Promise<number> {
  const [row] = await executeRows<{ id: string | number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('files', 'id')) as id`,
  );
  if (!row) throw new Error("files id sequence returned nothing");
  return Number(row.id);
}

/** Deletes an object nothing points at any more; a storage down now only leaves unreachable bytes. */
export async function discardObject(storage: FileStorage, key: string): Promise<void> {
  await storage.delete(key).catch(() => undefined);
}

/** The row of a file whose bytes are already stored under `id` (see putUpload). */
export async function recordFile(db: DbOrTx, id: number, input: FileMetadata): Promise<StoredFile> {
  const [row] = await db
    .insert(files)
    .values({
      id,
      filename: safeName(input.filename),
      mimeType: input.mimeType,
      size: input.size,
      uploadedById: input.uploadedById,
    })
    .returning();
  if (!row) throw new Error("file insert returned nothing");
  return { id: row.id, filename: row.filename, size: row.size, mimeType: row.mimeType };
}

/**
 * Stores an upload's bytes under a fresh id, before any row: from memory, or from a local file
 * received aside (storage.tempPath: moved in by the local folder, streamed up to S3). Returns the id
 * for recordFile; the caller discards the object if the row is not written after all.
 */
export async function putUpload(
  db: DbOrTx,
  storage: FileStorage,
  source: { bytes: Buffer } | { tempPath: string },
): Promise<number> {
  const id = await reserveFileId(db);
  const key = uploadKey(id);
  if ("bytes" in source) await storage.putBytes(key, source.bytes, { createOnly: true });
  else await storage.putFile(key, source.tempPath);
  return id;
}

async function storeThenRecord(
  db: DbOrTx,
  storage: FileStorage,
  source: { bytes: Buffer } | { tempPath: string },
  metadata: FileMetadata,
): Promise<StoredFile> {
  const id = await putUpload(db, storage, source);
  try {
    return await recordFile(db, id, metadata);
  } catch (error) {
    await discardObject(storage, uploadKey(id));
    throw error;
  }
}

/** Stores bytes held in memory (a seed's file): the bytes, then the row. */
export function storeFile(
  db: DbOrTx,
  storage: FileStorage,
  input: { filename: string; mimeType: string; bytes: Buffer; uploadedById: number },
): Promise<StoredFile> {
  const { bytes, ...rest } = input;
  return storeThenRecord(db, storage, { bytes }, { ...rest, size: bytes.length });
}

/** Stores an upload already received at `tempPath` (see FileStorage.tempPath): the bytes, then the row. */
export function storeTempFile(
  db: DbOrTx,
  storage: FileStorage,
  input: { filename: string; mimeType: string; size: number; tempPath: string; uploadedById: number },
): Promise<StoredFile> {
  const { tempPath, ...metadata } = input;
  return storeThenRecord(db, storage, { tempPath }, metadata);
}

export async function findFile(db: DbOrTx, id: number): Promise<StoredFile | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ? { id: row.id, filename: row.filename, size: row.size, mimeType: row.mimeType } : null;
}

/** The stored bytes as a stream, or null when the storage has none under the id. */
export const openStoredFile = (storage: FileStorage, id: number): Promise<Readable | null> =>
  storage.getStream(uploadKey(id));

/** The stored bytes in memory (logos, presentations), or null when the storage has none under the id. */
export const readStoredFile = (storage: FileStorage, id: number): Promise<Buffer | null> =>
  storage.getBytes(uploadKey(id));

/**
 * Deletes a file its owner has just let go of, unless something else still uses it (a group
 * company logo, a picture, another lead): links can point at any file their author could read.
 */
export async function deleteFile(db: DbOrTx, storage: FileStorage, id: number): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const owners = await findFileOwners(tx, id, { lock: true });
    if (!owners || isAttached(owners)) return false;
    await tx.delete(files).where(eq(files.id, id));
    return true;
  });
  if (deleted) await discardObject(storage, uploadKey(id));
  return deleted;
}
