import { auditLog, forecastBankBalances } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargeModule } from "../../../src/modules/cash/charges";
import { forecastModule } from "../../../src/modules/cash/forecast";
import { forecastItemModule } from "../../../src/modules/cash/forecast-items";
import type { AppCaller } from "../../../src/trpc/caller";
import { createTestApp, type TestApp } from "../../helpers";
import { chargeCompanies, chargeInput } from "../charges-fixtures";
import { clearDemoCash } from "./demo-cash";
import { NOW, seedCharge } from "./items-helpers";

let t: TestApp;
let compta: AppCaller;
let A: number;
let B: number;
let C: number;
let comptaId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [chargeModule, forecastItemModule, forecastModule], now: () => NOW });
  // Only this file's rows: the demo's cash is dated from today, this file works at a fixed NOW.
  await clearDemoCash(t.handle.db);
  compta = await t.caller("compta");
  comptaId = t.demo.userIds.compta;
  [A, B, C] = (await chargeCompanies(t)).ids;
});
afterAll(() => t.close());

/** What the log says of one object, oldest first: which field, old → new, who, why. */
async function logOf(entityType: string, entityId: number) {
  const rows = await t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => ({
    field: row.field,
    from: row.fromValue,
    to: row.toValue,
    userId: row.userId,
    details: row.details,
  }));
}

/** The entries of one save: same user, same details, one per field changed. */
const entries = (details: object | null, changes: [string, string | null, string | null][]) =>
  changes.map(([field, from, to]) => ({ field, from, to, userId: comptaId, details }));

const split = (...shares: [number, number][]) =>
  JSON.stringify(shares.map(([companyId, pct]) => ({ companyId, pct })));

const rent = (title: string) => ({
  title,
  amountCents: toCents(-120000),
  days: ["2026-11-05", "2026-12-05", "2027-01-05"],
  shares: [
    [A, 50],
    [B, 50],
  ] as [number, number][],
});

describe("a line typed by hand, from '+ ajouter' to its deletion", () => {
  it("logs its creation, each edit, the real payment and the deletion, field by field", async () => {
    const line = await compta.forecastItem.create({
      date: "2026-12-10",
      title: "Prime de fin d'année",
      amount: "1 500,00",
      type: "expense",
      companiesParts: [
        { companyId: A, pct: 60 },
        { companyId: B, pct: "40" },
      ],
    });
    const id = line.id ?? 0;
    // 1 500,00 € typed as a dépense: -150 000 cents; nothing planned or paid yet, so no row for those
    expect(await logOf("forecastItem", id)).toEqual(
      entries(null, [
        ["title", null, "Prime de fin d'année"],
        ["amountCents", null, "-150000"],
        ["forecastDay", null, "2026-12-10"],
        ["companiesParts", null, split([A, 60], [B, 40])],
      ]),
    );

    // 'Cette valeur uniquement', amount only: the title and the split did not change, they are not logged
    await compta.forecastItem.update({ id, amount: "-1 400", scope: "ONLY_THIS" });
    // 'Déclarer le paiement réél': 1 450 € paid on the 12th, the 1 400 € planned kept
    await compta.forecastItem.update({ id, amount: "-1 450", isReal: true, realDay: "2026-12-12" });
    await compta.forecastItem.delete({ id });
    expect((await logOf("forecastItem", id)).slice(4)).toEqual([
      ...entries({ scope: "ONLY_THIS" }, [["amountCents", "-150000", "-140000"]]),
      ...entries({ scope: "ONLY_THIS" }, [
        ["amountCents", "-140000", "-145000"],
        ["forecastAmountCents", null, "-140000"],
        ["realDay", null, "2026-12-12"],
      ]),
      ...entries(null, [
        ["title", "Prime de fin d'année", null],
        ["amountCents", "-145000", null],
        ["forecastAmountCents", "-140000", null],
        ["forecastDay", "2026-12-10", null],
        ["realDay", "2026-12-12", null],
        ["companiesParts", split([A, 60], [B, 40]), null],
      ]),
    ]);
  });
});

