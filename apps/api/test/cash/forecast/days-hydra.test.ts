import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastModule } from "../../../src/modules/cash/forecast";
import { invoicePaymentModule } from "../../../src/modules/money-in/invoice-payments";
import { createTestApp, type TestApp } from "../../helpers";
import { hydraAs } from "../../input-helpers";
import { clearDemoCash } from "./demo-cash";
import { companyNames, insertScenario, NOW } from "./window-fixtures";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let scenario: Awaited<ReturnType<typeof insertScenario>>;

beforeAll(async () => {
  t = await createTestApp({ modules: [forecastModule, invoicePaymentModule], now: () => NOW });
  // Only the scenario's rows: the demo's cash is dated from today, this file works at a fixed NOW.
  await clearDemoCash(t.handle.db);
  send = hydraAs(t);
  scenario = await insertScenario(t);
}, 60_000);
afterAll(() => t.close());

const DAYS = "/api/compta/financial-forecast/days";
type Json = Record<string, unknown>;
const members = (body: Json) => body["hydra:member"] as Json[];

describe("/api/compta/financial-forecast/days over Hydra", () => {
  it("GET /days/{yyyymmdd}: the day's balances in euros and its lines, the late invoice among them", async () => {
    const { status, body } = await send("compta", "GET", `${DAYS}/20260310`);
    expect(status).toBe(200);
    // opening 9 500,00 € (see window.test.ts), + 3 773,75 € of the late invoice I1
    expect(body).toMatchObject({
      "@id": `${DAYS}/20260310`,
      "@type": "ForecastDay",
      id: 20260310,
      date: "2026-03-10",
      bank: null,
      openingBalance: 9_500,
      closingBalance: 13_273.75,
      realItems: [],
    });
    expect(body.forecastItems).toEqual([
      expect.objectContaining({
        "@id": `/api/compta/financial-forecast/items/invoice-${scenario.i1}`,
        id: null,
        title: "Facture FA-T-2026-0001 · Client Alpha",
        amount: 3_773.75,
        forecastAmount: null,
        forecastDay: "2026-03-01",
        realDay: null,
        charge: null,
        datas: { real: false },
        isAnticipatedForecast: true,
        isLate: true,
        companiesParts: [expect.objectContaining({ id: scenario.a, pct: 100, amount: 3_773.75 })],
      }),
    ]);
    const real = await send("compta", "GET", `${DAYS}/20260305`);
    expect(real.body.realItems).toEqual([
      expect.objectContaining({
        "@id": `/api/compta/financial-forecast/items/${scenario.rentMarch}`,
        amount: -1_000,
        forecastAmount: -1_000,
        realDay: "2026-03-05",
        charge: `/api/compta/financial-forecast/charges/${scenario.rent}`,
        datas: { real: true },
        isAnticipatedForecast: false,
        companiesParts: [
          expect.objectContaining({ id: scenario.a, pct: 50, amount: -500 }),
          expect.objectContaining({ id: scenario.b, pct: 50, amount: -500 }),
        ],
      }),
    ]);
  });

  it("GET /days-search pages the days of a range from 1; /days answers the same", async () => {
    const url = `${DAYS}-search?dateFrom=2026-03-01&dateTo=2026-03-31&maxResults=10&page=2`;
    const { status, body } = await send("compta", "GET", url);
    expect(status).toBe(200);
    expect(body["hydra:totalItems"]).toBe(31);
    const days = members(body);
    expect(days.map((day) => day.date)).toEqual([
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
      "2026-03-15",
      "2026-03-16",
      "2026-03-17",
      "2026-03-18",
      "2026-03-19",
      "2026-03-20",
    ]);
    // the page opens on the balance carried to 03-11 (13 273,75 €); the bank resets it on 03-15
    expect(days[0]).toMatchObject({ openingBalance: 13_273.75 });
    expect(days[4]).toMatchObject({ bank: 8_000, openingBalance: 8_000 });
    expect(days[9]).toMatchObject({ closingBalance: 5_000 });
    const plain = await send(
      "compta",
      "GET",
      `${DAYS}?dateFrom=2026-03-01&dateTo=2026-03-31&maxResults=10&page=2`,
    );
    expect(members(plain.body).map((day) => day.date)).toEqual(days.map((day) => day.date));
    const past = await send(
      "compta",
      "GET",
      `${DAYS}-search?dateFrom=2026-03-01&dateTo=2026-03-31&maxResults=10&page=5`,
    );
    expect(members(past.body)).toEqual([]);
  });

  it("GET /days-search-stats sums the range's real and theoretical lines", async () => {
    const { status, body } = await send(
      "compta",
      "GET",
      `${DAYS}-search-stats?dateFrom=2026-03-01&dateTo=2026-03-31`,
    );
    expect(status).toBe(200);
    // real: rent −1 000 €; theoretical: +2 000 € by hand + 3 773,75 € (I1); −3 000 € salaries −830 € supplier
    expect(body).toMatchObject({
      realIncome: 0,
      realExpenses: -1_000,
      theoreticalIncome: 5_773.75,
      theoreticalExpenses: -3_830,
    });
  });

  it("refuses a range backwards, too long, a date that does not exist, a day id that names no day", async () => {
    const backwards = await send("compta", "GET", `${DAYS}-search?dateFrom=2026-03-31&dateTo=2026-03-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.description).toContain("La date de fin ne peut pas être antérieure à la date de début");
    const long = await send("compta", "GET", `${DAYS}-search?dateFrom=2026-01-01&dateTo=2027-12-31`);
    expect(long.status).toBe(400);
    expect(long.description).toContain("La période demandée ne peut pas dépasser 400 jours");
    const wrong = await send("compta", "GET", `${DAYS}-search-stats?dateFrom=2026-02-30`);
    expect(wrong.status).toBe(400);
    expect(wrong.description).toContain("La date « 30/02/2026 » n'existe pas");
    expect((await send("compta", "GET", `${DAYS}/20260230`)).status).toBe(404);
  });

  it("POST /days and PUT /days/{id} record the bank balance, which resets the following days", async () => {
    const created = await send("compta", "POST", DAYS, { date: "2026-04-10", bank: "12 000,50" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      "@id": `${DAYS}/20260410`,
      bank: 12_000.5,
      openingBalance: 12_000.5,
    });
    const updated = await send("compta", "PUT", `${DAYS}/20260410`, { bank: 11_000 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ bank: 11_000, openingBalance: 11_000, closingBalance: 11_000 });
    // I2 +1 200 € on 04-20: the month closes on 11 000 + 1 200 = 12 200 €
    const april = await send("compta", "GET", `${DAYS}-search?dateFrom=2026-04-30&dateTo=2026-04-30`);
    expect(members(april.body)[0]).toMatchObject({ closingBalance: 12_200 });
    const removed = await send("compta", "PUT", `${DAYS}/20260410`, { bank: null });
    expect(removed.body).toMatchObject({ bank: null });
    const bad = await send("compta", "PUT", `${DAYS}/20260410`, { bank: "beaucoup" });
    expect(bad.status).toBe(400);
  });

  it("GET /api/compta/forecast/stats?dateFrom= lists the month's charges per company, in euros", async () => {
    const { status, body } = await send("compta", "GET", "/api/compta/forecast/stats?dateFrom=2026-04");
    expect(status).toBe(200);
    // April: only the rent's line, −1 000 € split 50/50 between companies A and B
    const names = await companyNames(t);
    const entry = (id: number) => ({
      name: names.get(id),
      triangleCompany: `/api/tronc-commun/triangle_companies/${id}`,
      charges: [{ type: "CHARGE_TYPE_RENT", label: "Loyer", amount: -500 }],
      total: -500,
    });
    const expected = [entry(scenario.a), entry(scenario.b)].sort((x, y) =>
      String(x.name).localeCompare(String(y.name), "fr"),
    );
    expect(body).toEqual(expected);
    const march = await send("compta", "GET", "/api/compta/forecast/stats?dateFrom=2026-03-01");
    expect((march.body as unknown as Json[]).map((row) => row.total)).toHaveLength(3);
    const bad = await send("compta", "GET", "/api/compta/forecast/stats?dateFrom=mars");
    expect(bad.status).toBe(400);
  });

  it("refuses a plain user on every path (403)", async () => {
    for (const [method, url, payload] of [
      ["GET", `${DAYS}/20260310`],
      ["GET", DAYS],
      ["GET", `${DAYS}-search`],
      ["GET", `${DAYS}-search-stats`],
      ["POST", DAYS, { date: "2026-03-12", bank: 10 }],
      ["PUT", `${DAYS}/20260312`, { bank: 10 }],
      ["GET", "/api/compta/forecast/stats?dateFrom=2026-03"],
    ] as const) {
      const response = await send("user", method, url, payload);
      expect(response.status, `${method} ${url}`).toBe(403);
    }
  });
});
