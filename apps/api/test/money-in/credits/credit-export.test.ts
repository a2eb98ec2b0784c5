import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditListModule } from "../../../src/modules/money-in/credit-list";
import { createTestApp, type TestApp } from "../../helpers";
import { insertCreditListScenario } from "./credit-list-helpers";

let t: TestApp;
let s: Awaited<ReturnType<typeof insertCreditListScenario>>;
let issuerA: number;
const PATH = "/admin/export-credit-xls";

beforeAll(async () => {
  t = await createTestApp({ modules: [creditListModule] });
  issuerA = t.demo.companyIds[0] ?? 0;
  s = await insertCreditListScenario(t.handle.db, {
    issuerA,
    issuerB: t.demo.companyIds[1] ?? 0,
    code: "AVLX",
    creatorId: t.demo.userIds.user,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function get(url: string, who: "admin" | "compta" | "user" | null) {
  const headers = who ? { cookie: await t.login(who) } : undefined;
  return t.app.inject({ method: "GET", url, headers });
}

/** The sheet's rows by number (a draft by 'Brouillon'), each as header → value. */
async function sheetRows(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Avoirs");
  if (!sheet) throw new Error("no 'Avoirs' sheet");
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, rank) => {
    if (rank === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, index) => [header, values[index] ?? null])));
  });
  return { headers, rows };
}

describe("GET /admin/export-credit-xls", () => {
  it("is for accounting and super admins: 401 anonymous, 403 in French for another user", async () => {
    expect((await get(PATH, null)).statusCode).toBe(401);
    const refused = await get(PATH, "user");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()["@type"]).toBe("hydra:Error");
    expect(refused.json()["hydra:description"]).toBe("Vous n'avez pas les droits pour cette action.");
    expect((await get(`${PATH}?company=${s.companyId}`, "compta")).statusCode).toBe(200);
    expect((await get(`${PATH}?company=${s.companyId}`, "admin")).statusCode).toBe(200);
  });

  it("refuses a bad filter with a French 400 before writing anything", async () => {
    const state = await get(`${PATH}?searchState=STATE_PAID`, "compta");
    expect(state.statusCode).toBe(400);
    expect(state.json()["hydra:description"]).toBe("L'état d'avoir « STATE_PAID » n'existe pas");
    const long = await get(`${PATH}?searchName=${"x".repeat(201)}`, "compta");
    expect(long.statusCode).toBe(400);
    expect(long.json()["@type"]).toBe("hydra:Error");
  });

  it("writes one row per credit with HT, a VAT column per rate present, TTC, used and left", async () => {
    const response = await get(`${PATH}?company=${s.companyId}`, "compta");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toMatch(
      /attachment; filename="avoirs-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const { headers, rows } = await sheetRows(response.rawPayload);
    expect(headers).toEqual([
      "Numéro",
      "Date",
      "Entreprise du groupe",
      "Client",
      "Facture corrigée",
      "État",
      "Total HT",
      "TVA 10 %",
      "TVA 20 %",
      "Total TTC",
      "Utilisé",
      "Reste à utiliser",
    ]);
    // Newest id first: used, partly used, validated, draft (inserted in the other order).
    expect(rows.map((row) => row.Numéro)).toEqual([
      "AV-AVLX-2026-00003",
      "AV-AVLX-2026-00002",
      "AV-AVLX-2026-00001",
      "Brouillon",
    ]);
    const [used, partial, validated, draft] = rows;
    // 150 HT, VAT 20,00 at 20 % and 5,00 at 10 %, 175 TTC, nothing used.
    expect(validated).toMatchObject({
      Date: new Date("2026-04-15T00:00:00Z"),
      Client: "Client avoirs AVLX",
      "Facture corrigée": "FA-AVLX-2026-00007",
      État: "Validé",
      "Total HT": 150,
      "TVA 20 %": 20,
      "TVA 10 %": 5,
      "Total TTC": 175,
      Utilisé: 0,
      "Reste à utiliser": 175,
    });
    // 55,00 TTC at 10 %, 20,00 used, 35,00 left.
    expect(partial).toMatchObject({
      État: "Partiellement utilisé",
      "Facture corrigée": null,
      "Total HT": 50,
      "TVA 20 %": 0,
      "TVA 10 %": 5,
      "Total TTC": 55,
      Utilisé: 20,
      "Reste à utiliser": 35,
    });
    // 120,00 TTC, 125,00 drawn after a correction: −5,00 left (the export keeps the true amount).
    expect(used).toMatchObject({ État: "Utilisé", "Total TTC": 120, Utilisé: 125, "Reste à utiliser": -5 });
    expect(draft).toMatchObject({ État: "En cours de création", "Total TTC": 120, "Reste à utiliser": 120 });
  });

  it("follows the list's filters: issuer, states, text", async () => {
    const numbers = async (query: string) =>
      (await sheetRows((await get(`${PATH}?company=${s.companyId}&${query}`, "admin")).rawPayload)).rows.map(
        (row) => row.Numéro,
      );
    expect(await numbers(`searchTriangleCompany=${issuerA}&searchState=CREDIT_STATE_USED`)).toEqual([
      "AV-AVLX-2026-00003",
    ]);
    expect(await numbers("searchState[]=CREDIT_STATE_CREATED&searchState[]=CREDIT_STATE_VALIDATED")).toEqual([
      "AV-AVLX-2026-00001",
      "Brouillon",
    ]);
    expect(await numbers("searchName=zephyrin")).toEqual(["Brouillon"]);
    const empty = await sheetRows((await get(`${PATH}?searchName=introuvable`, "admin")).rawPayload);
    expect(empty.rows).toEqual([]);
    expect(empty.headers).toContain("Reste à utiliser");
  });
});
