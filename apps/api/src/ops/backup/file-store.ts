import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";

/**
 * What a backup reads from and a restore writes to for the stored files: the local files folder
 * today; the S3 storage gives the same three operations (list, get, put) to replace it.
 */
export interface FileStore {
  /** Paths relative to the store, '/'-separated, sorted. */
  list(): Promise<string[]>;
  get(path: string): Promise<Buffer>;
  put(path: string, data: Buffer): Promise<void>;
}

export function folderStore(root: string): FileStore {
  return {
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return [];
          throw error;
        },
      );
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith(".ready-"))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
        .sort();
    },
    get: (path) => readFile(join(root, path)),
    async put(path, data) {
      const target = join(root, path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, data, { flag: "wx" });
    },
  };
}

export interface StoredFile {
  path: string;
  size: number;
  sha256: string;
}

export const sha256Of = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** Copies every file of `from` into `to`, one at a time, and answers each one's size and SHA-256. */
export async function copyFiles(from: FileStore, to: FileStore): Promise<StoredFile[]> {
  const copied: StoredFile[] = [];
  for (const path of await from.list()) {
    const data = await from.get(path);
    await to.put(path, data);
    copied.push({ path, size: data.length, sha256: sha256Of(data) });
  }
  return copied;
}

/** True when the folder is missing or holds no file at all. */
export async function folderIsEmpty(root: string): Promise<boolean> {
  const info = await stat(root).catch(() => null);
  if (!info) return true;
  return (await folderStore(root).list()).length === 0;
}
