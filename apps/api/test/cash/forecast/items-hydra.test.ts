import { forecastItems } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastItemModule } from "../../../src/modules/cash/forecast-items";
import { createTestApp, type DemoUser, type TestApp } from "../../helpers";
import { hydraDescription } from "../../http-helpers";
import { clearDemoCash } from "./demo-cash";
import { chargeSnapshot, lineRow, NOW, seedCharge } from "./items-helpers";

let t: TestApp;
let A: number;
let B: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [forecastItemModule], now: () => NOW });
  // Only this file's rows: the demo's cash is dated from today, this file works at a fixed NOW.
  await clearDemoCash(t.handle.db);
  [A = 0, B = 0] = t.demo.companyIds;
});
afterAll(() => t.close());

const ITEMS = "/api/compta/financial-forecast/items";
const DAYS = "/api/compta/financial-forecast/days";
const COMPANIES = "/api/tronc-commun/triangle_companies";

async function send(method: "GET" | "POST" | "PUT", url: string, who: DemoUser, payload?: object) {
  const headers = { cookie: await t.login(who) };
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

const twoShares = () => ({
  title: "Loyer entrepôt",
  amountCents: toCents(-200000),
  days: ["2026-11-10", "2026-12-10", "2027-01-10"],
  shares: [
    [A, 50],
    [B, 50],
  ] as [number, number][],
});

describe("forecast items over Hydra", () => {
  it("POST a line on a day IRI, GET it, find it in the list of its days", async () => {
    const created = await send("POST", ITEMS, "compta", {
      title: "Remboursement caution",
      amount: -250.5,
      forecastDay: `${DAYS}/20261215`,
      companiesParts: [{ id: `${COMPANIES}/${A}`, pct: 100 }],
    });
    expect(created.statusCode).toBe(201);
    const line = created.json();
    expect(line).toMatchObject({
      "@type": "ForecastItem",
      title: "Remboursement caution",
      amount: -250.5,
      forecastAmount: null,
      forecastDay: "2026-12-15",
      realDay: null,
      charge: null,
      datas: { real: false },
      isAnticipatedForecast: false,
    });
    expect(line.companiesParts).toEqual([{ id: A, name: expect.any(String), pct: 100, amount: -250.5 }]);
    expect(line["@id"]).toBe(`${ITEMS}/${line.id}`);
    const read = await send("GET", line["@id"], "compta");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ title: "Remboursement caution", amount: -250.5 });
    const list = await send(
      "GET",
      `${ITEMS}?dateFrom=2026-12-15&dateTo=2026-12-15&page=1&maxResults=10`,
      "compta",
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()["hydra:totalItems"]).toBe(1);
    expect(list.json()["hydra:member"].map((member: { title: string }) => member.title)).toEqual([
      "Remboursement caution",
    ]);
  });

  it("PUT 'Cette valeur uniquement', then 'Cette valeur et toutes les valeurs futures' with company IRIs", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, twoShares());
    const only = await send("PUT", `${ITEMS}/${lineIds["2026-11-10"]}`, "compta", {
      title: "Loyer entrepôt",
      amount: -2100,
      forecastDay: `${DAYS}/20261110`,
      scope: "ONLY_THIS",
    });
    expect(only.statusCode).toBe(200);
    expect(only.json()).toMatchObject({ amount: -2100, isPinned: true });
    const future = await send("PUT", `${ITEMS}/${lineIds["2026-12-10"]}`, "compta", {
      title: "Loyer entrepôt",
      amount: "-2 400",
      scope: "THIS_AND_FUTURE",
      companiesParts: [
        { company: `${COMPANIES}/${A}`, pct: "75" },
        { company: `${COMPANIES}/${B}`, pct: 25 },
      ],
    });
    expect(future.statusCode).toBe(200);
    // -2 400 € split 75/25: -1 800 and -600
    expect(future.json().companiesParts.map((part: { amount: number }) => part.amount)).toEqual([
      -1800, -600,
    ]);
    const { charge, lines } = await chargeSnapshot(t.handle.db, chargeId);
    expect(charge).toMatchObject({
      amountCents: toCents(-240000),
      valuesFrom: "2026-12-10",
      state: "STATE_PENDING",
    });
    expect(lines.map((row) => row.amountCents)).toEqual([-210000, -240000, -240000]);
  });

  it("PUT a real day IRI declares the payment, realDay null takes it back", async () => {
    const { lineIds } = await seedCharge(t.handle.db, { ...twoShares(), title: "Leasing véhicule" });
    const url = `${ITEMS}/${lineIds["2026-11-10"]}`;
    const declared = await send("PUT", url, "compta", { amount: -1990, realDay: `${DAYS}/20261112` });
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toMatchObject({
      amount: -1990,
      forecastAmount: -2000,
      realDay: "2026-11-12",
      datas: { real: true },
    });
    const back = await send("PUT", url, "compta", { amount: -1990, realDay: null, forecastAmount: -2000 });
    expect(back.json()).toMatchObject({
      amount: -2000,
      forecastAmount: null,
      realDay: null,
      datas: { real: false },
    });
  });

  it("PUT 'Désactiver cette charge à partir de cette date' answers 204 and the line is gone", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, { ...twoShares(), title: "Assurance" });
    const removed = await send("PUT", `${ITEMS}/${lineIds["2026-12-10"]}`, "compta", {
      scope: "THIS_AND_FUTURE",
      deactivateCharge: true,
    });
    expect(removed.statusCode).toBe(204);
    const { charge, lines } = await chargeSnapshot(t.handle.db, chargeId);
    expect(charge).toMatchObject({ isActive: false, deactivatedFrom: "2026-12-10" });
    expect(lines.map((row) => row.forecastDay)).toEqual(["2026-11-10"]);
  });
});

