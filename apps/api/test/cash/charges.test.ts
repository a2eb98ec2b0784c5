import { forecastItems } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargeModule } from "../../src/modules/cash/charges";
import { runForecastRollout } from "../../src/services/cash/forecast/rollout/run";
import type { AppCaller } from "../../src/trpc/caller";
import { createTestApp, type TestApp } from "../helpers";
import {
  type ChargeForm,
  chargeCompanies,
  chargeInput,
  countTitled as countTitledIn,
  splitOf,
} from "./charges-fixtures";

let t: TestApp;
let compta: AppCaller;
let plain: AppCaller;
let companyIds: [number, number, number];
let names: Map<number, string>;

beforeAll(async () => {
  t = await createTestApp({ modules: [chargeModule] });
  compta = await t.caller("compta");
  plain = await t.caller("user");
  ({ ids: companyIds, names } = await chargeCompanies(t));
});
afterAll(() => t.close());

const split = (a: number | string, b: number | string, c: number | string) => splitOf(companyIds)(a, b, c);
const charge = (changes: Partial<ChargeForm> = {}) => chargeInput(companyIds, changes);
const countTitled = (title: string) => countTitledIn(t, title);

describe("charge.create ('Enregistrer une charge')", () => {
  it("stores a charge rolled out at once, its amount negative and split as worked by hand", async () => {
    const created = await compta.charge.create(charge({ title: "Loyer création" }));
    // -1 000,00 € at 50/30/20: -500,00 / -300,00 / -200,00 €.
    expect(created).toMatchObject({
      title: "Loyer création",
      type: "CHARGE_TYPE_RENT",
      typeLabel: "Loyer",
      amountCents: toCents(-100_000),
      everyNMonth: 1,
      dayOfMonth: 5,
      dateFrom: "2026-01-01",
      valuesFrom: "2026-01-01",
      color: "#cab2e3",
      state: "STATE_CHARGE_ACTIVE",
      stateLabel: "Active",
      isActive: true,
      deactivatedFrom: null,
      recurrenceText: "Tous les 1 mois le 5 depuis le 01/01/2026",
      companiesParts: [
        { companyId: companyIds[0], name: names.get(companyIds[0]), pct: 50, amountCents: toCents(-50_000) },
        { companyId: companyIds[1], name: names.get(companyIds[1]), pct: 30, amountCents: toCents(-30_000) },
        { companyId: companyIds[2], name: names.get(companyIds[2]), pct: 20, amountCents: toCents(-20_000) },
      ],
    });
    expect(await compta.charge.get({ id: created.id })).toEqual(created);
  });

  it("shows in the forecast as soon as it is saved; the nightly rollout then writes nothing for it", async () => {
    const created = await compta.charge.create(charge({ title: "Loyer déployé" }));
    const linesOf = async () =>
      (await t.handle.db.select().from(forecastItems).where(eq(forecastItems.chargeId, created.id))).length;
    // Monthly on the 5th since 01/01/2026: one line in each of the window's 12 whole months.
    expect(await linesOf()).toBe(12);
    await runForecastRollout(t.handle.db, { now: new Date() });
    expect(await linesOf()).toBe(12);
  });

  it("splits -100,00 € and -0,10 € at 33.33/33.33/33.34 by the largest remainder", async () => {
    const hundred = await compta.charge.create(
      charge({ title: "Abonnement cent", amount: -100, companiesParts: split("33,33", "33.33", 33.34) }),
    );
    // 10 000 cents × 33,33 % = 3 333 exactly (twice), × 33,34 % = 3 334.
    expect(hundred.companiesParts.map((part) => part.amountCents)).toEqual([-3333, -3333, -3334]);
    const dime = await compta.charge.create(
      charge({
        title: "Abonnement dix centimes",
        amount: "0,10",
        companiesParts: split("33.33", "33.33", "33.34"),
      }),
    );
    // 10 cents × 33,33 % = 3,333 → 3 each, 3,334 → 3; the cent left goes to the largest remainder (0,334).
    expect(dime.companiesParts.map((part) => part.amountCents)).toEqual([-3, -3, -4]);
    expect(dime.amountCents).toBe(-10);
  });

  it("refuses the bad input of the issue in French, writing nothing", async () => {
    const refusals: [Partial<ChargeForm>, string, string][] = [
      [{ dayOfMonth: 29 }, "BAD_REQUEST", "Le jour du mois d'une charge doit être compris entre 1 et 28"],
      [{ dayOfMonth: 0 }, "BAD_REQUEST", "Le jour du mois d'une charge doit être compris entre 1 et 28"],
      [
        { everyNMonth: 13 },
        "BAD_REQUEST",
        "La périodicité d'une charge doit être comprise entre 1 et 12 mois",
      ],
      [
        { companiesParts: split(50, 30, 10) },
        "UNPROCESSABLE_CONTENT",
        "La répartition entre les entreprises doit totaliser 100 % (actuellement 90 %)",
      ],
      [{ amount: "douze" }, "BAD_REQUEST", "Le montant de la charge « douze » n'est pas un nombre"],
      [{ amount: null }, "BAD_REQUEST", "Le montant de la charge est obligatoire"],
      [{ title: " " }, "BAD_REQUEST", "Le nom de la charge est obligatoire"],
      [{ type: null }, "BAD_REQUEST", "Le type de la charge est obligatoire"],
      [
        { color: "violet" },
        "BAD_REQUEST",
        "La couleur « violet » n'est pas une couleur hexadécimale (#rrggbb)",
      ],
      [{ dateFrom: "2026-02-30" }, "BAD_REQUEST", "La date « 30/02/2026 » n'est pas une date valide"],
      [
        { companiesParts: [{ id: 999_999, pct: 100 }] },
        "BAD_REQUEST",
        "Une charge ne peut être répartie que sur les entreprises du groupe actives (entreprise n° 999999)",
      ],
    ];
    for (const [changes, code, message] of refusals) {
      await expect(
        compta.charge.create(charge({ title: "Charge refusée", ...changes })),
      ).rejects.toMatchObject({
        code,
        message,
      });
    }
    expect(await countTitled("Charge refusée")).toBe(0);
  });
});