describe("editing a charge's line", () => {
  it("'Cette valeur et toutes les valeurs futures' logs the line and its charge, each naming the other", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent("Loyer Lyon"));
    const id = lineIds["2026-12-05"] ?? 0;
    await compta.forecastItem.update({
      id,
      title: "Loyer Lyon révisé",
      amount: "1 250",
      type: "expense",
      scope: "THIS_AND_FUTURE",
      companiesParts: [
        { companyId: A, pct: 70 },
        { companyId: B, pct: "30,00" },
      ],
    });
    // -1 200,00 € at 50/50 becomes -1 250,00 € at 70/30 from the 5th of December
    expect(await logOf("forecastItem", id)).toEqual(
      entries({ chargeId, scope: "THIS_AND_FUTURE" }, [
        ["title", "Loyer Lyon", "Loyer Lyon révisé"],
        ["amountCents", "-120000", "-125000"],
        ["companiesParts", split([A, 50], [B, 50]), split([A, 70], [B, 30])],
      ]),
    );
    expect(await logOf("charge", chargeId)).toEqual(
      entries({ forecastItemId: id, scope: "THIS_AND_FUTURE" }, [
        ["title", "Loyer Lyon", "Loyer Lyon révisé"],
        ["amountCents", "-120000", "-125000"],
        ["valuesFrom", "2026-11-05", "2026-12-05"],
        ["companiesParts", split([A, 50], [B, 50]), split([A, 70], [B, 30])],
        ["state", "STATE_CHARGE_ACTIVE", "STATE_PENDING"],
      ]),
    );
  });

  it("'Désactiver cette charge à partir de cette date' logs the charge switched off and the line removed", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent("Abonnement logiciel"));
    const id = lineIds["2026-12-05"] ?? 0;
    await compta.forecastItem.update({ id, scope: "THIS_AND_FUTURE", deactivateCharge: true });
    const why = { scope: "THIS_AND_FUTURE", deactivateCharge: true };
    expect(await logOf("forecastItem", id)).toEqual(
      entries({ chargeId, ...why }, [
        ["title", "Abonnement logiciel", null],
        ["amountCents", "-120000", null],
        ["forecastDay", "2026-12-05", null],
        ["companiesParts", split([A, 50], [B, 50]), null],
      ]),
    );
    expect(await logOf("charge", chargeId)).toEqual(
      entries({ forecastItemId: id, ...why }, [
        ["state", "STATE_CHARGE_ACTIVE", "STATE_CHARGE_INACTIVE"],
        ["isActive", "true", "false"],
        ["deactivatedFrom", null, "2026-12-05"],
      ]),
    );
  });

  it("a refused save changes nothing and logs nothing", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent("Loyer Nantes"));
    const id = lineIds["2026-12-05"] ?? 0;
    await expect(
      compta.forecastItem.update({ id, amount: "50", type: "income", scope: "THIS_AND_FUTURE" }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "Une charge est toujours une dépense : choisissez « Dépense » pour l'appliquer aux valeurs futures",
    });
    expect(await logOf("forecastItem", id)).toEqual([]);
    expect(await logOf("charge", chargeId)).toEqual([]);
  });
});

