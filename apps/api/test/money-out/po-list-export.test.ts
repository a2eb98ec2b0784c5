import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purchaseOrderListModule } from "../../src/modules/money-out/purchase-order-list";
import { createTestApp, type TestApp } from "../helpers";
import { insertPurchaseOrderListScenario } from "./po-list-helpers";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertPurchaseOrderListScenario>>;
let issuerA: number;
const CODE = "POLX";
const SUMMARY = "/admin/purchase-order-export";
const DETAIL = "/admin/purchase-order-detail-export";

beforeAll(async () => {
  t = await createTestApp({ modules: [purchaseOrderListModule] });
  issuerA = t.demo.companyIds[0] ?? 0;
  s = await insertPurchaseOrderListScenario(t, { issuerA, issuerB: t.demo.companyIds[1] ?? 0, code: CODE });
}, 60_000);
afterAll(() => t?.close());

async function get(url: string, who: "admin" | "compta" | "user" | null) {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url, headers });
}

/** The sheet's rows, each as header → value. */
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
const summary = async (query: string, who: "admin" | "compta" = "compta") =>
  sheetRows((await get(`${SUMMARY}?q=${CODE}&${query}`, who)).rawPayload, "Bons de commande");
const detail = async (query: string) =>
  sheetRows((await get(`${DETAIL}?q=${CODE}&${query}`, "compta")).rawPayload, "Détail des bons de commande");

describe("the purchase order exports' access and input", () => {
  it("are for accounting and super admins: 401 anonymous, 403 in French for another user", async () => {
    for (const path of [SUMMARY, DETAIL]) {
      expect((await get(path, null)).statusCode).toBe(401);
      const refused = await get(path, "user");
      expect(refused.statusCode).toBe(403);
      expect(refused.json()["@type"]).toBe("hydra:Error");
      expect(refused.json()["hydra:description"]).toBe("Vous n'avez pas les droits pour cette action.");
      expect((await get(`${path}?q=${CODE}`, "compta")).statusCode).toBe(200);
      expect((await get(`${path}?q=${CODE}`, "admin")).statusCode).toBe(200);
    }
  });

  it("refuse a bad filter with a French 400 before writing anything", async () => {
    for (const path of [SUMMARY, DETAIL]) {
      const state = await get(`${path}?state=STATE_PAID`, "compta");
      expect(state.statusCode).toBe(400);
      expect(state.json()["hydra:description"]).toBe("L'état de bon de commande « STATE_PAID » n'existe pas");
      const date = await get(`${path}?to=31/05/2026`, "compta");
      expect(date.statusCode).toBe(400);
      expect(date.json()["hydra:description"]).toBe("La date « 31/05/2026 » n'est pas valide");
      const long = await get(`${path}?q=${"x".repeat(201)}`, "compta");
      expect(long.statusCode).toBe(400);
      expect(long.json()["@type"]).toBe("hydra:Error");
    }
  });
});

describe("GET /admin/purchase-order-export", () => {
  it("writes one row per order with its purchase's totals, pending by default", async () => {
    const response = await get(`${SUMMARY}?q=${CODE}`, "compta");
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="bons-de-commande-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const { headers, rows } = await sheetRows(response.rawPayload, "Bons de commande");
    expect(headers).toEqual([
      "Référence",
      "Date",
      "État",
      "Titre",
      "Fournisseur",
      "Entreprise du groupe",
      "Projet",
      "Client",
      "Devis",
      "Total HT",
      "Total TVA",
      "Total TTC",
    ]);
    expect(rows.map((row) => row.Référence)).toEqual([s.pendingB.reference, s.pendingA.reference]);
    // 725,00 HT + 105,00 VAT = 830,00 TTC.
    expect(rows[1]).toMatchObject({
      Date: new Date("2026-03-10T00:00:00Z"),
      État: "En attente",
      Titre: "Repas des équipes",
      Fournisseur: `Traiteur Zéphyr ${CODE}`,
      Projet: `Gala ${CODE}`,
      Client: `Maison Brûlée ${CODE}`,
      "Total HT": 725,
      "Total TVA": 105,
      "Total TTC": 830,
    });
  });

  it("follows the list's filters: states, group company, supplier, project, Paris dates", async () => {
    const references = async (query: string) =>
      (await summary(query, "admin")).rows.map((row) => row.Référence);
    expect(await references("state[]=STATE_FINISH&state[]=STATE_INVOICE")).toEqual([
      s.finished.reference,
      s.invoiced.reference,
    ]);
    // The finished order was created 31 May 22:30 UTC: 1 June in Paris, the day the sheet shows.
    const [finished] = (await summary("state=STATE_FINISH")).rows;
    expect(finished).toMatchObject({ Date: new Date("2026-06-01T00:00:00Z"), État: "Terminé", Projet: null });
    const every = "state=STATE_PENDING,STATE_INVOICE,STATE_FINISH,STATE_CANCELED";
    expect(await references(`${every}&supplier=${s.zephyr}&triangleCompany=${issuerA}`)).toEqual([
      s.invoiced.reference,
      s.pendingA.reference,
    ]);
    expect(await references(`${every}&project=${s.congres}&from=2026-06-01`)).toEqual([s.canceled.reference]);
    const empty = await summary("state=STATE_PENDING&from=2027-01-01");
    expect(empty.rows).toEqual([]);
    expect(empty.headers).toContain("Total TTC");
  });
});

