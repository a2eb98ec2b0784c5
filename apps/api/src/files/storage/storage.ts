import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { domainError } from "@tronc/domain";

/** One stored object as a listing sees it: its key (a path relative to the storage's root) and size. */
export interface StoredObject {
  key: string;
  size: number;
}

/** An inclusive byte range, as an HTTP Range header asks for it. */
export interface ObjectRange {
  start: number;
  end: number;
}

export interface PutOptions {
  /** Refuses to replace an object already under the key (throws ObjectExistsError): the first writer wins. */
  createOnly?: boolean;
}

/**
 * Where the application's files live: uploads under their id ('42'), kept issued PDFs under
 * 'issued/<kind>-<id>.pdf'. A reader never sees half an object. Every failure of the storage itself
 * (down, refusing, full) is a DomainError 'unavailable' (a 503 with a French sentence); a missing
 * object is null, never an error.
 */
export interface FileStorage {
  readonly driver: "local" | "s3";
  /** Writes bytes held in memory (small objects: PDFs, seeds). */
  putBytes(key: string, bytes: Buffer, options?: PutOptions): Promise<void>;
  /** Writes a stream of `size` bytes without holding it whole in memory. */
  putStream(key: string, body: Readable, size: number, options?: PutOptions): Promise<void>;
  /**
   * Takes a local file received aside (see tempPath) as the object `key`: the local folder moves it,
   * S3 streams it up. The file at `path` may be gone afterwards; the caller removes it either way.
   */
  putFile(key: string, path: string): Promise<void>;
  /** A fresh local path for an upload to be received and judged before it is stored. */
  tempPath(): Promise<string>;
  /** The object's bytes as a stream (only the range when given), or null when there is none. */
  getStream(key: string, range?: ObjectRange): Promise<Readable | null>;
  /** The whole object in memory (logos, kept PDFs), or null when there is none. */
  getBytes(key: string): Promise<Buffer | null>;
  /** The object's size, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Deletes the object; deleting what is not there is no error. */
  delete(key: string): Promise<void>;
  /** Every object, in no promised order (files:migrate). */
  list(): AsyncIterable<StoredObject>;
  /** The readiness check: writes, reads back and deletes a small object; throws when it cannot. */
  probe(): Promise<void>;
}

/** Keys of the uploaded files: the id alone, as the files folder has always named them. */
export const uploadKey = (fileId: number) => String(fileId);

/** A createOnly put found an object already under the key. */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`object already stored: ${key}`);
    this.name = "ObjectExistsError";
  }
}

/** The storage failed to read: a 503 with a French sentence; what happened goes to the log via `cause`. */
export const storageUnavailable = (cause: unknown) =>
  Object.assign(domainError("STORAGE_UNAVAILABLE", "unavailable"), { cause });

/** The storage failed to write: nothing was kept. */
export const storageWriteFailed = (cause: unknown) =>
  Object.assign(domainError("STORAGE_WRITE_FAILED", "unavailable"), { cause });

/** A probe object's key: never a file id nor an issued PDF, and unique to the call. */
export const probeKey = (suffix: string) => `.probe-${suffix}`;

/** The readiness check of any driver: a small object written, read back and deleted. */
export async function probeStorage(storage: Pick<FileStorage, "putBytes" | "getBytes" | "delete">) {
  const key = probeKey(randomUUID());
  const bytes = Buffer.from("probe");
  await storage.putBytes(key, bytes);
  try {
    const back = await storage.getBytes(key);
    if (!back?.equals(bytes)) throw storageUnavailable(new Error("probe read back other bytes"));
  } finally {
    await storage.delete(key);
  }
}
