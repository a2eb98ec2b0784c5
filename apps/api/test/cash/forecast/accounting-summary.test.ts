import { formatEuros, toCents } from "@tronc/domain";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHS } from "../../../src/hydra/paths";
import { accountingSummaryModule } from "../../../src/modules/cash/accounting-summary";
import { SAMPLE_LINES } from "../../billing/invoicing-fixtures";
import { createTestApp, type DemoUser, type TestApp } from "../../helpers";
import { insertForeignGroupCompany } from "../../work/project-helpers";
import { insertSummaryInvoice, insertSummaryQuotation, linesOfHt } from "./accounting-summary-fixtures";

/*
 * Worked by hand, on two group companies of their own (A and B) in 2035, far from the demo's data:
 * - Q1 (A), 10/03/2035, SAMPLE_LINES: TTC 3 773,75; project 'Gala des vignes' STATE_FACTURABLE;
 *   delivery calendar 02/05 → 03/05 and 10/05 → 11/05 (start 02/05, end 11/05).
 *   I1 deposit 1 000 HT → 1 200,00 TTC, paid (left 0) on 15/03; I2 partial 500 HT → 600,00 TTC, sent on
 *   20/04, 150,00 received (left 450,00); I3 balance draft 100 HT → 120,00 TTC on 01/06 (bills nothing yet).
 *   Left to invoice 3 773,75 − 1 200,00 − 600,00 = 1 973,75; owed 450,00.
 * - Q2 (A), 05/04/2035, 1 000 HT → 1 200,00 TTC; project 'Salon' STATE_PLANNED; no calendar.
 *   I4 deposit 400 HT → 480,00 TTC validated on 06/04 (left 480,00). Left 720,00; owed 480,00.
 * - Q3 (B), 20/03/2035, 500 HT → 600,00 TTC, no project, no invoice. Left 600,00.
 * - Q4 (A), 12/03/2035, a draft quotation (not in the default states), 1 000 HT → 1 200,00 TTC.
 */
let t: TestApp;
let issuerA = 0;
let issuerB = 0;
const ids = { q1: 0, q2: 0, q3: 0, q4: 0, i1: 0, i2: 0, i3: 0, i4: 0, project1: 0 };

beforeAll(async () => {
  t = await createTestApp({ modules: [accountingSummaryModule] });
  const db = t.handle.db;
  issuerA = await insertForeignGroupCompany(t);
  issuerB = await insertForeignGroupCompany(t);
  const q1 = await insertSummaryQuotation(db, {
    issuerId: issuerA,
    clientName: "Domaine des Vignes",
    reference: "DE-SUM-2035-0001",
    createdAt: "2035-03-10T10:00:00Z",
    lines: SAMPLE_LINES,
    project: { name: "Gala des vignes", state: "STATE_FACTURABLE" },
    events: [
      ["2035-05-02T07:00:00Z", "2035-05-03T16:00:00Z"],
      ["2035-05-10T07:00:00Z", "2035-05-11T16:00:00Z"],
    ],
  });
  const a1 = { ...q1, issuerId: issuerA };
  ids.q1 = q1.quotationId;
  ids.project1 = q1.projectId ?? 0;
  ids.i1 = await insertSummaryInvoice(db, a1, {
    type: "TYPE_ADVANCE",
    state: "STATE_PAID",
    reference: "FA-SUM-2035-0001",
    invoiceDate: "2035-03-15",
    lines: linesOfHt(1_000),
    amountLeftCents: toCents(0),
  });
  ids.i2 = await insertSummaryInvoice(db, a1, {
    type: "TYPE_MONTHLY",
    state: "STATE_SEND",
    reference: "FA-SUM-2035-0002",
    invoiceDate: "2035-04-20",
    eligibleAt: "2035-05-20",
    lines: linesOfHt(500),
    amountLeftCents: toCents(45_000),
  });
  ids.i3 = await insertSummaryInvoice(db, a1, { invoiceDate: "2035-06-01", lines: linesOfHt(100) });
  const q2 = await insertSummaryQuotation(db, {
    issuerId: issuerA,
    clientName: "Salon Nautique",
    reference: "DE-SUM-2035-0002",
    createdAt: "2035-04-05T10:00:00Z",
    lines: linesOfHt(1_000),
    project: { name: "Salon", state: "STATE_PLANNED" },
  });
  ids.q2 = q2.quotationId;
  ids.i4 = await insertSummaryInvoice(
    db,
    { ...q2, issuerId: issuerA },
    {
      type: "TYPE_ADVANCE",
      state: "STATE_VALIDATED",
      reference: "FA-SUM-2035-0003",
      invoiceDate: "2035-04-06",
      lines: linesOfHt(400),
    },
  );
  ids.q3 = (
    await insertSummaryQuotation(db, {
      issuerId: issuerB,
      clientName: "Brasserie du Port",
      reference: "DE-SUM-2035-0003",
      createdAt: "2035-03-20T10:00:00Z",
      lines: linesOfHt(500),
    })
  ).quotationId;
  ids.q4 = (
    await insertSummaryQuotation(db, {
      issuerId: issuerA,
      clientName: "Brouillon SA",
      reference: "DE-SUM-2035-0004",
      createdAt: "2035-03-12T10:00:00Z",
      lines: linesOfHt(1_000),
      state: "QUOTATION_STATE_DRAFT",
    })
  ).quotationId;
}, 60_000);
afterAll(() => t.close());