describe("a charge from 'Enregistrer une charge' to its switch-off", () => {
  it("logs its creation, a card's type and colour, new values from a date and the switch-off", async () => {
    const charge = await compta.charge.create(
      chargeInput([A, B, C], { title: "Loyer du siège", color: "#CAB2E3" }),
    );
    const card = await compta.charge.update({
      id: charge.id,
      version: charge.version,
      type: "CHARGE_TYPE_FINANCIAL_RENT",
      color: "#AA0000",
    });
    const { version } = await compta.charge.updateFuture({
      id: charge.id,
      version: card.version,
      dateFrom: "2027-01-01",
      amount: "-1 100",
    });
    await compta.charge.updateFuture({ id: charge.id, version, dateFrom: "2027-03-01", isActive: false });
    // 1 000,00 € a month (always an expense: -100 000 cents) on the 5th from 01/01/2026, split 50/30/20
    expect(await logOf("charge", charge.id)).toEqual([
      ...entries(null, [
        ["title", null, "Loyer du siège"],
        ["type", null, "CHARGE_TYPE_RENT"],
        ["color", null, "#cab2e3"],
        ["amountCents", null, "-100000"],
        ["everyNMonth", null, "1"],
        ["dayOfMonth", null, "5"],
        ["dateFrom", null, "2026-01-01"],
        ["valuesFrom", null, "2026-01-01"],
        ["companiesParts", null, split([A, 50], [B, 30], [C, 20])],
        ["state", null, "STATE_CHARGE_ACTIVE"],
        ["isActive", null, "true"],
      ]),
      ...entries(null, [
        ["type", "CHARGE_TYPE_RENT", "CHARGE_TYPE_FINANCIAL_RENT"],
        ["color", "#cab2e3", "#aa0000"],
      ]),
      // rolled out again in the save: its state stays STATE_CHARGE_ACTIVE, no row for it
      ...entries({ dateFrom: "2027-01-01" }, [
        ["amountCents", "-100000", "-110000"],
        ["valuesFrom", "2026-01-01", "2027-01-01"],
      ]),
      ...entries({ dateFrom: "2027-03-01" }, [
        ["state", "STATE_CHARGE_ACTIVE", "STATE_CHARGE_INACTIVE"],
        ["isActive", "true", "false"],
        ["deactivatedFrom", null, "2027-03-01"],
      ]),
    ]);
  });
});

describe("the bank balance", () => {
  it("logs it recorded, changed and removed, with its day", async () => {
    await compta.forecast.setBankBalance({ date: "2026-11-02", amount: "12 500,50" });
    const [recorded] = await t.handle.db
      .select({ id: forecastBankBalances.id })
      .from(forecastBankBalances)
      .where(eq(forecastBankBalances.date, "2026-11-02"));
    await compta.forecast.setBankBalance({ date: "2026-11-02", amount: -300 });
    await compta.forecast.setBankBalance({ date: "2026-11-02", amount: null });
    const bankRows = async () =>
      (await t.handle.db.select().from(auditLog).where(eq(auditLog.entityType, "forecastBankBalance")))
        .length;
    const logged = await bankRows();
    // removing it again: nothing was there, nothing is logged
    await compta.forecast.setBankBalance({ date: "2026-11-02", amount: "" });
    expect(await bankRows()).toBe(logged);
    const day = { date: "2026-11-02" };
    expect(await logOf("forecastBankBalance", recorded?.id ?? 0)).toEqual([
      ...entries(day, [
        ["date", null, "2026-11-02"],
        ["amountCents", null, "1250050"],
      ]),
      ...entries(day, [["amountCents", "1250050", "-30000"]]),
      ...entries(day, [
        ["date", "2026-11-02", null],
        ["amountCents", "-30000", null],
      ]),
    ]);
  });
});

describe("over Hydra", () => {
  it("PUT 'Cette valeur uniquement' on a line is logged as the signed-in user's", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent("Loyer entrepôt"));
    const id = lineIds["2026-11-05"] ?? 0;
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/compta/financial-forecast/items/${id}`,
      headers: { cookie: await t.login("compta") },
      payload: { title: "Loyer entrepôt", amount: -1300, scope: "ONLY_THIS" },
    });
    expect(response.statusCode).toBe(200);
    expect(await logOf("forecastItem", id)).toEqual(
      entries({ chargeId, scope: "ONLY_THIS" }, [["amountCents", "-120000", "-130000"]]),
    );
    // the line only: its charge is unchanged, nothing logged for it
    expect(await logOf("charge", chargeId)).toEqual([]);
  });
});
