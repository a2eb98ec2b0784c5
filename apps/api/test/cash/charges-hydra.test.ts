import { charges, triangleCompanies } from "@tronc/db";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargeModule } from "../../src/modules/cash/charges";
import { createTestApp, type TestApp } from "../helpers";
import { hydraAs } from "../input-helpers";

let t: TestApp;
let send: ReturnType<typeof hydraAs>;
let companyIds: [number, number, number];

beforeAll(async () => {
  t = await createTestApp({ modules: [chargeModule] });
  send = hydraAs(t);
  const rows = await t.handle.db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.isActive, true))
    .orderBy(asc(triangleCompanies.id));
  const [a, b, c] = rows.map((row) => row.id);
  if (a === undefined || b === undefined || c === undefined) throw new Error("three active group companies");
  companyIds = [a, b, c];
});
afterAll(() => t.close());

const CHARGES = "/api/compta/financial-forecast/charges";
const SEARCH = "/api/compta/financial-forecast/charges-search";
const STATS = "/api/compta/financial-forecast/charges-search-stats";
const COMPANIES = "/api/tronc-commun/triangle_companies";

const body = (changes: Record<string, unknown> = {}) => ({
  title: "Salaires Hydra",
  type: "CHARGE_TYPE_SALARIES",
  everyNMonth: 1,
  dayOfMonth: 28,
  amount: -1000,
  dateFrom: "2026-01-01",
  color: "#112233",
  companiesParts: [
    { id: companyIds[0], pct: 50 },
    { id: `${COMPANIES}/${companyIds[1]}`, pct: "30" },
    { id: companyIds[2], pct: 20 },
  ],
  ...changes,
});

const countTitled = async (title: string) =>
  (await t.handle.db.select({ id: charges.id }).from(charges).where(eq(charges.title, title))).length;

