import { forecastItems } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastItemModule } from "../../../src/modules/cash/forecast-items";
import type { AppCaller } from "../../../src/trpc/caller";
import { createTestApp, type TestApp } from "../../helpers";
import { clearDemoCash } from "./demo-cash";
import { chargeSnapshot, lineRow, NOW, seedCharge } from "./items-helpers";

let t: TestApp;
let compta: AppCaller;
let A: number;
let B: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [forecastItemModule], now: () => NOW });
  // Only this file's rows: the demo's cash is dated from today, this file works at a fixed NOW.
  await clearDemoCash(t.handle.db);
  compta = await t.caller("compta");
  [A = 0, B = 0] = t.demo.companyIds;
});
afterAll(() => t.close());

const rent = (title = "Loyer Lyon") => ({
  title,
  amountCents: toCents(-120000),
  days: ["2026-11-05", "2026-12-05", "2027-01-05", "2027-02-05"],
  shares: [
    [A, 50],
    [B, 50],
  ] as [number, number][],
});

describe("'+ ajouter': a line typed by hand", () => {
  it("is written with its sign from the type and its split, which need not make 100 %", async () => {
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
    // 1 500,00 € typed as a dépense: -150 000 cents; 60 % = -90 000, 40 % = -60 000
    expect(line).toMatchObject({
      kind: "manual",
      title: "Prime de fin d'année",
      amountCents: toCents(-150000),
      transactionType: "expense",
      forecastDay: "2026-12-10",
      isReal: false,
      isPinned: false,
      chargeId: null,
    });
    expect(line.companiesParts.map((part) => [part.companyId, part.pct, part.amountCents])).toEqual([
      [A, 60, -90000],
      [B, 40, -60000],
    ]);
    const half = await compta.forecastItem.create({
      date: "2026-11-30",
      title: "Subvention",
      amount: 1000,
      companiesParts: [{ companyId: A, pct: 50 }],
    });
    // 1 000 € income, half of it given to A: 50 000 cents; nothing is refused for the missing 50 %
    expect(half.amountCents).toBe(100000);
    expect(half.companiesParts.map((part) => part.amountCents)).toEqual([50000]);
    expect(await compta.forecastItem.get({ id: half.id ?? 0 })).toMatchObject({ title: "Subvention" });
  });

  it("lists the lines shown between two days", async () => {
    const page = await compta.forecastItem.list({ dateFrom: "2026-12-10", dateTo: "2026-12-10" });
    expect(page.items.map((line) => line.title)).toEqual(["Prime de fin d'année"]);
    expect(page.total).toBe(1);
  });

  it("deletes a line typed by hand, never a charge's line", async () => {
    const line = await compta.forecastItem.create({
      date: "2026-11-24",
      title: "À supprimer",
      amount: "10",
      companiesParts: [],
    });
    await compta.forecastItem.delete({ id: line.id ?? 0 });
    expect(await lineRow(t.handle.db, line.id ?? 0)).toBeUndefined();
    const { lineIds } = await seedCharge(t.handle.db, rent("Loyer non supprimable"));
    const id = lineIds["2026-12-05"] ?? 0;
    await expect(compta.forecastItem.delete({ id })).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "Une ligne issue d'une charge ne se supprime pas : désactivez la charge à partir de cette date",
    });
    expect(await lineRow(t.handle.db, id)).toBeDefined();
  });
});

