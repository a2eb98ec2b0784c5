import { forecastItems } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargeModule } from "../../src/modules/cash/charges";
import type { AppCaller } from "../../src/trpc/caller";
import { createTestApp, type TestApp } from "../helpers";
import { type ChargeForm, chargeCompanies, chargeInput, splitOf } from "./charges-fixtures";

let t: TestApp;
let compta: AppCaller;
let companyIds: [number, number, number];

beforeAll(async () => {
  t = await createTestApp({ modules: [chargeModule] });
  compta = await t.caller("compta");
  ({ ids: companyIds } = await chargeCompanies(t));
});
afterAll(() => t.close());

const split = (a: number | string, b: number | string, c: number | string) => splitOf(companyIds)(a, b, c);
const charge = (changes: Partial<ChargeForm> = {}) => chargeInput(companyIds, changes);

async function insertLines(chargeId: number, days: { day: string; realDay?: string }[]) {
  await t.handle.db.insert(forecastItems).values(
    days.map(({ day, realDay }) => ({
      title: "Loyer Baleine",
      amountCents: toCents(-100_000),
      forecastDay: day,
      realDay: realDay ?? null,
      chargeId,
      isPinned: day === "2026-05-05",
      companiesParts: [{ companyId: companyIds[0], pct: "100", amountCents: toCents(-100_000) }],
    })),
  );
}

const linesOf = (chargeId: number) =>
  t.handle.db
    .select({
      day: forecastItems.forecastDay,
      title: forecastItems.title,
      amountCents: forecastItems.amountCents,
      isPinned: forecastItems.isPinned,
      parts: forecastItems.companiesParts,
    })
    .from(forecastItems)
    .where(eq(forecastItems.chargeId, chargeId))
    .orderBy(asc(forecastItems.forecastDay));

describe("charge.updateFuture (the future-scope save)", () => {
  it("applies title, amount and split from the date on, earlier and real lines untouched", async () => {
    const created = await compta.charge.create(
      charge({ title: "Loyer Baleine", companiesParts: [{ id: companyIds[0], pct: 100 }] }),
    );
    await insertLines(created.id, [
      { day: "2026-03-05" },
      { day: "2026-04-05" },
      { day: "2026-05-05" },
      { day: "2026-06-05", realDay: "2026-06-04" },
    ]);
    const saved = await compta.charge.updateFuture({
      id: created.id,
      version: created.version,
      title: "Loyer Baleine révisé",
      amount: "1 200",
      dateFrom: "2026-04-05",
      companiesParts: split(50, 50, 0),
      isActive: true,
    });
    expect(saved).toMatchObject({
      title: "Loyer Baleine révisé",
      amountCents: toCents(-120_000),
      valuesFrom: "2026-04-05",
      dateFrom: "2026-01-01",
      state: "STATE_CHARGE_ACTIVE",
      companiesParts: [
        { companyId: companyIds[0], pct: 50, amountCents: toCents(-60_000) },
        { companyId: companyIds[1], pct: 50, amountCents: toCents(-60_000) },
      ],
    });
    // The lines written by hand lie before the forecast window (from this month on), which the saves
    // rolled out: its 12 monthly lines carry the new values.
    const all = await linesOf(created.id);
    const lines = all.filter((line) => line.day < "2026-07-01");
    const rolledOut = all.filter((line) => line.day >= "2026-07-01");
    expect(rolledOut).toHaveLength(12);
    for (const line of rolledOut)
      expect([line.title, line.amountCents]).toEqual(["Loyer Baleine révisé", -120_000]);
    expect(lines.map((line) => [line.day, line.title, line.amountCents, line.isPinned])).toEqual([
      ["2026-03-05", "Loyer Baleine", -100_000, false],
      ["2026-04-05", "Loyer Baleine révisé", -120_000, false],
      ["2026-05-05", "Loyer Baleine révisé", -120_000, false],
      ["2026-06-05", "Loyer Baleine", -100_000, false],
    ]);
    // -1 200,00 € at 50/50: -600,00 € each.
    expect(lines[1]?.parts.map((part) => part.amountCents)).toEqual([-60_000, -60_000]);
    expect((await compta.charge.search({ q: "baleine revise" })).total).toBe(1);
  });

  it("refuses bad input in French and changes nothing", async () => {
    const created = await compta.charge.create(charge({ title: "Assurance Narval" }));
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ dateFrom: null }, "BAD_REQUEST", "La date de début de la charge est obligatoire"],
      [{ amount: "beaucoup" }, "BAD_REQUEST", "Le montant de la charge « beaucoup » n'est pas un nombre"],
      [
        { companiesParts: split(50, 40, 0) },
        "UNPROCESSABLE_CONTENT",
        "La répartition entre les entreprises doit totaliser 100 % (actuellement 90 %)",
      ],
      [{ title: "" }, "BAD_REQUEST", "Le nom de la charge est obligatoire"],
    ];
    for (const [changes, code, message] of refusals) {
      await expect(
        compta.charge.updateFuture({
          id: created.id,
          version: created.version,
          dateFrom: "2026-04-01",
          amount: 10,
          ...changes,
        }),
      ).rejects.toMatchObject({ code, message });
    }
    expect(await compta.charge.get({ id: created.id })).toEqual(created);
  });

  it("switches the charge off from the date: later planned lines gone, the charge locked", async () => {
    const created = await compta.charge.create(
      charge({ title: "Loyer Baleine bis", companiesParts: [{ id: companyIds[0], pct: 100 }] }),
    );
    await insertLines(created.id, [
      { day: "2026-03-05" },
      { day: "2026-04-05" },
      { day: "2026-05-05" },
      { day: "2026-06-05", realDay: "2026-06-04" },
    ]);
    const off = await compta.charge.updateFuture({
      id: created.id,
      version: created.version,
      dateFrom: "2026-04-05",
      isActive: false,
    });
    expect(off).toMatchObject({
      isActive: false,
      deactivatedFrom: "2026-04-05",
      state: "STATE_CHARGE_INACTIVE",
    });
    expect((await linesOf(created.id)).map((line) => line.day)).toEqual(["2026-03-05", "2026-06-05"]);
    await expect(
      compta.charge.updateFuture({ id: created.id, version: off.version, dateFrom: "2026-07-01", amount: 5 }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Cette charge est désactivée : seuls son type et sa couleur peuvent encore être modifiés",
    });
    expect(
      await compta.charge.update({ id: created.id, version: off.version, color: "#000000" }),
    ).toMatchObject({
      color: "#000000",
    });
  });
});
