import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingQuotationModule } from "../../src/modules/proposals/accounting-quotations";
import { quotationModule } from "../../src/modules/proposals/quotations";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";
import { insertInvoice, SAMPLE_LINES } from "./invoicing-fixtures";
import { insertListedQuotation, THOUSAND_LINES } from "./quotations-accounting-helpers";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let sampleId: number;
let doneId: number;
const SEARCH = "/api/compta/quotations-search";
const STATS = "/api/compta/quotations-search_stats";
const TAG = "Quetzalcoatl";

/* sample: TTC 3 773,75 (HT 3 212,50, VAT 561,25), recurring; done: TTC 1 200,00 fully billed (by hand). */
beforeAll(async () => {
  t = await createTestApp({ modules: [accountingQuotationModule, quotationModule] });
  send = hydraAs(t);
  const issuerId = t.demo.companyIds[0] ?? 0;
  const db = t.handle.db;
  sampleId = (
    await insertListedQuotation(db, {
      issuerId,
      clientName: `${TAG} Traiteur`,
      createdAt: "2026-05-04T08:00:00Z",
      lines: SAMPLE_LINES,
      recurring: true,
    })
  ).quotationId;
  const done = await insertListedQuotation(db, {
    issuerId,
    clientName: `${TAG} Salle`,
    createdAt: "2026-05-06T08:00:00Z",
    lines: THOUSAND_LINES,
  });
  doneId = done.quotationId;
  await insertInvoice(db, {
    issuerId,
    companyId: done.companyId,
    quotationIds: [doneId],
    lines: THOUSAND_LINES,
  });
}, 60_000);
afterAll(() => t.close());

const idsOf = (body: Record<string, unknown>) =>
  (body["hydra:member"] as { id: number }[]).map((member) => member.id).sort((a, b) => a - b);

describe("accounting quotations over Hydra", () => {
  it("-search: filters, 0-based page, member shape in euros", async () => {
    const all = await send("compta", "GET", `${SEARCH}?searchName=${TAG}&page=0`);
    expect(all.status).toBe(200);
    expect(all.body["hydra:totalItems"]).toBe(2);
    const sample = (all.body["hydra:member"] as Record<string, unknown>[]).find((m) => m.id === sampleId);
    expect(sample).toMatchObject({
      "@id": `/api/compta/quotations/${sampleId}`,
      "@type": "Quotation",
      totalHT: 3212.5,
      totalTVA: 561.25,
      totalTTC: 3773.75,
      amountBilled: 0,
      amountLeft: 3773.75,
      isRecurringPayment: true,
    });
    const billable = await send("compta", "GET", `${SEARCH}?searchName=${TAG}&searchFinish=1`);
    expect(idsOf(billable.body)).toEqual([sampleId]);
    const recurrent = await send("compta", "GET", `${SEARCH}?searchName=${TAG}&searchRecurrent=true`);
    expect(idsOf(recurrent.body)).toEqual([sampleId]);
    const inBilled = await send(
      "compta",
      "GET",
      `${SEARCH}?searchName=${TAG}&searchState[]=QUOTATION_STATE_IN_BILLED&removeEmptyQuotations=true`,
    );
    expect(idsOf(inBilled.body)).toEqual([doneId]);
    const days = await send("compta", "GET", `${SEARCH}?searchName=${TAG}&from=2026-05-05&to=2026-05-31`);
    expect(idsOf(days.body)).toEqual([doneId]);
    const second = await send("compta", "GET", `${SEARCH}?searchName=${TAG}&page=1&maxResults=1`);
    expect((second.body["hydra:member"] as unknown[]).length).toBe(1);
    expect(second.body["hydra:totalItems"]).toBe(2);
  });

  it("-search_stats: totals of everything matching in euros", async () => {
    const stats = await send("user", "GET", `${STATS}?searchName=${TAG}`);
    expect(stats.status).toBe(200);
    // 3 212,50 + 1 000,00; 561,25 + 200,00; 3 773,75 + 1 200,00
    expect(stats.body).toEqual({ totalHT: 4212.5, totalTVA: 761.25, totalTTC: 4973.75 });
  });

  it("refuses bad input with a French 400", async () => {
    const state = await send("compta", "GET", `${SEARCH}?searchState=NOPE`);
    expect(state.status).toBe(400);
    expect(state.description).toBe("L'état de devis « NOPE » n'existe pas");
    const days = await send("compta", "GET", `${STATS}?from=2026-06-01&to=2026-05-01`);
    expect(days.status).toBe(400);
    expect(days.description).toBe("La date de début (01/06/2026) doit précéder la date de fin (01/05/2026)");
    const page = await send("compta", "GET", `${SEARCH}?page=-1`);
    expect(page.status).toBe(400);
    expect(page.description).toBe(
      "Le paramètre page doit être un entier positif ou nul (la première page est 0)",
    );
    expect((await t.app.inject({ method: "GET", url: SEARCH })).statusCode).toBe(401);
  });

  it("GET and PUT of a quotation carry the note, billed, left and invoices so far", async () => {
    const iri = `/api/compta/quotations/${doneId}`;
    const got = await send("compta", "GET", iri);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ amountBilled: 1200, amountLeft: 0, internalComment: "" });
    expect(got.body.invoices).toMatchObject([{ type: "TYPE_SOLD", reference: null, totalTTC: 1200 }]);
    const put = await send("compta", "PUT", iri, {
      internalComment: "Note compta",
      isRecurringPayment: true,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ internalComment: "Note compta", isRecurringPayment: true });
    const bad = await send("compta", "PUT", iri, { isRecurringPayment: "peut-être" });
    expect(bad.status).toBe(400);
  });

  it("exports Excel and PDF for super admins only, with the list's rows", async () => {
    const query = `?searchName=${TAG}`;
    for (const path of ["/admin/export-quotation-xls", "/admin/export-quotation"]) {
      const refused = await t.app.inject({
        method: "GET",
        url: path + query,
        headers: { cookie: await t.login("compta") },
      });
      expect(refused.statusCode).toBe(403);
      const bad = await t.app.inject({
        method: "GET",
        url: `${path}?searchState=NOPE`,
        headers: { cookie: await t.login("admin") },
      });
      expect(bad.statusCode).toBe(400);
    }
    const xls = await t.app.inject({
      method: "GET",
      url: `/admin/export-quotation-xls${query}`,
      headers: { cookie: await t.login("admin") },
    });
    expect(xls.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xls.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]?.[0]).toBe("Référence");
    expect(rows).toHaveLength(3);
    const ttcs = rows.slice(1).map((row) => row[10]);
    expect(ttcs.sort()).toEqual([1200, 3773.75]);

    const pdf = await t.app.inject({
      method: "GET",
      url: `/admin/export-quotation${query}`,
      headers: { cookie: await t.login("admin") },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
  }, 60_000);
});
