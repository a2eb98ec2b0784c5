import { forecastBankBalances } from "@tronc/db";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forecastModule } from "../../../src/modules/cash/forecast";
import type { AppCaller } from "../../../src/trpc/caller";
import { createTestApp, type TestApp } from "../../helpers";
import { clearDemoCash } from "./demo-cash";
import { NOW } from "./items-helpers";

let t: TestApp;
let compta: AppCaller;
beforeAll(async () => {
  t = await createTestApp({ modules: [forecastModule], now: () => NOW });
  // Only this file's rows: the demo's cash is dated from today, this file works at a fixed NOW.
  await clearDemoCash(t.handle.db);
  compta = await t.caller("compta");
});
afterAll(() => t.close());

describe("the bank balance", () => {
  const balanceOn = async (date: string) =>
    t.handle.db.select().from(forecastBankBalances).where(eq(forecastBankBalances.date, date));

  it("is set, changed and removed", async () => {
    expect(await compta.forecast.setBankBalance({ date: "2026-11-02", amount: "12 500,50" })).toEqual({
      date: "2026-11-02",
      bankBalanceCents: toCents(1250050),
    });
    await compta.forecast.setBankBalance({ date: "2026-11-02", amount: -300 });
    expect((await balanceOn("2026-11-02")).map((row) => row.amountCents)).toEqual([-30000]);
    expect(await compta.forecast.setBankBalance({ date: "2026-11-02", amount: null })).toEqual({
      date: "2026-11-02",
      bankBalanceCents: null,
    });
    expect(await balanceOn("2026-11-02")).toEqual([]);
  });

  it("refuses an amount that is not a number and a day outside the span", async () => {
    await expect(
      compta.forecast.setBankBalance({ date: "2026-11-03", amount: "beaucoup" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Le montant « beaucoup » n'est pas un nombre (par exemple -1 200,50)",
    });
    await expect(compta.forecast.setBankBalance({ date: "2024-01-01", amount: "5" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await balanceOn("2026-11-03")).toEqual([]);
  });
});

describe("a plain user", () => {
  it("may not record the bank balance", async () => {
    const user = await t.caller("user");
    await expect(user.forecast.setBankBalance({ date: "2026-12-01", amount: "1" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    expect(
      await t.handle.db
        .select()
        .from(forecastBankBalances)
        .where(eq(forecastBankBalances.date, "2026-12-01")),
    ).toEqual([]);
  });
});
