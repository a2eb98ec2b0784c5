import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supplierInvoiceListModule } from "../../src/modules/money-out/supplier-invoice-list";
import { createTestApp, type TestApp } from "../helpers";
import { insertSupplierInvoiceListScenario } from "./si-list-fixtures";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertSupplierInvoiceListScenario>>;
const CODE = "silx";
const EXCEL = "/admin/supplier-invoices-list-export-excel";
const DETAIL = "/admin/supplier-invoices-list-export-detail";
const ALL = "state[]=STATE_PENDING&state[]=STATE_PAID&state[]=STATE_ADVANCE";

beforeAll(async () => {
  t = await createTestApp({ modules: [supplierInvoiceListModule] });
  s = await insertSupplierInvoiceListScenario(t, CODE);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function get(url: string, who: "admin" | "compta" | "user" | null) {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url, headers });
}

/** The sheet's rows, each as header → value (dates as Date, amounts as numbers of euros). */
async function sheetRows(payload: Buffer, name: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no '${name}' sheet`);
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, rank) => {
    if (rank === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, index) => [header, values[index] ?? null])));
  });
  return { headers, rows };
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe.each([EXCEL, DETAIL])("GET %s: who and what", (path) => {
  it("is for accounting and super admins: 401 anonymous, 403 in French for another user", async () => {
    expect((await get(`${path}?q=${CODE}`, null)).statusCode).toBe(401);
    const refused = await get(`${path}?q=${CODE}`, "user");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()["hydra:description"]).toBe("Vous n'avez pas les droits pour cette action.");
    expect((await get(`${path}?q=${CODE}`, "compta")).statusCode).toBe(200);
    expect((await get(`${path}?q=${CODE}`, "admin")).statusCode).toBe(200);
  });

  it("refuses a bad filter with a French 400 before writing anything", async () => {
    const state = await get(`${path}?state=STATE_LOST`, "compta");
    expect(state.statusCode).toBe(400);
    expect(state.json()["hydra:description"]).toBe(
      "L'état de facture fournisseur « STATE_LOST » n'existe pas",
    );
    const range = await get(`${path}?from=2026-05-01&to=2026-04-01`, "compta");
    expect(range.statusCode).toBe(400);
    expect(range.json()["hydra:description"]).toBe(
      "La date de début (01/05/2026) est postérieure à la date de fin (01/04/2026)",
    );
  });
});

describe("GET /admin/supplier-invoices-list-export-excel", () => {
  it("writes one row per invoice: supplier, number, dates, TTC, VAT, paid, left, state, orders", async () => {
    const response = await get(`${EXCEL}?q=${CODE}&${ALL}`, "compta");
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="factures-fournisseurs-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const { headers, rows } = await sheetRows(response.rawPayload, "Factures fournisseurs");
    expect(headers).toEqual([
      "Fournisseur",
      "Numéro",
      "Date de facture",
      "Reçue le",
      "Échéance",
      "Total TTC",
      "TVA",
      "Payé",
      "Reste à payer",
      "État",
      "Bons de commande",
    ]);
    expect(rows).toHaveLength(4);
    const [advance, paid, draft, complete] = rows;
    // 500,00 TTC − 300,00 left = 200,00 paid.
    expect(advance).toMatchObject({
      Fournisseur: `Location ${CODE}`,
      Numéro: `AC-${CODE}-77`,
      "Date de facture": day("2026-05-20"),
      "Reçue le": day("2026-05-21"),
      Échéance: day("2026-06-20"),
      "Total TTC": 500,
      TVA: 83.33,
      Payé: 200,
      "Reste à payer": 300,
      État: "Acompte",
    });
    expect(paid).toMatchObject({
      Payé: 830,
      "Reste à payer": 0,
      État: "Réglée",
      "Bons de commande": s.order.reference,
    });
    expect(draft).toMatchObject({
      Fournisseur: `Traiteur ${CODE}`,
      "Total TTC": null,
      Payé: null,
      État: "En cours",
    });
    expect(complete).toMatchObject({
      Numéro: `F-${CODE}-1001`,
      "Total TTC": 1200,
      Payé: 0,
      "Reste à payer": 1200,
    });
  });

  it("follows the list's filters: pending by default, the dates", async () => {
    const pending = await sheetRows(
      (await get(`${EXCEL}?q=${CODE}`, "admin")).rawPayload,
      "Factures fournisseurs",
    );
    expect(pending.rows.map((row) => row.Numéro)).toEqual([null, `F-${CODE}-1001`]);
    const april = await sheetRows(
      (await get(`${EXCEL}?q=${CODE}&${ALL}&from=2026-04-01&to=2026-04-30`, "admin")).rawPayload,
      "Factures fournisseurs",
    );
    expect(april.rows.map((row) => row.Numéro)).toEqual([`F-${CODE}-1002`]);
  });
});

describe("GET /admin/supplier-invoices-list-export-detail", () => {
  it("writes one row per invoice line with its invoice's and its order's columns", async () => {
    const response = await get(`${DETAIL}?q=${CODE}&state=STATE_PAID`, "compta");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="factures-fournisseurs-detail-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const { headers, rows } = await sheetRows(response.rawPayload, "Détail des factures");
    expect(headers.slice(10)).toEqual([
      "Bon de commande",
      "État du bon",
      "Achat",
      "Désignation",
      "Quantité",
      "Unité",
      "Prix unitaire HT",
      "TVA %",
      "Total HT",
    ]);
    const invoice = {
      Fournisseur: `Traiteur ${CODE}`,
      Numéro: `F-${CODE}-1002`,
      "Total TTC": 830,
      État: "Réglée",
    };
    const order = { "Bon de commande": s.order.reference, "État du bon": "Terminé" };
    // 40 × 10,00 = 400,00; 2 × 150,00 = 300,00; 1 × 25,00 = 25,00: 725,00 HT in all.
    expect(rows).toEqual([
      expect.objectContaining({
        ...invoice,
        ...order,
        Désignation: "Repas traiteur",
        Quantité: 40,
        Unité: "unité",
        "Prix unitaire HT": 10,
        "TVA %": 10,
        "Total HT": 400,
      }),
      expect.objectContaining({
        ...invoice,
        ...order,
        Désignation: "Location de tables",
        Quantité: 2,
        "Total HT": 300,
      }),
      expect.objectContaining({
        ...invoice,
        ...order,
        Désignation: "Livraison",
        "TVA %": 20,
        "Total HT": 25,
      }),
    ]);
    expect(rows[0]?.Achat).toMatch(/^Achat \d+$/);
  });

  it("keeps an invoice without lines as one row, its line columns empty", async () => {
    const { rows } = await sheetRows(
      (await get(`${DETAIL}?q=${CODE}&state=STATE_ADVANCE`, "admin")).rawPayload,
      "Détail des factures",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Numéro: `AC-${CODE}-77`,
      "Bon de commande": null,
      Désignation: null,
      "Total HT": null,
    });
  });
});
