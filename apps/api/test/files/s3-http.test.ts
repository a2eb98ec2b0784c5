import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeFile } from "../../src/files/file-store";
import { s3Storage } from "../../src/files/storage/s3";
import type { FileStorage } from "../../src/files/storage/storage";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { tutorialModule } from "../../src/modules/support/tutorials";
import { issuedPdfKey } from "../../src/services/shared/issued-pdfs/store";
import { today } from "../billing/invoice-edit-helpers";
import { dressInvoiceIssuer } from "../billing/invoice-print-helpers";
import { insertAcceptedQuotation, insertInvoice, SAMPLE_LINES } from "../billing/invoicing-fixtures";
import { PDF, uploadAs } from "../files-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { clearTutorials, fileRowCount, getVideo, MP4, uploadVideo } from "../support/tutorials-helpers";
import { type LocalS3, startLocalS3 } from "./s3-server";

const STORAGE_DOWN_WRITE =
  "Le stockage des fichiers ne répond pas : rien n'a été enregistré, réessayez dans un moment.";
const STORAGE_DOWN_READ = "Le stockage des fichiers ne répond pas : réessayez dans un moment.";

let s3: LocalS3;
let storage: FileStorage & { close(): void };
let t: TestApp;
let entryId: number;
/** Where the S3 driver receives uploads aside before sending them up. */
const asideDir = mkdtempSync(join(tmpdir(), "tc-s3-aside-"));

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = await s3Storage(s3.settings(asideDir));
  t = await createTestApp({ modules: [invoiceModule, tutorialModule], storage });
  await clearTutorials(t);
  const entry = await (await t.caller("admin")).tutorial.create({
    title: "Se connecter",
    category: "Premiers pas",
  });
  entryId = entry.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
  storage?.close();
  await s3?.close();
  rmSync(asideDir, { recursive: true, force: true });
});

describe("files kept in an S3 bucket, through the HTTP paths", () => {
  it("an upload lands in the bucket under its id and downloads byte for byte", async () => {
    const response = await uploadAs(t, await t.login("user"), "/api/files", {
      filename: "devis.pdf",
      type: "application/pdf",
      bytes: PDF,
    });
    expect(response.statusCode).toBe(201);
    const { idFile } = response.json() as { idFile: number };
    expect(await storage.stat(String(idFile))).toEqual({ size: PDF.length });
    // Nothing lands in the local files folder: the bucket holds the file.
    expect(readdirSync(t.filesDir)).toEqual([]);
    const download = await t.send("GET", `/api/files/${idFile}/download`, "user");
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-length"]).toBe(String(PDF.length));
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it("a tutorial video streams up to the bucket and plays by byte ranges", async () => {
    const upload = await uploadVideo(t, "admin", entryId, {
      filename: "premiers-pas.mp4",
      type: "video/mp4",
      bytes: MP4,
    });
    expect(upload.statusCode).toBe(201);
    const { idFile } = upload.json() as { idFile: number };
    expect(await storage.stat(String(idFile))).toEqual({ size: MP4.length });
    // The upload received aside is gone once sent up.
    expect(readdirSync(asideDir)).toEqual([]);

    const part = await getVideo(t, "user", entryId, "bytes=100-199");
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${MP4.length}`);
    expect(part.rawPayload.equals(MP4.subarray(100, 200))).toBe(true);
    const whole = await getVideo(t, "user", entryId);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(MP4)).toBe(true);
  });

  it("a numbered invoice's PDF is kept in the bucket at its first download, and read from there after", async () => {
    const issuerId = await dressInvoiceIssuer(t);
    const quotation = await insertAcceptedQuotation(t.handle.db, { issuerId });
    const id = await insertInvoice(t.handle.db, {
      issuerId,
      companyId: quotation.companyId,
      quotationIds: [quotation.quotationId],
      state: "STATE_VALIDATED",
      reference: "FA-TEV-2026-0S301",
      invoiceDate: today(),
      eligibleAt: today(),
      lines: SAMPLE_LINES,
    });
    const first = await t.send("GET", `/admin/print_invoice/${id}`, "user");
    expect(first.statusCode).toBe(200);
    const kept = await storage.getBytes(issuedPdfKey("invoice", id));
    expect(kept?.equals(first.rawPayload)).toBe(true);
    const second = await t.send("GET", `/admin/print_invoice/${id}`, "user");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(existsSync(`${t.filesDir}/issued`)).toBe(false);
  }, 60_000);
});

describe("a file whose row cannot be written", () => {
  it("leaves no object behind in the bucket: the bytes just stored are deleted", async () => {
    const before = new Set<string>();
    for await (const object of storage.list()) before.add(object.key);
    // A type longer than its column (100): the row is refused after the bytes were stored.
    await expect(
      storeFile(t.handle.db, storage, {
        filename: "devis.pdf",
        mimeType: `application/${"x".repeat(100)}`,
        bytes: PDF,
        uploadedById: t.demo.userIds.user,
      }),
    ).rejects.toThrow();
    const after: string[] = [];
    for await (const object of storage.list()) if (!before.has(object.key)) after.push(object.key);
    expect(after).toEqual([]);
  });
});

describe("an S3 storage that is down", () => {
  let down: TestApp;
  let downStorage: FileStorage & { close(): void };
  let downEntryId: number;
  beforeAll(async () => {
    downStorage = await s3Storage({
      ...s3.settings(asideDir),
      endpoint: "http://127.0.0.1:1",
    });
    down = await createTestApp({ modules: [tutorialModule], storage: downStorage });
    await clearTutorials(down);
    downEntryId = (
      await (await down.caller("admin")).tutorial.create({ title: "Hors ligne", category: "Aide" })
    ).id;
  }, 60_000);
  afterAll(async () => {
    await down?.close();
    downStorage?.close();
  });

  it("refuses an upload with a French 503 and records no file", async () => {
    const before = await fileRowCount(down);
    const response = await uploadAs(down, await down.login("user"), "/api/files", {
      filename: "devis.pdf",
      type: "application/pdf",
      bytes: PDF,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()["hydra:description"]).toBe(STORAGE_DOWN_WRITE);
    expect(await fileRowCount(down)).toBe(before);
  });

  it("refuses a video with a French 503: no file row, the entry keeps no video, nothing left aside", async () => {
    const before = await fileRowCount(down);
    const response = await uploadVideo(down, "admin", downEntryId, {
      filename: "premiers-pas.mp4",
      type: "video/mp4",
      bytes: MP4,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()["hydra:description"]).toBe(STORAGE_DOWN_WRITE);
    expect(await fileRowCount(down)).toBe(before);
    expect((await getVideo(down, "user", downEntryId)).statusCode).toBe(404);
    expect(readdirSync(asideDir)).toEqual([]);
  });

  it("answers a download with a French 503, not a 500", async () => {
    const [row] = await down.handle.db
      .insert((await import("@tronc/db")).files)
      .values({
        filename: "a.pdf",
        mimeType: "application/pdf",
        size: 3,
        uploadedById: down.demo.userIds.user,
      })
      .returning();
    const response = await down.send("GET", `/api/files/${row?.id}/download`, "user");
    expect(response.statusCode).toBe(503);
    expect(response.json()["hydra:description"]).toBe(STORAGE_DOWN_READ);
  });
});
