import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { link, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type FileStorage,
  ObjectExistsError,
  type ObjectRange,
  type PutOptions,
  probeStorage,
  type StoredObject,
  storageUnavailable,
  storageWriteFailed,
} from "./storage";

/** Keys are the code's own ('42', 'issued/invoice-7.pdf'): a dot-led or '..' segment is refused. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

const errnoOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
const isMissing = (error: unknown) => errnoOf(error) === "ENOENT" || errnoOf(error) === "ENOTDIR";

/**
 * The files folder (FILES_DIR), today's layout: an object is a file under its key. Written aside (a
 * dot-led name that listings skip) then renamed, or linked for createOnly (the first link wins), so a
 * reader never sees half a file and a failed write leaves nothing under the key.
 */
export function localFolderStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key) && !key.startsWith(".probe-")) throw new Error(`invalid storage key: ${key}`);
    return join(root, ...key.split("/"));
  };
  const asideOf = (path: string) => join(dirname(path), `.${randomUUID()}.tmp`);

  /** Moves a finished aside file under its key: rename (replaces), or link (refuses an existing one). */
  async function settle(aside: string, path: string, options: PutOptions = {}): Promise<void> {
    try {
      if (!options.createOnly) return await rename(aside, path);
      try {
        await link(aside, path);
      } catch (error) {
        if (errnoOf(error) === "EEXIST") throw new ObjectExistsError(relative(root, path));
        throw error;
      }
    } finally {
      await rm(aside, { force: true });
    }
  }

  async function write(key: string, options: PutOptions | undefined, fill: (aside: string) => Promise<void>) {
    const path = pathOf(key);
    const aside = asideOf(path);
    try {
      await mkdir(dirname(path), { recursive: true });
      await fill(aside);
      await settle(aside, path, options);
    } catch (error) {
      await rm(aside, { force: true }).catch(() => undefined);
      if (error instanceof ObjectExistsError) throw error;
      throw storageWriteFailed(error);
    }
  }

  async function* walk(dir: string): AsyncGenerator<StoredObject> {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw storageUnavailable(error);
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile()) {
        const { size } = await stat(path);
        yield { key: relative(root, path).split(sep).join("/"), size };
      }
    }
  }

  const storage: FileStorage = {
    driver: "local",
    putBytes: (key, bytes, options) =>
      write(key, options, (aside) => writeFile(aside, bytes, { flag: "wx" })),
    putStream: (key, body: Readable, _size, options) =>
      write(key, options, (aside) => pipeline(body, createWriteStream(aside, { flags: "wx" }))),
    async putFile(key, path) {
      const target = pathOf(key);
      try {
        await mkdir(dirname(target), { recursive: true });
        await rename(path, target);
      } catch (error) {
        throw storageWriteFailed(error);
      }
    },
    async tempPath() {
      try {
        await mkdir(root, { recursive: true });
      } catch (error) {
        throw storageWriteFailed(error);
      }
      return join(root, `.upload-${randomUUID()}`);
    },
    async getStream(key, range?: ObjectRange) {
      try {
        const handle = await open(pathOf(key), "r");
        return handle.createReadStream(range ?? {});
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable(error);
      }
    },
    async getBytes(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable(error);
      }
    },
    async stat(key) {
      try {
        const stats = await stat(pathOf(key));
        return stats.isFile() ? { size: stats.size } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable(error);
      }
    },
    async delete(key) {
      try {
        await rm(pathOf(key), { force: true });
      } catch (error) {
        throw storageWriteFailed(error);
      }
    },
    list: () => walk(root),
    probe: () => probeStorage(storage),
  };
  return storage;
}