describe("editing a charge's line", () => {
  it("'Cette valeur uniquement' changes that line only and pins it", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent());
    const before = await chargeSnapshot(t.handle.db, chargeId);
    const saved = await compta.forecastItem.update({
      id: lineIds["2026-12-05"] ?? 0,
      title: "Loyer Lyon",
      amount: "-1 300",
      scope: "ONLY_THIS",
    });
    // the split (50/50) is kept: -130 000 → -65 000 each
    expect(saved).toMatchObject({ amountCents: toCents(-130000), isPinned: true, forecastDay: "2026-12-05" });
    expect(saved?.companiesParts.map((part) => part.amountCents)).toEqual([-65000, -65000]);
    const after = await chargeSnapshot(t.handle.db, chargeId);
    expect(after.charge).toEqual(before.charge);
    expect(after.lines.map((line) => [line.forecastDay, line.amountCents, line.isPinned])).toEqual([
      ["2026-11-05", -120000, false],
      ["2026-12-05", -130000, true],
      ["2027-01-05", -120000, false],
      ["2027-02-05", -120000, false],
    ]);
  });

  it("'Cette valeur et toutes les valeurs futures' changes the charge and its later lines, not the earlier", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent("Loyer Paris"));
    await compta.forecastItem.update({
      id: lineIds["2027-02-05"] ?? 0,
      amount: "-1 111",
      scope: "ONLY_THIS",
    });
    await t.handle.db
      .update(forecastItems)
      .set({ realDay: "2027-01-06" })
      .where(eq(forecastItems.id, lineIds["2027-01-05"] ?? 0));
    const saved = await compta.forecastItem.update({
      id: lineIds["2026-12-05"] ?? 0,
      title: "Loyer Paris révisé",
      amount: "1 250",
      type: "expense",
      scope: "THIS_AND_FUTURE",
      companiesParts: [
        { companyId: A, pct: 70 },
        { companyId: B, pct: 30 },
      ],
    });
    // -125 000 split 70/30: -87 500 and -37 500
    expect(saved).toMatchObject({
      title: "Loyer Paris révisé",
      amountCents: toCents(-125000),
      isPinned: false,
    });
    const { charge, lines } = await chargeSnapshot(t.handle.db, chargeId);
    expect(charge).toMatchObject({
      title: "Loyer Paris révisé",
      amountCents: toCents(-125000),
      valuesFrom: "2026-12-05",
      dateFrom: "2026-11-05",
      state: "STATE_PENDING",
      companiesParts: [
        { companyId: A, pct: "70" },
        { companyId: B, pct: "30" },
      ],
    });
    expect(charge?.searchText).toContain("loyer paris revise");
    // November is before the date, January was paid for real: both keep what they had; February was
    // pinned 'Cette valeur uniquement' and takes the new values, unpinned
    expect(lines.map((line) => [line.forecastDay, line.title, line.amountCents, line.isPinned])).toEqual([
      ["2026-11-05", "Loyer Paris", -120000, false],
      ["2026-12-05", "Loyer Paris révisé", -125000, false],
      ["2027-01-05", "Loyer Paris", -120000, false],
      ["2027-02-05", "Loyer Paris révisé", -125000, false],
    ]);
    expect(lines[3]?.companiesParts.map((part) => part.amountCents)).toEqual([-87500, -37500]);
  });

  it("'Désactiver cette charge à partir de cette date' removes the later planned lines, keeps the earlier and the real", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent("Abonnement logiciel"));
    await t.handle.db
      .update(forecastItems)
      .set({ realDay: "2027-01-05", forecastAmountCents: toCents(-120000) })
      .where(eq(forecastItems.id, lineIds["2027-01-05"] ?? 0));
    const saved = await compta.forecastItem.update({
      id: lineIds["2026-12-05"] ?? 0,
      amount: "-1 200",
      scope: "THIS_AND_FUTURE",
      deactivateCharge: true,
    });
    expect(saved).toBeNull();
    const { charge, lines } = await chargeSnapshot(t.handle.db, chargeId);
    expect(charge).toMatchObject({
      isActive: false,
      deactivatedFrom: "2026-12-05",
      state: "STATE_CHARGE_INACTIVE",
    });
    expect(lines.map((line) => line.forecastDay)).toEqual(["2026-11-05", "2027-01-05"]);
  });

  it("declares the real payment, then takes it back", async () => {
    const { lineIds } = await seedCharge(t.handle.db, rent("Loyer Marseille"));
    const id = lineIds["2026-11-05"] ?? 0;
    const declared = await compta.forecastItem.update({
      id,
      amount: "-1 180",
      isReal: true,
      realDay: "2026-11-07",
    });
    // paid 1 180 € two days late: the line says -118 000 on the 7th, the plan (-120 000) is kept
    expect(declared).toMatchObject({
      isReal: true,
      realDay: "2026-11-07",
      shownOn: "2026-11-07",
      amountCents: toCents(-118000),
      forecastAmountCents: toCents(-120000),
    });
    expect(declared?.companiesParts.map((part) => part.amountCents)).toEqual([-59000, -59000]);
    const back = await compta.forecastItem.update({ id, amount: "-1 180", isReal: false });
    expect(back).toMatchObject({
      isReal: false,
      realDay: null,
      shownOn: "2026-11-05",
      amountCents: toCents(-120000),
      forecastAmountCents: null,
    });
  });
});