describe("GET /admin/purchase-order-detail-export", () => {
  it("writes one row per purchase line and fee, with its order's columns", async () => {
    const response = await get(`${DETAIL}?q=${CODE}&state=STATE_INVOICE`, "compta");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="bons-de-commande-detail-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const { headers, rows } = await sheetRows(response.rawPayload, "Détail des bons de commande");
    expect(headers).toEqual([
      "Référence",
      "Date",
      "État",
      "Titre",
      "Fournisseur",
      "Entreprise du groupe",
      "Projet",
      "Client",
      "Devis",
      "Type",
      "Désignation",
      "Quantité",
      "Unité",
      "Prix unitaire HT",
      "TVA %",
      "Remise %",
      "Délai (jours)",
      "Total HT",
    ]);
    const order = {
      Référence: s.invoiced.reference,
      Date: new Date("2026-05-20T00:00:00Z"),
      État: "Facturé",
      Titre: "Cocktail dînatoire",
      Fournisseur: `Traiteur Zéphyr ${CODE}`,
      Projet: `Gala ${CODE}`,
    };
    // 40 × 10,00 = 400,00 at 10 %; 2 × 150,00 = 300,00 at 20 %, then its fee 1 × 25,00 at 20 %.
    expect(rows).toEqual([
      expect.objectContaining({
        ...order,
        Type: "Produit",
        Désignation: "Repas traiteur",
        Quantité: 40,
        Unité: "unité",
        "Prix unitaire HT": 10,
        "TVA %": 10,
        "Remise %": 0,
        "Délai (jours)": 3,
        "Total HT": 400,
      }),
      expect.objectContaining({
        ...order,
        Type: "Produit",
        Désignation: "Location de tables",
        Quantité: 2,
        "Prix unitaire HT": 150,
        "TVA %": 20,
        "Délai (jours)": 5,
        "Total HT": 300,
      }),
      expect.objectContaining({
        ...order,
        Type: "Frais",
        Désignation: "Livraison",
        Quantité: 1,
        Unité: null,
        "Prix unitaire HT": 25,
        "TVA %": 20,
        "Remise %": null,
        "Délai (jours)": null,
        "Total HT": 25,
      }),
    ]);
    // The lines add up to the order's HT: 400 + 300 + 25 = 725.
    expect(rows.reduce((sum, row) => sum + Number(row["Total HT"]), 0)).toBe(725);
  });

  it("follows the same filters: three rows per order, newest order first", async () => {
    const { rows } = await detail("state[]=STATE_PENDING&state[]=STATE_CANCELED");
    expect(rows.map((row) => `${row.Référence} ${row.Désignation}`)).toEqual(
      [s.canceled, s.pendingB, s.pendingA].flatMap((o) => [
        `${o.reference} Repas traiteur`,
        `${o.reference} Location de tables`,
        `${o.reference} Livraison`,
      ]),
    );
    expect((await detail(`state=STATE_PENDING&supplier=${s.mobilier}`)).rows).toHaveLength(3);
    expect((await detail("state=STATE_PENDING&to=2026-01-01")).rows).toEqual([]);
  });
});
