import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { credits, invoices, issuedPdfs, triangleCompanies } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { creditModule } from "../../src/modules/money-in/credits";
import { issuedPdfQueue } from "../../src/services/shared/issued-pdfs/background";
import { renderIssuedPdf } from "../../src/services/shared/issued-pdfs/render";
import { issuedPdfKey } from "../../src/services/shared/issued-pdfs/store";
import { createTestApp, type TestApp } from "../helpers";
import { insertCredit } from "../money-in/money-in-fixtures";
import { pdfText } from "../proposals/print-pdf-text";
import { versionOf } from "../versions-helpers";
import { insertDraft, today } from "./invoice-edit-helpers";
import { dressInvoiceIssuer } from "./invoice-print-helpers";
import { insertAcceptedQuotation, insertInvoice, SAMPLE_LINES } from "./invoicing-fixtures";

let t: TestApp;
let issuerId: number;
const renderErrors: unknown[] = [];
const queue = issuedPdfQueue(renderIssuedPdf, (error) => renderErrors.push(error));

beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceModule, creditModule], issuedPdfQueue: queue });
  issuerId = await dressInvoiceIssuer(t);
}, 60_000);

afterAll(async () => {
  await queue.idle();
  await t?.close();
});

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function download(path: string): Promise<Buffer> {
  const response = await t.app.inject({
    method: "GET",
    url: path,
    headers: { cookie: await t.login("user") },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

async function recordOf(kind: "invoice" | "credit", id: number) {
  const [row] = await t.handle.db
    .select()
    .from(issuedPdfs)
    .where(and(eq(issuedPdfs.documentKind, kind), eq(issuedPdfs.documentId, id)));
  return row;
}

/** Chromium writes the instant of the render into each PDF: two renders never give the same bytes. */
const renderedAgain = (first: Buffer, second: Buffer) => !first.equals(second);

describe("a validated invoice's PDF is rendered once and kept", () => {
  it("is rendered after the validation's commit, kept with its SHA-256 beside the content's, and every download is those bytes", async () => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const compta = await t.caller("compta");
    const view = await compta.invoice.update({
      id: draft.invoiceId,
      version: await versionOf(compta.invoice, draft.invoiceId),
      state: "STATE_VALIDATED",
      confirmed: true,
    });
    await queue.idle();
    expect(renderErrors).toEqual([]);

    const path = join(t.filesDir, issuedPdfKey("invoice", draft.invoiceId));
    expect(existsSync(path)).toBe(true);
    const kept = readFileSync(path);
    const [invoice] = await t.handle.db.select().from(invoices).where(eq(invoices.id, draft.invoiceId));
    expect(await recordOf("invoice", draft.invoiceId)).toMatchObject({
      pdfSha256: sha256(kept),
      contentSha256: invoice?.contentSha256,
      size: kept.length,
    });
    expect(invoice?.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(pdfText(kept)).toContain(`Numéro ${view.reference}`);

    // The issuer's details change afterwards: the invoice downloads as it was issued, byte for byte.
    await t.handle.db
      .update(triangleCompanies)
      .set({ rcs: "Lyon 111 111 111" })
      .where(eq(triangleCompanies.id, issuerId));
    try {
      const first = await download(`/admin/print_invoice/${draft.invoiceId}`);
      const second = await download(`/admin/print_invoice/${draft.invoiceId}`);
      expect(first.equals(kept)).toBe(true);
      expect(second.equals(kept)).toBe(true);
      expect(pdfText(first)).not.toContain("Lyon 111 111 111");
    } finally {
      await t.handle.db
        .update(triangleCompanies)
        .set({ rcs: "Paris 732 829 320" })
        .where(eq(triangleCompanies.id, issuerId));
    }
  });

  it("renders a draft at every download and keeps nothing of it", async () => {
    const draft = await insertDraft(t.handle.db, issuerId);
    const first = await download(`/admin/print_invoice/${draft.invoiceId}`);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await download(`/admin/print_invoice/${draft.invoiceId}`);
    expect(pdfText(first)).toContain("BROUILLON");
    expect(renderedAgain(first, second)).toBe(true);
    expect(existsSync(join(t.filesDir, issuedPdfKey("invoice", draft.invoiceId)))).toBe(false);
    expect(await recordOf("invoice", draft.invoiceId)).toBeUndefined();
  });

  it("gives an invoice numbered before PDFs were kept its file at the first download, once under two at a time", async () => {
    const quotation = await insertAcceptedQuotation(t.handle.db, { issuerId });
    const id = await insertInvoice(t.handle.db, {
      issuerId,
      companyId: quotation.companyId,
      quotationIds: [quotation.quotationId],
      state: "STATE_VALIDATED",
      reference: "FA-TEV-2026-0K001",
      invoiceDate: today(),
      eligibleAt: today(),
      lines: SAMPLE_LINES,
    });
    expect(await recordOf("invoice", id)).toBeUndefined();
    const [one, two] = await Promise.all([
      download(`/admin/print_invoice/${id}`),
      download(`/admin/print_invoice/${id}`),
    ]);
    const kept = readFileSync(join(t.filesDir, issuedPdfKey("invoice", id)));
    expect(one.equals(kept)).toBe(true);
    expect(two.equals(kept)).toBe(true);
    expect(await recordOf("invoice", id)).toMatchObject({ pdfSha256: sha256(kept) });
    const zip = await t.app.inject({
      method: "GET",
      url: "/admin/export-invoice-zip?searchName=FA-TEV-2026-0K001",
      headers: { cookie: await t.login("admin") },
    });
    expect(zip.statusCode).toBe(200);
    // Stored uncompressed: the kept file sits in the zip byte for byte.
    expect(zip.rawPayload.includes(kept)).toBe(true);
  });
});

describe("a validated credit note's PDF is rendered once and kept", () => {
  it("is rendered after the validation's commit and every download is those bytes", async () => {
    const creditId = await insertCredit(t.handle.db, {
      issuerId,
      companyId: (await insertDraft(t.handle.db, issuerId)).companyId,
      creditDate: today(),
      lines: [{ name: "Geste commercial", quantity: "1", unitPriceCents: toCents(10_000), vatRate: "20" }],
    });
    const compta = await t.caller("compta");
    await compta.credit.update({
      id: creditId,
      version: await versionOf(compta.credit, creditId),
      state: "CREDIT_STATE_VALIDATED",
      confirmed: true,
    });
    await queue.idle();
    expect(renderErrors).toEqual([]);
    const kept = readFileSync(join(t.filesDir, issuedPdfKey("credit", creditId)));
    const [credit] = await t.handle.db.select().from(credits).where(eq(credits.id, creditId));
    expect(await recordOf("credit", creditId)).toMatchObject({
      pdfSha256: sha256(kept),
      contentSha256: credit?.contentSha256,
    });
    expect(pdfText(kept)).toContain(`Numéro ${credit?.reference}`);
    // 100,00 HT at 20 %: 120,00 TTC.
    expect(pdfText(kept)).toContain("Total TTC de l'avoir 120,00 €");
    const downloaded = await download(`/admin/print_credit/${creditId}`);
    expect(downloaded.equals(kept)).toBe(true);
  });
});
