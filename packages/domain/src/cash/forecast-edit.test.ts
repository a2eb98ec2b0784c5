import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { centsToEuroNumber } from "../shared/decimal";
import { formatCentsAsDecimal } from "../shared/french-format";
import { assertFutureScope } from "./forecast-edit";
import {
  forecastSpan,
  readForecastDay,
  readForecastLine,
  readForecastLineAmount,
  readForecastShares,
  readRealDay,
} from "./forecast-line-input";

const today = "2026-11-23";

describe("the forecast's span", () => {
  it("runs from the 1st of the month 12 months back to the end of the 12-month window", () => {
    // window of November 2026: 2026-11-01 … 2027-10-31; twelve months back from its start: 2025-11-01
    expect(forecastSpan(today)).toEqual({ from: "2025-11-01", to: "2027-10-31" });
    expect(forecastSpan("2026-01-01")).toEqual({ from: "2025-01-01", to: "2026-12-31" });
  });

  it("takes a line's day within it, refuses one outside", () => {
    expect(readForecastDay("2025-11-01", today)).toBe("2025-11-01");
    expect(readForecastDay("2027-10-31T00:00:00+01:00", today)).toBe("2027-10-31");
    expect(() => readForecastDay("2027-11-01", today)).toThrow(
      "Le 01/11/2027 n'est pas un jour du prévisionnel : choisissez un jour du 01/11/2025 au 31/10/2027",
    );
    expect(() => readForecastDay("2025-10-31", today)).toThrow(expect.objectContaining({ field: "date" }));
    expect(() => readForecastDay(" ", today)).toThrow("Le jour de la ligne prévisionnelle est obligatoire");
    expect(() => readForecastDay("2026-02-30", today)).toThrow("La date « 30/02/2026 » n'existe pas");
  });

  it("takes a real payment's day within it only", () => {
    expect(readRealDay("2026-11-20", today)).toBe("2026-11-20");
    expect(() => readRealDay(null, today)).toThrow("La date réelle du paiement est obligatoire");
    expect(() => readRealDay("2028-01-05", today)).toThrow(
      "Aucun jour du prévisionnel ne correspond à la date réelle du paiement (05/01/2028)",
    );
    expect(() => readRealDay("demain", today)).toThrow(expect.objectContaining({ field: "realDay" }));
  });
});

describe("a line's amount", () => {
  it("keeps the sign typed, and the type forces it", () => {
    expect(readForecastLineAmount("-1 200,50")).toBe(-120050);
    expect(readForecastLineAmount(-12.5)).toBe(-1250);
    expect(readForecastLineAmount("300")).toBe(30000);
    expect(readForecastLineAmount("300", "expense")).toBe(-30000);
    expect(readForecastLineAmount(-300, "income")).toBe(30000);
    expect(readForecastLineAmount("0", "expense")).toBe(0);
  });

  it("says in French what is wrong", () => {
    expect(() => readForecastLineAmount("abc")).toThrow(
      "Le montant « abc » n'est pas un nombre (par exemple -1 200,50)",
    );
    expect(() => readForecastLineAmount("--5")).toThrow("Le montant « --5 » n'est pas un nombre");
    expect(() => readForecastLineAmount("")).toThrow("Le montant de la ligne prévisionnelle est obligatoire");
    expect(() => readForecastLineAmount(1.234)).toThrow("Le montant a deux décimales au plus");
    expect(() => readForecastLineAmount(Number.NaN)).toThrow(expect.objectContaining({ field: "amount" }));
  });

  it("reads back any amount it writes, in euros or typed the French way", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        expect(readForecastLineAmount(centsToEuroNumber(cents))).toBe(cents);
        expect(readForecastLineAmount(formatCentsAsDecimal(cents))).toBe(cents);
        const type = cents < 0 ? "expense" : "income";
        expect(readForecastLineAmount(centsToEuroNumber(Math.abs(cents)), type)).toBe(cents);
      }),
    );
  });
});

describe("a line's split", () => {
  it("takes each active company once, 0-100 %, without needing 100 %", () => {
    expect(
      readForecastShares(
        [
          { companyId: 1, pct: "33,5" },
          { companyId: 2, pct: 20 },
        ],
        [1, 2, 3],
      ),
    ).toEqual([
      { companyId: 1, pct: "33.5" },
      { companyId: 2, pct: "20" },
    ]);
    expect(() => readForecastShares([{ companyId: 1, pct: 120 }], [1])).toThrow(
      "Le pourcentage « 120 » n'est pas un nombre compris entre 0 et 100",
    );
    expect(() => readForecastShares([{ companyId: 1, pct: "-1" }], [1])).toThrow(
      expect.objectContaining({ field: "companiesParts" }),
    );
    expect(() => readForecastShares([{ companyId: 9, pct: 10 }], [1])).toThrow(
      "Une ligne ne peut être répartie que sur les entreprises du groupe actives (entreprise n° 9)",
    );
    expect(() =>
      readForecastShares(
        [
          { companyId: 1, pct: 10 },
          { companyId: 1, pct: 10 },
        ],
        [1],
      ),
    ).toThrow("Une entreprise du groupe apparaît deux fois dans la répartition de la ligne");
    expect(() => readForecastShares([{ companyId: 1, pct: "12,345" }], [1])).toThrow(
      "Un pourcentage de la répartition a deux décimales au plus",
    );
  });

  it("reads the whole line, title first", () => {
    expect(
      readForecastLine(
        { title: "  Prime ", amount: "150", type: "expense", companiesParts: [{ companyId: 1, pct: 100 }] },
        [1],
      ),
    ).toEqual({
      title: "Prime",
      amountCents: toCents(-15000),
      companiesParts: [{ companyId: 1, pct: "100" }],
    });
    expect(() => readForecastLine({ title: " ", amount: "abc", companiesParts: [] }, [])).toThrow(
      "Le titre de la ligne prévisionnelle est obligatoire",
    );
  });
});

describe("'Cette valeur et toutes les valeurs futures'", () => {
  const line = {
    chargeId: 7,
    isReal: false,
    chargeIsActive: true,
    deactivate: false,
    amountCents: toCents(-500),
  };

  it("applies to an active charge's planned line, with an expense", () => {
    expect(() => assertFutureScope(line)).not.toThrow();
    expect(() => assertFutureScope({ ...line, chargeId: null })).toThrow(
      "Cette ligne ne provient pas d'une charge : seule « Cette valeur uniquement » s'applique",
    );
    expect(() => assertFutureScope({ ...line, isReal: true })).toThrow(
      "Un paiement réel ne change que sa propre ligne : choisissez « Cette valeur uniquement »",
    );
    expect(() => assertFutureScope({ ...line, chargeIsActive: false })).toThrow(
      expect.objectContaining({ code: "FORECAST_CHARGE_SWITCHED_OFF", kind: "rule" }),
    );
    expect(() => assertFutureScope({ ...line, amountCents: toCents(100) })).toThrow(
      "Une charge est toujours une dépense : choisissez « Dépense » pour l'appliquer aux valeurs futures",
    );
  });

  it("switches a charge off from a real line's date too, but never a hand-typed line's", () => {
    expect(() =>
      assertFutureScope({ ...line, isReal: true, amountCents: toCents(100), deactivate: true }),
    ).not.toThrow();
    expect(() => assertFutureScope({ ...line, chargeId: null, deactivate: true })).toThrow(
      expect.objectContaining({ code: "FORECAST_NOT_FROM_CHARGE" }),
    );
  });
});
