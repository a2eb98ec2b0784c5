import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import { applyForecastEdit, declareRealPayment, type ForecastItem } from "./forecast-edit";
import { summarizeForecastMonths } from "./forecast-months";
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
    expect(companyPartsAmounts(100000, parts).map((p) => p.amountCents)).toEqual([33330, 33330, 33340]);
    expect(companyPartsAmounts(100, parts).map((p) => p.amountCents)).toEqual([33, 33, 34]);
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
      companyPartsAmounts(1000, [
        { companyId: 1, pct: 50 },
        { companyId: 2, pct: 0 },
      ]).map((p) => p.amountCents),
    ).toEqual([500, 0]);
    expect(companyPartsAmounts(1000, [{ companyId: 1, pct: 0 }]).map((p) => p.amountCents)).toEqual([0]);
  });

  it("refuses a percent outside 0-100", () => {
    expect(() => companyPartsAmounts(1000, [{ companyId: 1, pct: 101 }])).toThrow(
      "Le pourcentage doit être compris entre 0 et 100",
    );
    expect(() => companyPartsAmounts(1000, [{ companyId: 1, pct: -1 }])).toThrow(DomainError);
  });

  it("forces charge parts negative", () => {
    expect(
      chargeCompanyParts(1000, [
        { companyId: 1, pct: 70 },
        { companyId: 2, pct: 30 },
      ]).map((p) => p.amountCents),
    ).toEqual([-700, -300]);
    expect(chargeCompanyParts(-1000, [{ companyId: 1, pct: 100 }])[0]?.amountCents).toBe(-1000);
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
        const amounts = companyPartsAmounts(amount, parts).map((p) => p.amountCents);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(amount);
      }),
    );
  });

  it("derives the transaction type from the sign, and forces the sign from the type", () => {
    expect(transactionTypeOf(0)).toBe("income");
    expect(transactionTypeOf(-1)).toBe("expense");
    expect(withTransactionType(500, "expense")).toBe(-500);
    expect(withTransactionType(-500, "income")).toBe(500);
    expect(withTransactionType(0, "expense")).toBe(0);
    expect(forecastAmountColor(1)).toBe("success");
    expect(forecastAmountColor(0)).toBe("danger");
  });
});

describe("month summaries", () => {
  it("carries the balance from month to month", () => {
    const months = summarizeForecastMonths("2026-03", 100000, [
      { date: "2026-03-05", realAmountsCents: [50000, -20000], forecastAmountsCents: [-10000] },
      { date: "2026-03-20", realAmountsCents: [], forecastAmountsCents: [30000] },
      { date: "2026-04-01", realAmountsCents: [], forecastAmountsCents: [-5000] },
      { date: "2028-01-01", realAmountsCents: [999], forecastAmountsCents: [] }, // outside the window
    ]);
    expect(months[0]).toEqual({
      month: "2026-03-01",
      openingBalanceCents: 100000,
      realIncomeCents: 50000,
      realExpensesCents: -20000,
      theoreticalIncomeCents: 30000,
      theoreticalExpensesCents: -10000,
      netResultCents: 30000,
      theoreticalNetResultCents: 50000,
      closingBalanceCents: 150000,
    });
    expect(months[1]?.openingBalanceCents).toBe(150000);
    expect(months[1]?.closingBalanceCents).toBe(145000);
    expect(months[11]?.closingBalanceCents).toBe(145000);
    expect(() => summarizeForecastMonths("2026-03", 0.5, [])).toThrow(DomainError);
  });
});

describe("editing a forecast line", () => {
  const parts = [{ companyId: 1, pct: 100 }];
  const line = (id: number, date: string, chargeId: number | null): ForecastItem => ({
    id,
    date,
    title: "Loyer",
    amountCents: -100000,
    companiesParts: parts,
    chargeId,
  });
  const items = [
    line(1, "2026-01-05", 7),
    line(2, "2026-02-05", 7),
    line(3, "2026-03-05", 7),
    line(4, "2026-02-10", null),
  ];
  const edit = { itemId: 2, title: "Loyer révisé", amountCents: -110000, companiesParts: parts };

  it("'Cette valeur uniquement' changes only this line", () => {
    const result = applyForecastEdit(items, { ...edit, scope: "ONLY_THIS" });
    expect(result.changedIds).toEqual([2]);
    expect(result.items.map((i) => i.amountCents)).toEqual([-100000, -110000, -100000, -100000]);
    expect(result.charge).toBeNull();
  });

  it("'Cette valeur et toutes les valeurs futures' changes this and later lines of the charge, and the charge", () => {
    const result = applyForecastEdit(items, { ...edit, scope: "THIS_AND_FUTURE" });
    expect(result.changedIds).toEqual([2, 3]);
    expect(result.items.map((i) => i.amountCents)).toEqual([-100000, -110000, -110000, -100000]);
    expect(result.charge).toEqual({
      chargeId: 7,
      title: "Loyer révisé",
      amountCents: -110000,
      companiesParts: parts,
      dateFrom: "2026-02-05",
      isActive: true,
    });
  });

  it("'Désactiver cette charge à partir de cette date' removes this and later lines and switches the charge off", () => {
    const result = applyForecastEdit(items, { ...edit, scope: "THIS_AND_FUTURE", deactivateCharge: true });
    expect(result.removedIds).toEqual([2, 3]);
    expect(result.items.map((i) => i.id)).toEqual([1, 4]);
    expect(result.charge).toEqual({ chargeId: 7, isActive: false });
  });

  it("refuses a future scope on a line without charge, an empty title, an unknown line", () => {
    expect(() => applyForecastEdit(items, { ...edit, itemId: 4, scope: "THIS_AND_FUTURE" })).toThrow(
      DomainError,
    );
    expect(() => applyForecastEdit(items, { ...edit, title: " ", scope: "ONLY_THIS" })).toThrow(
      "Le titre de la ligne prévisionnelle est obligatoire",
    );
    expect(() => applyForecastEdit(items, { ...edit, itemId: 99, scope: "ONLY_THIS" })).toThrow(
      expect.objectContaining({ kind: "notFound" }),
    );
  });

  it("declares a real payment only on an existing forecast day", () => {
    const days = ["2026-02-05", "2026-02-06"];
    expect(declareRealPayment({ amountCents: -100000 }, "2026-02-06", days, -98000)).toEqual({
      realDay: "2026-02-06",
      amountCents: -98000,
      forecastAmountCents: -100000,
    });
    expect(declareRealPayment({ amountCents: -100000 }, "2026-02-05", days).amountCents).toBe(-100000);
    expect(() => declareRealPayment({ amountCents: 1 }, "", days)).toThrow(
      "La date réelle du paiement est obligatoire",
    );
    expect(() => declareRealPayment({ amountCents: 1 }, "2026-02-07", days)).toThrow(
      "Aucun jour du prévisionnel ne correspond à la date réelle du paiement (07/02/2026)",
    );
    expect(() => declareRealPayment({ amountCents: 1 }, "2026-02-30", days)).toThrow(DomainError);
  });
});