type SearchInput = Parameters<Awaited<ReturnType<TestApp["caller"]>>["accountingSummary"]["search"]>[0];

async function search(input: SearchInput, who: DemoUser = "compta") {
  const caller = await t.caller(who);
  return caller.accountingSummary.search({ triangleCompanyIds: [issuerA, issuerB], ...input });
}

const march = { from: "2035-03-01", to: "2035-03-31" };
const referencesOf = (view: Awaited<ReturnType<typeof search>>) => view.quotations.map((q) => q.reference);

describe("accounting follow-up: figures and date bases", () => {
  it("adds up on the quotation's date: left to invoice, left to collect, total, newest first", async () => {
    const view = await search({ searchDate: "devis", ...march });
    expect(referencesOf(view)).toEqual(["DE-SUM-2035-0003", "DE-SUM-2035-0001"]);
    // 1 973,75 + 600,00 to invoice; 450,00 owed on I2 (I1 is paid, I3 a draft).
    expect(view).toMatchObject({
      toInvoiceCents: toCents(257_375),
      toCollectCents: toCents(45_000),
      totalCents: toCents(302_375),
    });
  });

  it("shows the card's project, event dates, amounts and invoices coloured by state", async () => {
    const view = await search({ searchDate: "devis", ...march });
    const card = view.quotations.find((q) => q.idQuotation === ids.q1);
    expect(card).toMatchObject({
      stateLabel: expect.any(String),
      company: { name: "Domaine des Vignes", isFactor: false },
      project: { id: ids.project1, name: "Gala des vignes", state: "STATE_FACTURABLE", isToInvoice: true },
      startAt: "2035-05-02T07:00:00.000Z",
      endAt: "2035-05-11T16:00:00.000Z",
      totalTtcCents: toCents(377_375),
      amountLeftCents: toCents(197_375),
    });
    expect(card?.invoices.map((i) => [i.reference, i.color, i.amountLeftCents])).toEqual([
      ["FA-SUM-2035-0001", "success", 0],
      ["FA-SUM-2035-0002", "danger", 45_000],
      [null, "warning", 12_000],
    ]);
    const other = view.quotations.find((q) => q.idQuotation === ids.q3);
    expect(other?.project).toBeNull();
  });

  it("selects on the event's first day, on its last day, and on an invoice's date", async () => {
    expect(
      referencesOf(await search({ searchDate: "event_start", from: "2035-05-01", to: "2035-05-05" })),
    ).toEqual(["DE-SUM-2035-0001"]);
    const noneEnds = await search({ searchDate: "event_end", from: "2035-05-01", to: "2035-05-05" });
    expect(noneEnds).toEqual({
      toInvoiceCents: toCents(0),
      toCollectCents: toCents(0),
      totalCents: toCents(0),
      quotations: [],
    });
    expect(
      referencesOf(await search({ searchDate: "event_end", from: "2035-05-11", to: "2035-05-11" })),
    ).toEqual(["DE-SUM-2035-0001"]);
    // April: I2 (20/04) on Q1 and I4 (06/04) on Q2. 1 973,75 + 720,00; 450,00 + 480,00.
    const april = await search({ searchDate: "invoice", from: "2035-04-01", to: "2035-04-30" });
    expect(referencesOf(april)).toEqual(["DE-SUM-2035-0002", "DE-SUM-2035-0001"]);
    expect(april).toMatchObject({
      toInvoiceCents: toCents(269_375),
      toCollectCents: toCents(93_000),
      totalCents: toCents(362_375),
    });
    // A draft's date selects its quotation too.
    expect(
      referencesOf(await search({ searchDate: "invoice", from: "2035-06-01", to: "2035-06-30" })),
    ).toEqual(["DE-SUM-2035-0001"]);
  });

  it("keeps to the group companies and the states asked", async () => {
    const onlyA = await search({ searchDate: "devis", ...march, triangleCompanyIds: [issuerA] });
    expect(referencesOf(onlyA)).toEqual(["DE-SUM-2035-0001"]);
    expect(onlyA).toMatchObject({
      toInvoiceCents: toCents(197_375),
      toCollectCents: toCents(45_000),
      totalCents: toCents(242_375),
    });
    const drafts = await search({
      ...march,
      states: ["QUOTATION_STATE_DRAFT"],
      triangleCompanyIds: [issuerA],
    });
    expect(referencesOf(drafts)).toEqual(["DE-SUM-2035-0004"]);
    expect(drafts.toInvoiceCents).toBe(120_000);
  });

  it("refuses a day that does not exist or a reversed range in French", async () => {
    await expect(search({ from: "2035-02-30" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date « 30/02/2035 » n'est pas valide",
    });
    await expect(search({ from: "2035-04-01", to: "2035-03-01" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "La date de début (01/04/2035) doit précéder ou égaler la date de fin (01/03/2035)",
    });
  });

  it("is refused to a plain user", async () => {
    await expect(search(march, "user")).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

const companiesQuery = () =>
  `triangleCompanies[]=${encodeURIComponent(`${PATHS.triangleCompanies}/${issuerA}`)}&triangleCompanies[]=${issuerB}`;

async function get(query: string, who: DemoUser | null = "compta") {
  return t.app.inject({
    method: "GET",
    url: `/admin/global?${query}`,
    headers: who ? { cookie: await t.login(who) } : {},
  });
}

describe("GET /admin/global", () => {
  it("answers the summary in euros under the old screen's names", async () => {
    const response = await get(`searchDate=devis&from=2035-03-01&to=2035-03-31&${companiesQuery()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ resteAFacturer: 2573.75, resteAEncaisser: 450, resteTotal: 3023.75 });
    const q1 = body.quotations.find((q: { idQuotation: number }) => q.idQuotation === ids.q1);
    expect(q1).toMatchObject({
      reference: "DE-SUM-2035-0001",
      company: "Domaine des Vignes",
      isFactor: false,
      projectName: "Gala des vignes",
      projectState: "STATE_FACTURABLE",
      idProject: ids.project1,
      startAt: "2035-05-02T09:00:00+02:00",
      endAt: "2035-05-11T18:00:00+02:00",
      totalTTC: 3773.75,
      amountLeft: 1973.75,
    });
    expect(q1.invoices[1]).toEqual({
      id: ids.i2,
      reference: "FA-SUM-2035-0002",
      state: "STATE_SEND",
      type: "TYPE_MONTHLY",
      totalHT: 500,
      totalTTC: 600,
      totalTVA: 100,
      restAmount: 450,
      eligibleAt: "2035-05-20T00:00:00+02:00",
    });
  });

  it("streams the Excel file: a summary sheet, then one row per quotation", async () => {
    const response = await get(
      `searchDate=devis&from=2035-03-01&to=2035-03-31&${companiesQuery()}&export=true`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(/suivi-comptable-.*\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Synthèse", "Suivi comptable"]);
    const summary = workbook.getWorksheet("Synthèse");
    expect([1, 2, 3].map((n) => summary?.getRow(n).values)).toEqual([
      [undefined, "Reste à facturer", 2573.75],
      [undefined, "Reste à encaisser", 450],
      [undefined, "Total", 3023.75],
    ]);
    const rows = workbook.getWorksheet("Suivi comptable");
    if (!rows) throw new Error("no 'Suivi comptable' sheet");
    expect(rows.rowCount).toBe(3);
    const header = (rows.getRow(1).values as unknown[]).slice(1);
    const q1 = (rows.getRow(3).values as unknown[]).slice(1);
    const cell = (name: string) => q1[header.indexOf(name)];
    expect(cell("Devis")).toBe("DE-SUM-2035-0001");
    expect(cell("Projet")).toBe("Gala des vignes");
    expect(cell("Reste à facturer")).toBe(1973.75);
    expect(cell("Reste à encaisser")).toBe(450);
    expect(cell("Factures")).toContain(`FA-SUM-2035-0002 (Envoyée, reste ${formatEuros(45_000)})`);
  });

  it("refuses bad dates and an unknown date basis with a French 400, before any file", async () => {
    const badDay = await get("from=2035-13-01&export=1");
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json()["hydra:description"]).toContain("n'est pas valide");
    const basis = await get("searchDate=demain");
    expect(basis.statusCode).toBe(400);
    expect(basis.json()["hydra:description"]).toContain("La base de date doit être");
  });

  it("refuses a plain user (403) with or without export, and a visitor (401)", async () => {
    expect((await get("from=2035-03-01", "user")).statusCode).toBe(403);
    expect((await get("from=2035-03-01&export=true", "user")).statusCode).toBe(403);
    expect((await get("from=2035-03-01", null)).statusCode).toBe(401);
  });
});
