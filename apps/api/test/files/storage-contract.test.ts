import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { isDomainError } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { s3Storage } from "../../src/files/storage/s3";
import { type FileStorage, ObjectExistsError } from "../../src/files/storage/storage";
import { type LocalS3, startLocalS3 } from "./s3-server";

let s3: LocalS3;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), "tc-storage-"));
  folders.push(dir);
  return dir;
};
const closers: (() => void)[] = [];

beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const close of closers) close();
  await s3.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(`${object.key}:${object.size}`);
  return keys.sort();
}

/** Each driver, fresh and empty for each test: the same table of cases runs against both. */
const drivers: [string, () => Promise<FileStorage>][] = [
  ["local folder", async () => localFolderStorage(folder())],
  [
    "S3 (local s3rver)",
    async () => {
      const storage = await s3Storage(s3.settings(folder()));
      closers.push(storage.close);
      // One bucket for the file: empty it so each test starts from nothing.
      for await (const object of storage.list()) await storage.delete(object.key);
      return storage;
    },
  ],
];

describe.each(drivers)("the %s storage", (_name, make) => {
  it("keeps bytes under a key: read back whole, sized, listed, then deleted (twice is no error)", async () => {
    const storage = await make();
    await storage.putBytes("7", Buffer.from("bonjour"));
    expect((await storage.getBytes("7"))?.toString()).toBe("bonjour");
    expect(await storage.stat("7")).toEqual({ size: 7 });
    expect(await keysOf(storage)).toEqual(["7:7"]);
    await storage.delete("7");
    await storage.delete("7");
    expect(await storage.getBytes("7")).toBeNull();
    expect(await storage.stat("7")).toBeNull();
    expect(await storage.getStream("7")).toBeNull();
    expect(await keysOf(storage)).toEqual([]);
  });

  it("refuses a create-only write over an existing object, which keeps its first bytes", async () => {
    const storage = await make();
    await storage.putBytes("issued/invoice-3.pdf", Buffer.from("first"), { createOnly: true });
    await expect(
      storage.putBytes("issued/invoice-3.pdf", Buffer.from("second"), { createOnly: true }),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    expect((await storage.getBytes("issued/invoice-3.pdf"))?.toString()).toBe("first");
    expect(await keysOf(storage)).toEqual(["issued/invoice-3.pdf:5"]);
  });

  it("streams a megabyte in and out, and serves any byte range of it", async () => {
    const storage = await make();
    const bytes = randomBytes(1024 * 1024);
    await storage.putStream(
      "12",
      Readable.from([bytes.subarray(0, 300_000), bytes.subarray(300_000)]),
      bytes.length,
    );
    expect((await bytesOf(await storage.getStream("12")))?.equals(bytes)).toBe(true);
    const range = await bytesOf(await storage.getStream("12", { start: 1000, end: 1009 }));
    expect(range?.equals(bytes.subarray(1000, 1010))).toBe(true);
    const tail = await bytesOf(
      await storage.getStream("12", { start: bytes.length - 3, end: bytes.length - 1 }),
    );
    expect(tail?.equals(bytes.subarray(bytes.length - 3))).toBe(true);
  });

  it("takes a file received aside under its key", async () => {
    const storage = await make();
    const temp = await storage.tempPath();
    await writeFile(temp, "une vidéo");
    await storage.putFile("40", temp);
    expect((await storage.getBytes("40"))?.toString()).toBe("une vidéo");
    expect(await keysOf(storage)).toEqual([`40:${Buffer.byteLength("une vidéo")}`]);
  });

  it("probes by writing, reading and deleting an object, leaving nothing behind", async () => {
    const storage = await make();
    await storage.probe();
    expect(await keysOf(storage)).toEqual([]);
  });
});

/** What the person is told when the storage is down or refuses: the sentence of a 503. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isDomainError(error)) throw new Error(`expected a DomainError, got ${String(error)}`);
  expect(error.kind).toBe("unavailable");
  return error.message;
}

const WRITE_FAILED =
  "Le stockage des fichiers ne répond pas : rien n'a été enregistré, réessayez dans un moment.";
const READ_FAILED = "Le stockage des fichiers ne répond pas : réessayez dans un moment.";

describe("a storage down or refusing", () => {
  it("local folder: a root that is a file refuses writes with a French sentence, and the probe throws", async () => {
    const root = join(folder(), "not-a-folder");
    writeFileSync(root, "");
    const storage = localFolderStorage(root);
    expect(await refusal(storage.putBytes("1", Buffer.from("x")))).toBe(WRITE_FAILED);
    expect(await refusal(storage.probe())).toBe(WRITE_FAILED);
  });

  it("S3: a server that is not there refuses writes and reads with a French sentence", async () => {
    const storage = await s3Storage({ ...s3.settings(folder()), endpoint: "http://127.0.0.1:1" });
    closers.push(storage.close);
    expect(await refusal(storage.putBytes("1", Buffer.from("x")))).toBe(WRITE_FAILED);
    expect(await refusal(storage.getBytes("1"))).toBe(READ_FAILED);
    expect(await refusal(storage.probe())).toBe(WRITE_FAILED);
  });

  it("S3: a bucket that does not exist is a refusal, not a missing file", async () => {
    const storage = await s3Storage(s3.settings(folder(), "no-such-bucket"));
    closers.push(storage.close);
    expect(await refusal(storage.getBytes("1"))).toBe(READ_FAILED);
    expect(await refusal(storage.probe())).toBe(WRITE_FAILED);
  });
});
