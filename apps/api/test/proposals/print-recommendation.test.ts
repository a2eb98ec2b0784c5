import { rmSync } from "node:fs";
import { join } from "node:path";
import type { Cents } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotationModule } from "../../src/modules/proposals/quotations";
import { recommendationModule } from "../../src/modules/sales/recommendations";
import { PDF } from "../files-helpers";
import { BAD_PATH_IDS } from "../fuzz-values";
import { createTestApp, type TestApp } from "../helpers";
import { dressIssuer, insertRecommendation, storeFile } from "./print-helpers";
import { pageCount, pdfText, presentationPdf } from "./print-pdf-text";
import { insertQuotation } from "./proposal-fixtures";

let t: TestApp;
let issuerId: number;

beforeAll(async () => {
  t = await createTestApp({ modules: [quotationModule, recommendationModule] });
  issuerId = await dressIssuer(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function exportPdf(id: number | string, who: "chef" | null = "chef") {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url: `/admin/print_recommandation/${id}`, headers });
}

async function quotationPdf(id: number) {
  const cookie = await t.login("chef");
  return (await t.app.inject({ method: "GET", url: `/admin/print_quotation/${id}`, headers: { cookie } }))
    .rawPayload;
}

const line = (name: string, unitPriceCents: Cents) => ({
  name,
  quantity: "1",
  unitPriceCents,
  vatRate: "20",
});

describe("GET /admin/print_recommandation/{id}", () => {
  it("puts the presentation first, then every quotation in reference order, in one PDF", async () => {
    const presentationId = await storeFile(
      t,
      await presentationPdf(3),
      "application/pdf",
      "presentation.pdf",
    );
    const recommendationId = await insertRecommendation(t.handle.db, issuerId, {
      presentationFileId: presentationId,
    });
    // inserted out of order: the export follows the references
    const second = await insertQuotation(t.handle.db, {
      recommendationId,
      issuerId,
      reference: "DE-TEV-2026-09102",
      lines: [line("Traiteur", toCents(150000))],
    });
    const first = await insertQuotation(t.handle.db, {
      recommendationId,
      issuerId,
      reference: "DE-TEV-2026-09101",
      lines: [line("Photographe", toCents(60000))],
    });
    const response = await exportPdf(recommendationId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="recommandation-${recommendationId}.pdf"`,
    );
    const bytes = response.rawPayload;
    const firstPages = await pageCount(await quotationPdf(first));
    const secondPages = await pageCount(await quotationPdf(second));
    expect(await pageCount(bytes)).toBe(3 + firstPages + secondPages);
    expect(pdfText(bytes, { first: 1, last: 1 })).toContain("Presentation page 1");
    expect(pdfText(bytes, { first: 3, last: 3 })).toContain("Presentation page 3");
    const firstQuotation = pdfText(bytes, { first: 4, last: 4 });
    expect(firstQuotation).toContain("DE-TEV-2026-09101");
    // 1 × 600,00 € at 20 %: TTC 720,00 €
    expect(firstQuotation).toContain("Total TTC 720,00 €");
    const secondQuotation = pdfText(bytes, { first: 4 + firstPages, last: 4 + firstPages });
    expect(secondQuotation).toContain("DE-TEV-2026-09102");
    // 1 × 1 500,00 € at 20 %: TTC 1 800,00 €
    expect(secondQuotation).toContain("Total TTC 1 800,00 €");
  });

  it("without a presentation, prints the quotations only", async () => {
    const recommendationId = await insertRecommendation(t.handle.db, issuerId);
    const quotationId = await insertQuotation(t.handle.db, {
      recommendationId,
      issuerId,
      reference: "DE-TEV-2026-09201",
      lines: [line("Sonorisation", toCents(45000))],
    });
    const response = await exportPdf(recommendationId);
    expect(response.statusCode).toBe(200);
    expect(await pageCount(response.rawPayload)).toBe(await pageCount(await quotationPdf(quotationId)));
    expect(pdfText(response.rawPayload, { first: 1, last: 1 })).toContain("DE-TEV-2026-09201");
  });

  it("refuses in French when there is nothing to export", async () => {
    const recommendationId = await insertRecommendation(t.handle.db, issuerId);
    const response = await exportPdf(recommendationId);
    expect(response.statusCode).toBe(422);
    expect(response.json()["hydra:description"]).toBe(
      "Cette recommandation n'a ni présentation ni devis : il n'y a rien à exporter en PDF",
    );
  });

  it("refuses in French a presentation that cannot be read as a PDF", async () => {
    const presentationId = await storeFile(t, PDF, "application/pdf", "abime.pdf");
    const recommendationId = await insertRecommendation(t.handle.db, issuerId, {
      presentationFileId: presentationId,
    });
    const response = await exportPdf(recommendationId);
    expect(response.statusCode).toBe(422);
    expect(response.json()["hydra:description"]).toBe(
      "Le PDF de présentation de cette recommandation est illisible : déposez-en un autre",
    );
  });

  it("refuses in French when the presentation's file is gone from the disk", async () => {
    const presentationId = await storeFile(t, await presentationPdf(1), "application/pdf", "perdu.pdf");
    rmSync(join(t.filesDir, String(presentationId)));
    const recommendationId = await insertRecommendation(t.handle.db, issuerId, {
      presentationFileId: presentationId,
    });
    const response = await exportPdf(recommendationId);
    expect(response.statusCode).toBe(422);
    expect(response.json()["hydra:description"]).toBe(
      "Le PDF de présentation de cette recommandation est introuvable : déposez-le à nouveau",
    );
  });

  it("asks to sign in first, and answers 404 in French for an unknown recommendation", async () => {
    const anonymous = await exportPdf(1, null);
    expect(anonymous.statusCode).toBe(401);
    for (const id of ["2147483647", "0", "abc", "1e3"]) {
      const response = await exportPdf(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()["hydra:description"]).toBe("Cette recommandation est introuvable");
    }
    // whatever the path holds, a 4xx (an undecodable or NUL path is refused before the route)
    for (const id of BAD_PATH_IDS) {
      const response = await exportPdf(id);
      expect([400, 404]).toContain(response.statusCode);
    }
  });
});
