import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { DomainError } from "../shared/errors";
import {
  assertCompanyPartsComplete,
  chargeCompanyParts,
  companyPartsAmounts,
  companyPartsTotalPercent,
  forecastAmountColor,
  isCompanyPartsComplete,
  transactionTypeOf,
  withTransactionType,
} from "./forecast-parts";
import { forecastWindow, forecastWindowRange, monthStart, shiftForecastWindow } from "./forecast-window";

describe("forecast window", () => {
  it("is 12 months from a month, each by its first day", () => {
    const months = forecastWindow("2026-03");
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2026-03-01");
    expect(months[11]).toBe("2027-02-01");
    expect(forecastWindowRange("2026-03-17")).toEqual({ from: "2026-03-01", to: "2027-02-28" });
    expect(shiftForecastWindow("2026-01", -1)).toBe("2025-12-01");
    expect(() => monthStart("2026-13")).toThrow("La date « 2026-13 » n'existe pas");
  });
});

describe("company parts", () => {
  const parts = [
    { companyId: 1, pct: 33.33 },
    { companyId: 2, pct: 33.33 },
    { companyId: 3, pct: 33.34 },
  ];

  it("splits the amount by percent and checks the 100 %", () => {
    expect(companyPartsAmounts(toCents(100000), parts).map((p) => p.amountCents)).toEqual([
      33330, 33330, 33340,
    ]);
    expect(companyPartsAmounts(toCents(100), parts).map((p) => p.amountCents)).toEqual([33, 33, 34]);
    expect(companyPartsTotalPercent(parts)).toBe(100);
    expect(isCompanyPartsComplete(parts)).toBe(true);
    expect(() => assertCompanyPartsComplete(parts)).not.toThrow();
    expect(() =>
      assertCompanyPartsComplete([
        { companyId: 1, pct: 60 },
        { companyId: 2, pct: 30.5 },
      ]),
    ).toThrow("La répartition entre les entreprises doit totaliser 100 % (actuellement 90,5 %)");
    expect(() => assertCompanyPartsComplete([])).toThrow(DomainError);
  });

  it("covers only the share given while the form is incomplete", () => {
    expect(
      companyPartsAmounts(toCents(1000), [
        { companyId: 1, pct: 50 },
        { companyId: 2, pct: 0 },
      ]).map((p) => p.amountCents),
    ).toEqual([500, 0]);
    expect(companyPartsAmounts(toCents(1000), [{ companyId: 1, pct: 0 }]).map((p) => p.amountCents)).toEqual([
      0,
    ]);
  });

  it("refuses a percent outside 0-100", () => {
    expect(() => companyPartsAmounts(toCents(1000), [{ companyId: 1, pct: 101 }])).toThrow(
      "Le pourcentage doit être compris entre 0 et 100",
    );
    expect(() => companyPartsAmounts(toCents(1000), [{ companyId: 1, pct: -1 }])).toThrow(DomainError);
  });

  it("forces charge parts negative", () => {
    expect(
      chargeCompanyParts(toCents(1000), [
        { companyId: 1, pct: 70 },
        { companyId: 2, pct: 30 },
      ]).map((p) => p.amountCents),
    ).toEqual([-700, -300]);
    expect(chargeCompanyParts(toCents(-1000), [{ companyId: 1, pct: 100 }])[0]?.amountCents).toBe(-1000);
  });

  it("parts at 100 % sum to the line amount", () => {
    const percents = fc
      .array(fc.integer({ min: 0, max: 10000 }), { minLength: 1, maxLength: 8 })
      .filter((w) => w.some((x) => x > 0))
      .map((weights) => {
        // turn weights into hundredths of percent summing to exactly 100 %
        const total = weights.reduce((a, b) => a + b, 0);
        const hundredths = weights.map((w) => Math.floor((w * 10000) / total));
        hundredths[0] = (hundredths[0] ?? 0) + 10000 - hundredths.reduce((a, b) => a + b, 0);
        return hundredths.map((h, i) => ({ companyId: i + 1, pct: h / 100 }));
      });
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), percents, (amount, parts) => {
        expect(isCompanyPartsComplete(parts)).toBe(true);
        const amounts = companyPartsAmounts(toCents(amount), parts).map((p) => p.amountCents);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(amount);
      }),
    );
  });

  it("derives the transaction type from the sign, and forces the sign from the type", () => {
    expect(transactionTypeOf(toCents(0))).toBe("income");
    expect(transactionTypeOf(toCents(-1))).toBe("expense");
    expect(withTransactionType(toCents(500), "expense")).toBe(-500);
    expect(withTransactionType(toCents(-500), "income")).toBe(500);
    expect(withTransactionType(toCents(0), "expense")).toBe(0);
    expect(forecastAmountColor(toCents(1))).toBe("success");
    expect(forecastAmountColor(toCents(0))).toBe("danger");
  });
});