describe("bad input over Hydra", () => {
  it("answers 4xx with a French message and writes nothing", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, { ...twoShares(), title: "Électricité" });
    const url = `${ITEMS}/${lineIds["2026-12-10"]}`;
    const before = await chargeSnapshot(t.handle.db, chargeId);
    const cases: [object, number, string][] = [
      [{ title: "" }, 400, "Le titre de la ligne prévisionnelle est obligatoire"],
      [{ amount: "vingt" }, 400, "Le montant « vingt » n'est pas un nombre (par exemple -1 200,50)"],
      [
        { title: "Électricité", amount: "abc", scope: "ONLY_THIS" },
        400,
        "Le montant « abc » n'est pas un nombre (par exemple -1 200,50)",
      ],
      [
        { companiesParts: [{ id: A, pct: 120 }] },
        400,
        "Le pourcentage « 120 » n'est pas un nombre compris entre 0 et 100",
      ],
      [
        { realDay: `${DAYS}/20280105` },
        400,
        "Aucun jour du prévisionnel ne correspond à la date réelle du paiement (05/01/2028)",
      ],
      [{ scope: "ALL" }, 400, "scope : ONLY_THIS ou THIS_AND_FUTURE est attendu."],
    ];
    for (const [body, status, message] of cases) {
      const response = await send("PUT", url, "compta", body);
      expect(response.statusCode).toBe(status);
      expect(hydraDescription(response.body)).toBe(message);
    }
    expect(await chargeSnapshot(t.handle.db, chargeId)).toEqual(before);
    const handTyped = await send("POST", ITEMS, "compta", {
      title: "Acompte client",
      amount: 900,
      forecastDay: "2026-12-02",
      companiesParts: [],
    });
    const handUrl = handTyped.json()["@id"] as string;
    const refused = await send("PUT", handUrl, "compta", { title: "Autre", scope: "THIS_AND_FUTURE" });
    expect(refused.statusCode).toBe(422);
    expect(hydraDescription(refused.body)).toBe(
      "Cette ligne ne provient pas d'une charge : seule « Cette valeur uniquement » s'applique",
    );
    expect((await lineRow(t.handle.db, handTyped.json().id))?.title).toBe("Acompte client");
    const outside = await send("POST", ITEMS, "compta", {
      title: "Hors prévisionnel",
      amount: 1,
      forecastDay: `${DAYS}/20240101`,
    });
    expect(outside.statusCode).toBe(400);
    const written = await t.handle.db
      .select()
      .from(forecastItems)
      .where(eq(forecastItems.title, "Hors prévisionnel"));
    expect(written).toEqual([]);
    expect((await send("GET", `${ITEMS}/2000000`, "compta")).statusCode).toBe(404);
  });
});

describe("a plain user over Hydra", () => {
  it("is refused (403) on every path", async () => {
    const [line] = await t.handle.db.select({ id: forecastItems.id }).from(forecastItems).limit(1);
    const item = `${ITEMS}/${line?.id ?? 1}`;
    const calls: [method: "GET" | "POST" | "PUT", url: string, body?: object][] = [
      ["GET", `${ITEMS}?dateFrom=2026-11-01`],
      ["POST", ITEMS, { title: "x", amount: 1, forecastDay: "2026-12-01" }],
      ["GET", item],
      ["PUT", item, { title: "x" }],
    ];
    for (const [method, url, body] of calls) {
      const response = await send(method, url, "user", body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await lineRow(t.handle.db, line?.id ?? 1))?.title).not.toBe("x");
  });
});
