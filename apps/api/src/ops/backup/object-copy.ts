import { createHash } from "node:crypto";
import { pipeline, type Readable, Transform } from "node:stream";
import type { FileStorage, StoredObject } from "../../files/storage/storage";

/** A file as the manifest records it: its key in the storage, size and SHA-256. */
export interface StoredFile {
  path: string;
  size: number;
  sha256: string;
}

/** SHA-256 of a stream read to its end, chunk by chunk (never the whole of it in memory). */
export async function sha256OfStream(stream: Readable): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The object's SHA-256 read back as a stream, or null when it is missing or unreadable. */
export async function sha256OfObject(storage: FileStorage, key: string): Promise<string | null> {
  try {
    const stream = await storage.getStream(key);
    return stream ? await sha256OfStream(stream) : null;
  } catch {
    return null;
  }
}

/** The storage's objects, sorted by key, without dot-led ones (probe leftovers, uploads set aside). */
export async function listObjects(storage: FileStorage): Promise<StoredObject[]> {
  const objects: StoredObject[] = [];
  for await (const object of storage.list()) if (!object.key.startsWith(".")) objects.push(object);
  return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** True when the storage holds no object (dot-led leftovers aside). */
export async function storageIsEmpty(storage: FileStorage): Promise<boolean> {
  for await (const object of storage.list()) if (!object.key.startsWith(".")) return false;
  return true;
}

/**
 * Copies one object streamed from `from` into `to` (createOnly: an object already there is an error),
 * hashing the bytes on their way; answers the SHA-256 and the byte count, or null when the source has
 * no such object (deleted since it was listed).
 */
export async function copyObject(
  from: FileStorage,
  to: FileStorage,
  key: string,
  size: number,
): Promise<{ sha256: string; size: number } | null> {
  const source = await from.getStream(key);
  if (!source) return null;
  const hash = createHash("sha256");
  let bytes = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  // A failing source destroys `hashing` with its error, which fails the put.
  pipeline(source, hashing, () => undefined);
  try {
    await to.putStream(key, hashing, size, { createOnly: true });
  } catch (error) {
    // A refused put may not have read the stream: release the source (an S3 body holds a socket).
    hashing.destroy();
    source.destroy();
    throw error;
  }
  return { sha256: hash.digest("hex"), size: bytes };
}

/** Copies every object of `from` into `to`, one at a time, in key order, and answers each one's size and SHA-256. */
export async function copyObjects(from: FileStorage, to: FileStorage): Promise<StoredFile[]> {
  const copied: StoredFile[] = [];
  for (const object of await listObjects(from)) {
    const done = await copyObject(from, to, object.key, object.size);
    if (done) copied.push({ path: object.key, ...done });
  }
  return copied;
}
