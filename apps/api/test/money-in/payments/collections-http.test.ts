import { invoicePayments } from "@tronc/db";
import { toCents } from "@tronc/domain";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentCollectionModule } from "../../../src/modules/money-in/payment-collections";
import { insertInvoice } from "../../billing/invoicing-fixtures";
import { createTestApp, type DemoUser, type TestApp } from "../../helpers";
import { hydraAs } from "../../input-helpers";
import { insertCollectionScenario, issuerName } from "./collections-fixtures";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let s: Awaited<ReturnType<typeof insertCollectionScenario>>;
let issuerA: number;
let issuerB: number;
let nameA: string;
let nameB: string;

beforeAll(async () => {
  t = await createTestApp({ modules: [paymentCollectionModule] });
  send = hydraAs(t);
  [issuerA = 0, issuerB = 0] = t.demo.companyIds;
  nameA = await issuerName(t.handle.db, issuerA);
  nameB = await issuerName(t.handle.db, issuerB);
  s = await insertCollectionScenario(t.handle.db, { issuerA, issuerB, code: "COLH" });
});
afterAll(() => t.close());

const SEARCH = "/compta/invoice_payments-search";
const STATS = "/compta/invoice_payments-search_stats";
const EXCEL = "/admin/invoice-payment-collection-excel";
const members = (body: Record<string, unknown>) => body["hydra:member"] as Record<string, unknown>[];

describe("GET /compta/invoice_payments-search", () => {
  it("answers the §3 customer payment rows, newest first, amounts in euros", async () => {
    const { status, body } = await send("user", "GET", `${SEARCH}?q=colh`);
    expect(status).toBe(200);
    expect(body["hydra:totalItems"]).toBe(5);
    const [byCredit, , cheque] = members(body);
    expect(byCredit).toMatchObject({
      "@id": `/compta/invoice_payments/${s.payments.byCredit}`,
      "@type": "InvoicePayment",
      paidAt: "2026-11-15",
      amount: 36,
      paymentTypeTrad: "Solde",
      paymentModeTrad: "Avoir",
      credit: `/api/compta/credits/${s.creditId}`,
      invoice: {
        "@id": `/api/compta/invoices/${s.openInvoice}`,
        id: s.openInvoice,
        reference: "FA-COLH-2026-00002",
        company: { "@id": `/api/companies/${s.companyId}`, name: "Client encaissement COLH" },
        triangleCompany: { "@id": `/api/tronc-commun/triangle_companies/${issuerB}`, name: nameB },
      },
    });
    expect(cheque).toMatchObject({ amount: 125, paymentModeTrad: "Chèque", comment: "Chèque n° 4411" });
  });

  it("reads every filter of the query string and pages from 1", async () => {
    const p = s.payments;
    const ids = async (query: string) =>
      members((await send("user", "GET", `${SEARCH}?q=colh&${query}`)).body).map((m) => m.id);
    expect(await ids("from=2026-11-10&to=2026-11-10")).toEqual([p.card, p.cheque]);
    expect(await ids(`triangleCompany=/api/tronc-commun/triangle_companies/${issuerA}`)).toEqual([
      p.cheque,
      p.transfer,
      p.cash,
    ]);
    expect(await ids(`triangleCompany=${issuerB}`)).toEqual([p.byCredit, p.card]);
    expect(await ids("modes[]=MODE_CHECK&modes[]=MODE_MONEY")).toEqual([p.cheque, p.cash]);
    expect(await ids("modes=MODE_CREDIT_CARD")).toEqual([p.card]);
    expect(await ids("searchState=STATE_SEND")).toEqual([p.byCredit, p.card]);
    expect(await ids("maxResults=2&page=1")).toEqual([p.byCredit, p.card]);
    expect(await ids("maxResults=2&page=2")).toEqual([p.cheque, p.transfer]);
    expect(await ids("maxResults=2&page=3")).toEqual([p.cash]);
  });

  it("refuses bad input with a French 400", async () => {
    const refused = async (query: string) => {
      const { status, description } = await send("user", "GET", `${SEARCH}?${query}`);
      expect(status).toBe(400);
      return description;
    };
    expect(await refused("modes=MODE_BITCOIN")).toBe(
      "Le mode de paiement « MODE_BITCOIN » n'existe pas (CB, Espèce, Chèque, Virement bancaire ou Avoir)",
    );
    expect(await refused("from=hier")).toBe("La date « hier » n'est pas valide");
    expect(await refused("from=2026-12-01&to=2026-11-01")).toBe(
      "La date de début (01/12/2026) est postérieure à la date de fin (01/11/2026)",
    );
    expect(await refused("searchState=STATE_LOST")).toBe("L'état de facture « STATE_LOST » n'existe pas");
    expect(await refused("triangleCompany=/api/companies/1")).toContain("entreprise du groupe");
  });

  it("is refused to anonymous callers", async () => {
    expect((await t.app.inject({ method: "GET", url: SEARCH })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: STATS })).statusCode).toBe(401);
  });
});