describe("POST, GET and PUT /api/compta/financial-forecast/charges", () => {
  it("POST answers the §3 Charge in euros, each share with its amount worked by hand", async () => {
    const created = await send("compta", "POST", CHARGES, body());
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    // -1 000,00 € at 50/30/20: -500,00 / -300,00 / -200,00 €.
    expect(created.body).toMatchObject({
      "@id": `${CHARGES}/${id}`,
      "@type": "Charge",
      title: "Salaires Hydra",
      type: "CHARGE_TYPE_SALARIES",
      amount: -1000,
      everyNMonth: 1,
      dayOfMonth: 28,
      dateFrom: "2026-01-01",
      color: "#112233",
      state: "STATE_CHARGE_ACTIVE",
      isActive: true,
      recurrence: "Tous les 1 mois le 28 depuis le 01/01/2026",
      companiesParts: [
        { id: companyIds[0], pct: 50, amount: -500 },
        { id: companyIds[1], pct: 30, amount: -300 },
        { id: companyIds[2], pct: 20, amount: -200 },
      ],
    });
    const read = await send("compta", "GET", `${CHARGES}/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ "@id": `${CHARGES}/${id}`, title: "Salaires Hydra", amount: -1000 });
    expect(typeof (read.body.companiesParts as { name: unknown }[])[0]?.name).toBe("string");
    const missing = await send("compta", "GET", `${CHARGES}/999999`);
    expect(missing.status).toBe(404);
    expect(missing.description).toBe("Cette charge est introuvable");
  });

  it("POST refuses the bad input of the issue with a French message and writes nothing", async () => {
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ dayOfMonth: 29 }, 400, "Le jour du mois d'une charge doit être compris entre 1 et 28"],
      [{ dayOfMonth: 0 }, 400, "Le jour du mois d'une charge doit être compris entre 1 et 28"],
      [{ everyNMonth: 13 }, 400, "La périodicité d'une charge doit être comprise entre 1 et 12 mois"],
      [
        { companiesParts: [{ id: companyIds[0], pct: 60 }] },
        422,
        "La répartition entre les entreprises doit totaliser 100 % (actuellement 60 %)",
      ],
      [{ amount: "mille euros" }, 400, "Le montant de la charge « mille euros » n'est pas un nombre"],
      [{ type: "CHARGE_TYPE_CAFE" }, 400, "Le type de charge « CHARGE_TYPE_CAFE » n'existe pas"],
    ];
    for (const [changes, status, message] of refusals) {
      const answer = await send(
        "compta",
        "POST",
        CHARGES,
        body({ title: "Charge Hydra refusée", ...changes }),
      );
      expect([answer.status, answer.description]).toEqual([status, message]);
    }
    const notNumber = await send(
      "compta",
      "POST",
      CHARGES,
      body({ title: "Charge Hydra refusée", dayOfMonth: "le 5" }),
    );
    expect(notNumber.status).toBe(400);
    expect(notNumber.description).toBe("dayOfMonth : un nombre est attendu.");
    expect(await countTitled("Charge Hydra refusée")).toBe(0);
  });

  it("PUT with type and colour only is the card's save", async () => {
    const id = (await send("compta", "POST", CHARGES, body({ title: "Carte Hydra" }))).body.id as number;
    const saved = await send("compta", "PUT", `${CHARGES}/${id}`, {
      type: "CHARGE_TYPE_URSSAF",
      color: "#ABCDEF",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      type: "CHARGE_TYPE_URSSAF",
      color: "#abcdef",
      amount: -1000,
      state: "STATE_CHARGE_ACTIVE",
    });
    const refused = await send("compta", "PUT", `${CHARGES}/${id}`, {
      type: "CHARGE_TYPE_URSSAF",
      color: "bleu",
    });
    expect([refused.status, refused.description]).toEqual([
      400,
      "La couleur « bleu » n'est pas une couleur hexadécimale (#rrggbb)",
    ]);
  });

  it("PUT with title, amount, dateFrom, companiesParts and isActive is the future-scope save", async () => {
    const id = (await send("compta", "POST", CHARGES, body({ title: "Futur Hydra" }))).body.id as number;
    const refused = await send("compta", "PUT", `${CHARGES}/${id}`, {
      id,
      title: "Futur Hydra révisé",
      amount: -900,
      dateFrom: "2026-06-28",
      companiesParts: [{ id: companyIds[0], pct: 99 }],
      isActive: true,
    });
    expect([refused.status, refused.description]).toEqual([
      422,
      "La répartition entre les entreprises doit totaliser 100 % (actuellement 99 %)",
    ]);
    const saved = await send("compta", "PUT", `${CHARGES}/${id}`, {
      id,
      title: "Futur Hydra révisé",
      amount: -900,
      dateFrom: "2026-06-28",
      companiesParts: [
        { id: companyIds[0], pct: "33.33" },
        { id: companyIds[1], pct: "66.67" },
      ],
      isActive: true,
    });
    expect(saved.status).toBe(200);
    // -900,00 € × 33,33 % = -299,97 €; × 66,67 % = -600,03 €.
    expect(saved.body).toMatchObject({
      title: "Futur Hydra révisé",
      amount: -900,
      dateFrom: "2026-01-01",
      valuesFrom: "2026-06-28",
      state: "STATE_CHARGE_ACTIVE",
      companiesParts: [
        { id: companyIds[0], pct: 33.33, amount: -299.97 },
        { id: companyIds[1], pct: 66.67, amount: -600.03 },
      ],
    });
    const off = await send("compta", "PUT", `${CHARGES}/${id}`, { dateFrom: "2026-09-28", isActive: false });
    expect(off.body).toMatchObject({
      isActive: false,
      state: "STATE_CHARGE_INACTIVE",
      deactivatedFrom: "2026-09-28",
    });
  });
});

describe("GET lists: the collection, -search and -search-stats", () => {
  it("searches by q and state (one or state[]), pages from 1, counts and sums", async () => {
    for (const title of ["Loyer Ibis", "Internet Ibis", "Eau Ibis"]) {
      await send("compta", "POST", CHARGES, body({ title, amount: -100 }));
    }
    const eau = (await send("compta", "GET", `${SEARCH}?q=ibis%20eau`)).body;
    expect(eau["hydra:totalItems"]).toBe(1);
    expect((eau["hydra:member"] as { title: string }[]).map((member) => member.title)).toEqual(["Eau Ibis"]);
    const page2 = (await send("compta", "GET", `${SEARCH}?q=ibis&page=2&maxResults=2`)).body;
    expect(page2["hydra:totalItems"]).toBe(3);
    expect((page2["hydra:member"] as { title: string }[]).map((member) => member.title)).toEqual([
      "Loyer Ibis",
    ]);
    // Each is rolled out as it is saved: active, none pending.
    const active = (await send("compta", "GET", `${SEARCH}?q=ibis&state=STATE_CHARGE_ACTIVE`)).body;
    expect(active["hydra:totalItems"]).toBe(3);
    const pending = (await send("compta", "GET", `${SEARCH}?q=ibis&state=STATE_PENDING`)).body;
    expect(pending["hydra:totalItems"]).toBe(0);
    const inactive = (await send("compta", "GET", `${SEARCH}?q=ibis&state[]=STATE_CHARGE_INACTIVE`)).body;
    expect(inactive["hydra:totalItems"]).toBe(0);
    const wrong = await send("compta", "GET", `${SEARCH}?state=STATE_PAID`);
    expect([wrong.status, wrong.description]).toEqual([400, "L'état de charge « STATE_PAID » n'existe pas"]);
    // 3 × -100,00 € = -300,00 €.
    expect((await send("compta", "GET", `${STATS}?q=ibis`)).body).toEqual({ count: 3, total: -300 });
    const all = (await send("compta", "GET", `${CHARGES}?maxResults=500`)).body;
    const titles = (all["hydra:member"] as { title: string }[]).map((member) => member.title);
    expect(titles).toEqual(expect.arrayContaining(["Eau Ibis", "Internet Ibis", "Loyer Ibis"]));
  });
});

describe("accounting only", () => {
  it("refuses a plain user with 403 on every path, writing nothing", async () => {
    const id = (await send("compta", "POST", CHARGES, body({ title: "Hydra interdite" }))).body.id as number;
    const calls: ["GET" | "POST" | "PUT", string, unknown?][] = [
      ["GET", CHARGES],
      ["GET", `${CHARGES}/${id}`],
      ["POST", CHARGES, body({ title: "Hydra pirate" })],
      ["PUT", `${CHARGES}/${id}`, { color: "#000000" }],
      ["PUT", `${CHARGES}/${id}`, { dateFrom: "2026-05-01", isActive: false }],
      ["GET", `${SEARCH}?q=hydra`],
      ["GET", STATS],
    ];
    for (const [method, url, payload] of calls) {
      const answer = await send("user", method, url, payload);
      expect([method, url, answer.status]).toEqual([method, url, 403]);
    }
    expect(await countTitled("Hydra pirate")).toBe(0);
    expect((await send("compta", "GET", `${CHARGES}/${id}`)).body).toMatchObject({
      color: "#112233",
      isActive: true,
    });
  });
});
