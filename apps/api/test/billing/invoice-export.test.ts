import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toCents } from "@tronc/domain";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceModule } from "../../src/modules/billing/invoices";
import { createTestApp, type TestApp } from "../helpers";
import { pdfText } from "../proposals/print-pdf-text";
import { type BalanceScenario, dressInvoiceIssuer, insertBalanceScenario } from "./invoice-print-helpers";
import { insertInvoice } from "./invoicing-fixtures";

let t: TestApp;
let scenario: BalanceScenario;
let draftId: number;
const PATHS = ["/admin/export-invoice", "/admin/export-invoice-zip", "/admin/export-invoice-xls"];
// The list's text search: today's stub ignores it, the list's engineer's filters keep only these invoices.
const QUERY = "?q=dupont";

beforeAll(async () => {
  t = await createTestApp({ modules: [invoiceModule] });
  const issuerId = await dressInvoiceIssuer(t);
  scenario = await insertBalanceScenario(t, issuerId, "X");
  draftId = await insertInvoice(t.handle.db, {
    issuerId,
    companyId: scenario.companyId,
    quotationIds: [],
    title: "Dupont brouillon",
    lines: [{ name: "Conseil", quantity: "1", unitPriceCents: toCents(10_000), vatRate: "5.5" }],
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function get(url: string, who: "admin" | "compta" | "user" | null) {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url, headers });
}

describe("invoice exports", () => {
  it("are for super admins only: 401 anonymous, 403 in French for accounting and other users", async () => {
    for (const path of PATHS) {
      expect((await get(path, null)).statusCode).toBe(401);
      for (const who of ["compta", "user"] as const) {
        const refused = await get(path, who);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()["@type"]).toBe("hydra:Error");
        expect(refused.json()["hydra:description"]).toBe("Vous n'avez pas les droits pour cette action.");
      }
    }
  });

  it("refuses a bad filter with a 400 before writing anything", async () => {
    for (const path of PATHS) {
      const response = await get(`${path}?q=${"x".repeat(201)}`, "admin");
      expect(response.statusCode).toBe(400);
      expect(response.json()["@type"]).toBe("hydra:Error");
    }
  });

  it("Excel: one row per invoice with HT, a VAT column per rate present, TTC, paid and left", async () => {
    const response = await get(`/admin/export-invoice-xls${QUERY}`, "admin");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="factures-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Factures");
    if (!sheet) throw new Error("no 'Factures' sheet");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(
      expect.arrayContaining([
        "Numéro",
        "Date",
        "Client",
        "Total HT",
        "TVA 5,5 %",
        "TVA 10 %",
        "TVA 20 %",
        "Total TTC",
        "Payé",
        "Reste à régler",
      ]),
    );
    const rows = new Map<unknown, Record<string, unknown>>();
    sheet.eachRow((row, rank) => {
      if (rank === 1) return;
      const values = (row.values as unknown[]).slice(1);
      const record = Object.fromEntries(headers.map((header, index) => [String(header), values[index]]));
      rows.set(
        record.Numéro === "Brouillon" ? `${record.Client}-${record["Total HT"]}` : record.Numéro,
        record,
      );
    });
    // the balance, worked by hand in the helper: 1 712,50 HT, VAT 280,00 at 20 % and 31,25 at 10 %, 2 023,75 TTC
    expect(rows.get("FA-TEV-2026-0X002")).toMatchObject({
      Date: new Date("2026-11-20T00:00:00Z"),
      Client: "Dupont & Fils <SARL> X",
      Type: "Facture de solde",
      État: "Editée",
      "Total HT": 1712.5,
      "TVA 20 %": 280,
      "TVA 10 %": 31.25,
      "TVA 5,5 %": 0,
      "Total TTC": 2023.75,
      Payé: 0,
      "Reste à régler": 2023.75,
    });
    // the deposit: 1 500,00 HT, VAT 200,00 + 50,00
    expect(rows.get("FA-TEV-2026-0X001")).toMatchObject({
      "Total HT": 1500,
      "TVA 20 %": 200,
      "TVA 10 %": 50,
      "Total TTC": 1750,
    });
    // the draft: 100,00 HT at 5,5 % → 5,50 VAT
    expect(rows.get("Dupont & Fils <SARL> X-100")).toMatchObject({ "TVA 5,5 %": 5.5, "Total TTC": 105.5 });
  });

  it("zip: every matching invoice's PDF, named by its number or 'brouillon-<id>'", async () => {
    const response = await get(`/admin/export-invoice-zip${QUERY}`, "admin");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/zip");
    const dir = mkdtempSync(join(tmpdir(), "tc-zip-"));
    const file = join(dir, "factures.zip");
    writeFileSync(file, response.rawPayload);
    const entries = execFileSync("unzip", ["-Z1", file]).toString("utf8").trim().split("\n");
    expect(entries).toEqual(
      expect.arrayContaining(["FA-TEV-2026-0X001.pdf", "FA-TEV-2026-0X002.pdf", `brouillon-${draftId}.pdf`]),
    );
    const balance = execFileSync("unzip", ["-p", file, "FA-TEV-2026-0X002.pdf"]);
    expect(pdfText(balance)).toContain("Net à payer 2 023,75 €");
  });

  it("PDF: one list of the matching invoices with their totals at the end", async () => {
    const response = await get(`/admin/export-invoice${QUERY}`, "admin");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/pdf");
    const text = pdfText(response.rawPayload);
    expect(text).toContain("Liste des factures");
    // the client's and issuer's names wrap in their columns: their first words only on the row's line
    expect(text).toContain("FA-TEV-2026-0X002 20/11/2026 Dupont");
    expect(text).toContain("Editée 1 712,50 € 311,25 € 2 023,75 € 2 023,75 €");
    expect(text).toContain("Brouillon");
    expect(text).toMatch(/Total [-\d\s,]+ €/);
  });
});