describe("GET /compta/invoice_payments-search_stats", () => {
  it("totals in euros everything matching the same filters", async () => {
    const all = await send("user", "GET", `${STATS}?q=colh`);
    expect(all.status).toBe(200);
    // 36,00 + 20,00 + 125,00 + 50,00 + 55,00
    expect(all.body).toEqual({ totalTTC: 286, count: 5 });
    // 20,00 + 125,00 on the 10th
    const tenth = await send("user", "GET", `${STATS}?q=colh&from=2026-11-10&to=2026-11-10`);
    expect(tenth.body).toEqual({ totalTTC: 145, count: 2 });
  });
});

async function download(url: string, who: DemoUser | null) {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url, headers });
}

describe("GET /admin/invoice-payment-collection-excel", () => {
  it("is for accounting and super admins: 401 anonymous, 403 in French for the others", async () => {
    expect((await download(EXCEL, null)).statusCode).toBe(401);
    for (const who of ["user", "chef"] as const) {
      const refused = await download(EXCEL, who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()["hydra:description"]).toBe("Vous n'avez pas les droits pour cette action.");
    }
    expect((await download(`${EXCEL}?q=colh`, "admin")).statusCode).toBe(200);
  });

  it("refuses a bad filter with a 400 before writing anything", async () => {
    const response = await download(`${EXCEL}?from=2026-13-01`, "compta");
    expect(response.statusCode).toBe(400);
    expect(response.json()["hydra:description"]).toBe("La date « 01/13/2026 » n'est pas valide");
  });

  it("writes one row per payment matching, newest first, amounts in euros", async () => {
    const response = await download(
      `${EXCEL}?q=colh&modes[]=MODE_CHECK&modes[]=MODE_CREDIT&modes[]=MODE_MONEY`,
      "compta",
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="encaissements-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Encaissements");
    if (!sheet) throw new Error("no 'Encaissements' sheet");
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(rows).toEqual([
      [
        "Date",
        "Client",
        "Entreprise du groupe",
        "Facture",
        "Type",
        "Mode",
        "Avoir",
        "Commentaire",
        "Montant TTC",
      ],
      [
        day("2026-11-15"),
        "Client encaissement COLH",
        nameB,
        "FA-COLH-2026-00002",
        "Solde",
        "Avoir",
        "AV-COLH-2026-00001",
        undefined,
        36,
      ],
      [
        day("2026-11-10"),
        "Client encaissement COLH",
        nameA,
        "FA-COLH-2026-00001",
        "Solde",
        "Chèque",
        undefined,
        "Chèque n° 4411",
        125,
      ],
      [
        day("2026-10-31"),
        "Autre client COLHB",
        nameA,
        "FA-COLHB-2026-00003",
        "Solde",
        "Espèce",
        undefined,
        undefined,
        55,
      ],
    ]);
  });

  it("pages through more rows than one read, in the table's order", async () => {
    // 1 203 payments of 1,00 over three days on an invoice of 2 400,00: the export reads 500 at a time.
    const invoiceId = await insertInvoice(t.handle.db, {
      issuerId: issuerA,
      companyId: s.companyId,
      quotationIds: [],
      state: "STATE_VALIDATED",
      reference: "FA-COLHM-2026-00009",
      lines: [{ name: "Location", quantity: "1", unitPriceCents: toCents(200_000), vatRate: "20" }],
    });
    const days = ["2026-09-01", "2026-09-02", "2026-09-03"];
    await t.handle.db.insert(invoicePayments).values(
      Array.from({ length: 1_203 }, (_, i) => ({
        invoiceId,
        amountCents: toCents(100),
        paymentType: "TYPE_ADVANCE" as const,
        paymentMode: "MODE_BANK_TRANSFER" as const,
        paidAt: days[i % 3] ?? "2026-09-01",
      })),
    );
    const response = await download(`${EXCEL}?q=colhm`, "compta");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Encaissements");
    const dates: number[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) dates.push((row.getCell(1).value as Date).getTime());
    });
    expect(dates).toHaveLength(1_203);
    // Never an older day before a newer one, each day's 401 rows together.
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const perDay = new Map<number, number>();
    for (const date of dates) perDay.set(date, (perDay.get(date) ?? 0) + 1);
    expect([...perDay.values()]).toEqual([401, 401, 401]);
    const stats = await send("compta", "GET", `${STATS}?q=colhm`);
    expect(stats.body).toEqual({ totalTTC: 1_203, count: 1_203 });
  });
});