describe("bad input: a French message, a 4xx, nothing written", () => {
  it("refuses an empty title, an amount that is not a number, a pct of 120, a real date outside the span", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent("Loyer Nantes"));
    const id = lineIds["2026-12-05"] ?? 0;
    const before = await chargeSnapshot(t.handle.db, chargeId);
    const refusals: [Parameters<AppCaller["forecastItem"]["update"]>[0], string][] = [
      [{ id, title: "  " }, "Le titre de la ligne prévisionnelle est obligatoire"],
      [{ id, amount: "douze" }, "Le montant « douze » n'est pas un nombre (par exemple -1 200,50)"],
      [
        { id, companiesParts: [{ companyId: A, pct: 120 }] },
        "Le pourcentage « 120 » n'est pas un nombre compris entre 0 et 100",
      ],
      [
        { id, isReal: true, realDay: "2028-01-05" },
        "Aucun jour du prévisionnel ne correspond à la date réelle du paiement (05/01/2028)",
      ],
      [{ id, isReal: true }, "La date réelle du paiement est obligatoire"],
      [
        { id, scope: "ONLY_THIS", deactivateCharge: true },
        "« Désactiver cette charge à partir de cette date » va avec « Cette valeur et toutes les valeurs futures »",
      ],
      [
        { id, scope: "THIS_AND_FUTURE", companiesParts: [{ companyId: A, pct: 60 }] },
        "La répartition entre les entreprises doit totaliser 100 % (actuellement 60 %)",
      ],
    ];
    for (const [input, message] of refusals) {
      await expect(compta.forecastItem.update(input)).rejects.toMatchObject({
        code: expect.stringMatching(/BAD_REQUEST|UNPROCESSABLE_CONTENT/),
        message,
      });
    }
    await expect(
      compta.forecastItem.update({ id, amount: "50", type: "income", scope: "THIS_AND_FUTURE" }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "Une charge est toujours une dépense : choisissez « Dépense » pour l'appliquer aux valeurs futures",
    });
    expect(await chargeSnapshot(t.handle.db, chargeId)).toEqual(before);
  });

  it("refuses 'Cette valeur et toutes les valeurs futures' on a hand-typed line, and a day outside the span", async () => {
    const line = await compta.forecastItem.create({
      date: "2026-12-01",
      title: "Vente matériel",
      amount: "800",
      companiesParts: [],
    });
    const id = line.id ?? 0;
    const before = await lineRow(t.handle.db, id);
    await expect(
      compta.forecastItem.update({ id, title: "Autre", scope: "THIS_AND_FUTURE" }),
    ).rejects.toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      message: "Cette ligne ne provient pas d'une charge : seule « Cette valeur uniquement » s'applique",
    });
    expect(await lineRow(t.handle.db, id)).toEqual(before);
    await expect(
      compta.forecastItem.create({ date: "2027-11-01", title: "Trop loin", amount: "1", companiesParts: [] }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message:
        "Le 01/11/2027 n'est pas un jour du prévisionnel : choisissez un jour du 01/11/2025 au 31/10/2027",
    });
    await expect(
      compta.forecastItem.create({ date: null, title: "Sans jour", amount: "1", companiesParts: [] }),
    ).rejects.toMatchObject({ message: "Le jour de la ligne prévisionnelle est obligatoire" });
    const titles = await t.handle.db.select({ title: forecastItems.title }).from(forecastItems);
    expect(titles.map((row) => row.title)).not.toContain("Trop loin");
    await expect(compta.forecastItem.get({ id: 2_000_000 })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Cette ligne prévisionnelle est introuvable",
    });
  });
});

describe("the amount 'abc' typed on a charge's line (issue 25)", () => {
  it("is refused with 400 and the line keeps its amount and stays the rollout's (not 'Modifiée')", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent("Loyer Rennes"));
    const id = lineIds["2027-01-05"] ?? 0;
    const before = await chargeSnapshot(t.handle.db, chargeId);
    await expect(
      compta.forecastItem.update({ id, title: "Loyer Rennes", amount: "abc", scope: "ONLY_THIS" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Le montant « abc » n'est pas un nombre (par exemple -1 200,50)",
    });
    expect(await chargeSnapshot(t.handle.db, chargeId)).toEqual(before);
  });

  it("a save that changes nothing leaves the line as the rollout wrote it, not pinned", async () => {
    const { chargeId, lineIds } = await seedCharge(t.handle.db, rent("Loyer Brest"));
    const id = lineIds["2027-01-05"] ?? 0;
    const before = await chargeSnapshot(t.handle.db, chargeId);
    // What the modal sends when opened and saved as it is: 1 200,00 € as a dépense, split 50/50.
    const saved = await compta.forecastItem.update({
      id,
      title: "Loyer Brest",
      amount: 1200,
      type: "expense",
      companiesParts: [
        { companyId: A, pct: "50" },
        { companyId: B, pct: "50" },
      ],
      scope: "ONLY_THIS",
      isReal: false,
      realDay: null,
    });
    expect(saved).toMatchObject({ amountCents: toCents(-120000), isPinned: false });
    expect(await chargeSnapshot(t.handle.db, chargeId)).toEqual(before);
  });
});

describe("a plain user", () => {
  it("is refused every procedure", async () => {
    const user = await t.caller("user");
    const forbidden = { code: "FORBIDDEN" };
    const [line] = await t.handle.db.select({ id: forecastItems.id }).from(forecastItems).limit(1);
    const id = line?.id ?? 1;
    await expect(user.forecastItem.get({ id })).rejects.toMatchObject(forbidden);
    await expect(user.forecastItem.list({})).rejects.toMatchObject(forbidden);
    await expect(
      user.forecastItem.create({ date: "2026-12-01", title: "x", amount: "1", companiesParts: [] }),
    ).rejects.toMatchObject(forbidden);
    await expect(user.forecastItem.update({ id, title: "x" })).rejects.toMatchObject(forbidden);
    await expect(user.forecastItem.delete({ id })).rejects.toMatchObject(forbidden);
  });
});
