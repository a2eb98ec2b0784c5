import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { JOBS } from "../../src/jobs/catalogue";
import { deferredJobQueue } from "../../src/jobs/deferred";
import { jobHandlers } from "../../src/jobs/handlers";
import { jobIssuedPdfQueue } from "../../src/jobs/issued-pdfs";
import { type JobQueue, jobQueueDatabase, startJobQueue } from "../../src/jobs/queue";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { issuedPdfKey } from "../../src/services/shared/issued-pdfs/store";
import { insertDraft } from "../billing/invoice-edit-helpers";
import { dressInvoiceIssuer } from "../billing/invoice-print-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { pdfText } from "../proposals/print-pdf-text";
import { versionOf } from "../versions-helpers";
import { eventually, quickQueue } from "./job-fixtures";

/** A validated invoice's PDF is a job: rendered and kept by the queue's worker, as the server runs it. */
let t: TestApp;
let queue: JobQueue;
const notQueued: unknown[] = [];

beforeAll(async () => {
  const jobs = deferredJobQueue();
  t = await createTestApp({
    modules: [invoiceModule],
    jobQueue: jobs.queue,
    issuedPdfQueue: jobIssuedPdfQueue(jobs.queue, (error) => notQueued.push(error)),
  });
  queue = await startJobQueue({
    ...quickQueue,
    database: jobQueueDatabase(t.handle),
    definitions: [JOBS.issuedPdf],
    handlers: jobHandlers({
      db: t.handle.db,
      storage: localFolderStorage(t.filesDir),
      now: () => new Date(),
      log: () => {},
    }),
  });
  jobs.started(queue);
}, 60_000);

afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

describe("the PDF of an invoice just validated", () => {
  it("is rendered by a job after the commit, once, and the download serves that file", async () => {
    const issuerId = await dressInvoiceIssuer(t);
    const draft = await insertDraft(t.handle.db, issuerId);
    const compta = await t.caller("compta");
    const view = await compta.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(compta.invoice, draft.invoiceId),
      state: "STATE_VALIDATED",
      confirmed: true,
    });

    const path = join(t.filesDir, issuedPdfKey("invoice", draft.invoiceId));
    await eventually(async () => {
      const stat = (await queue.stats()).find((line) => line.name === JOBS.issuedPdf.name);
      return stat?.completed === 1;
    }, 30_000);
    expect(notQueued).toEqual([]);
    expect(existsSync(path)).toBe(true);
    const kept = readFileSync(path);
    expect(pdfText(kept)).toContain(`Numéro ${view.reference}`);

    const download = await t.app.inject({
      method: "GET",
      url: `/admin/print_invoice/${draft.invoiceId}`,
      headers: { cookie: await t.login("user") },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(kept)).toBe(true);
    expect(await queue.failed()).toEqual([]);
  });
});