describe("charge.search and charge.stats", () => {
  it("finds by title or type label, accents aside; counts and sums every page", async () => {
    await compta.charge.create(
      charge({ title: "Électricité Zéphyr", type: "CHARGE_TYPE_SUBSTRIPTION", amount: 80 }),
    );
    await compta.charge.create(charge({ title: "Gaz Zéphyr", type: "CHARGE_TYPE_OTHER", amount: "45,50" }));
    const found = await compta.charge.search({ q: "zephyr electricite", page: 1 });
    expect(found.items.map((item) => item.title)).toEqual(["Électricité Zéphyr"]);
    const byType = await compta.charge.search({ q: "zephyr abonnement" });
    expect(byType.items.map((item) => item.title)).toEqual(["Électricité Zéphyr"]);
    const both = await compta.charge.search({ q: "ZEPHYR", pageSize: 1, page: 2 });
    expect(both).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(both.items.map((item) => item.title)).toEqual(["Gaz Zéphyr"]);
    // -80,00 € + -45,50 € = -125,50 €.
    expect(await compta.charge.stats({ q: "zéphyr" })).toEqual({ count: 2, totalCents: toCents(-12_550) });
  });

  it("leaves switched-off charges out by default, shows them when asked", async () => {
    const off = await compta.charge.create(charge({ title: "Parking Quetzal" }));
    await compta.charge.create(charge({ title: "Ménage Quetzal" }));
    await compta.charge.updateFuture({
      id: off.id,
      version: off.version,
      dateFrom: "2026-03-01",
      isActive: false,
    });
    const titles = async (states?: ("STATE_PENDING" | "STATE_CHARGE_ACTIVE" | "STATE_CHARGE_INACTIVE")[]) =>
      (await compta.charge.search({ q: "quetzal", states })).items.map((item) => item.title);
    expect(await titles()).toEqual(["Ménage Quetzal"]);
    expect(await titles(["STATE_CHARGE_INACTIVE"])).toEqual(["Parking Quetzal"]);
    expect(await titles([])).toEqual(["Ménage Quetzal", "Parking Quetzal"]);
  });

  it("says a charge that does not exist is not found", async () => {
    await expect(compta.charge.get({ id: 999_999 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette charge est introuvable",
    });
  });
});

describe("charge.update (the card: type and colour)", () => {
  it("changes only type and colour, the search following the new type", async () => {
    const created = await compta.charge.create(charge({ title: "Leasing Orque" }));
    const updated = await compta.charge.update({
      id: created.id,
      version: created.version,
      type: "CHARGE_TYPE_FINANCIAL_RENT",
      color: "#1A2B3C",
    });
    expect(updated).toMatchObject({
      type: "CHARGE_TYPE_FINANCIAL_RENT",
      typeLabel: "Loyer financier",
      color: "#1a2b3c",
      title: "Leasing Orque",
      amountCents: toCents(-100_000),
      state: "STATE_CHARGE_ACTIVE",
    });
    expect((await compta.charge.search({ q: "orque financier" })).total).toBe(1);
    await expect(
      compta.charge.update({ id: created.id, version: updated.version, type: null }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Le type de la charge est obligatoire",
    });
    await expect(
      compta.charge.update({ id: created.id, version: updated.version, color: "#12345" }),
    ).rejects.toMatchObject({
      message: "La couleur « #12345 » n'est pas une couleur hexadécimale (#rrggbb)",
    });
    expect(await compta.charge.get({ id: created.id })).toMatchObject({ color: "#1a2b3c" });
  });
});

describe("accounting only", () => {
  it("refuses a plain user on every procedure", async () => {
    const created = await compta.charge.create(charge({ title: "Charge interdite" }));
    const calls: (() => Promise<unknown>)[] = [
      () => plain.charge.search({}),
      () => plain.charge.stats({}),
      () => plain.charge.get({ id: created.id }),
      () => plain.charge.create(charge({ title: "Charge pirate" })),
      () => plain.charge.update({ id: created.id, version: created.version, color: "#000000" }),
      () =>
        plain.charge.updateFuture({
          id: created.id,
          version: created.version,
          dateFrom: "2026-04-01",
          isActive: false,
        }),
      () => plain.charge.rollout(),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await countTitled("Charge pirate")).toBe(0);
    expect(await compta.charge.get({ id: created.id })).toEqual(created);
  });
});
