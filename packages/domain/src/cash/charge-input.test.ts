import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { DomainError } from "../shared/errors";
import {
  type ChargeFormInput,
  chargeCountLabel,
  chargeRolloutSummary,
  chargeSearchText,
  readCharge,
  readChargeAmount,
  readChargeColor,
  readChargeShares,
  readChargeStates,
} from "./charge-input";
import { chargeRecurrenceText } from "./charges";
import { chargeCompanyParts } from "./forecast-parts";

const ACTIVE = [1, 2, 3];

const valid: ChargeFormInput = {
  title: "  Loyer du bureau ",
  type: "CHARGE_TYPE_RENT",
  everyNMonth: 3,
  dayOfMonth: 15,
  amount: "1 000,00",
  dateFrom: "2026-01-01",
  color: "#AABBCC",
  companiesParts: [
    { companyId: 1, pct: 50 },
    { companyId: 2, pct: "30" },
    { companyId: 3, pct: "20,00" },
  ],
};

/** The refusal thrown by `read`: its code, field and French sentence. */
function refusalOf(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error("not refused");
}

describe("reading 'Enregistrer une charge'", () => {
  it("reads a complete charge: amount forced negative, colour in lower case, percents as exact text", () => {
    expect(readCharge(valid, ACTIVE)).toEqual({
      title: "Loyer du bureau",
      type: "CHARGE_TYPE_RENT",
      everyNMonth: 3,
      dayOfMonth: 15,
      amountCents: toCents(-100_000),
      dateFrom: "2026-01-01",
      color: "#aabbcc",
      companiesParts: [
        { companyId: 1, pct: "50" },
        { companyId: 2, pct: "30" },
        { companyId: 3, pct: "20" },
      ],
    });
  });

  it("takes the form's defaults: every month, on the 1st, lilac", () => {
    const charge = readCharge({ ...valid, everyNMonth: null, dayOfMonth: undefined, color: "" }, ACTIVE);
    expect(charge).toMatchObject({ everyNMonth: 1, dayOfMonth: 1, color: "#cab2e3" });
    expect(chargeRecurrenceText(charge)).toBe("Tous les 1 mois le 1 depuis le 01/01/2026");
  });

  it("refuses the bad input of the issue under its field, in French", () => {
    expect(refusalOf(() => readCharge({ ...valid, dayOfMonth: 29 }, ACTIVE))).toEqual({
      code: "CHARGE_DAY_OUT_OF_RANGE",
      field: "dayOfMonth",
      message: "Le jour du mois d'une charge doit être compris entre 1 et 28",
    });
    expect(refusalOf(() => readCharge({ ...valid, dayOfMonth: 0 }, ACTIVE)).field).toBe("dayOfMonth");
    expect(refusalOf(() => readCharge({ ...valid, everyNMonth: 13 }, ACTIVE))).toEqual({
      code: "CHARGE_EVERY_OUT_OF_RANGE",
      field: "everyNMonth",
      message: "La périodicité d'une charge doit être comprise entre 1 et 12 mois",
    });
    expect(refusalOf(() => readCharge({ ...valid, everyNMonth: 1.5 }, ACTIVE)).field).toBe("everyNMonth");
    expect(refusalOf(() => readCharge({ ...valid, amount: "mille" }, ACTIVE))).toEqual({
      code: "CHARGE_AMOUNT_INVALID",
      field: "amount",
      message: "Le montant de la charge « mille » n'est pas un nombre",
    });
    const split = [
      { companyId: 1, pct: 50 },
      { companyId: 2, pct: 30 },
    ];
    expect(refusalOf(() => readCharge({ ...valid, companiesParts: split }, ACTIVE))).toEqual({
      code: "COMPANY_PARTS_NOT_100",
      field: "companiesParts",
      message: "La répartition entre les entreprises doit totaliser 100 % (actuellement 80 %)",
    });
  });

  it("names what is missing", () => {
    expect(refusalOf(() => readCharge({ ...valid, title: "  " }, ACTIVE)).code).toBe("CHARGE_TITLE_REQUIRED");
    expect(refusalOf(() => readCharge({ ...valid, type: null }, ACTIVE)).code).toBe("CHARGE_TYPE_REQUIRED");
    expect(refusalOf(() => readCharge({ ...valid, type: "LOYER" }, ACTIVE)).message).toBe(
      "Le type de charge « LOYER » n'existe pas",
    );
    expect(refusalOf(() => readCharge({ ...valid, amount: null }, ACTIVE)).code).toBe(
      "CHARGE_AMOUNT_REQUIRED",
    );
    expect(refusalOf(() => readCharge({ ...valid, amount: 0 }, ACTIVE)).code).toBe("CHARGE_AMOUNT_ZERO");
    expect(refusalOf(() => readCharge({ ...valid, dateFrom: "" }, ACTIVE)).code).toBe("CHARGE_DATE_REQUIRED");
    expect(refusalOf(() => readCharge({ ...valid, dateFrom: "2026-02-30" }, ACTIVE))).toMatchObject({
      code: "CHARGE_DATE_INVALID",
      field: "dateFrom",
    });
    expect(refusalOf(() => readCharge({ ...valid, companiesParts: [] }, ACTIVE)).code).toBe(
      "COMPANY_PARTS_EMPTY",
    );
  });

  it("reads amounts typed or sent negative, refuses a third decimal", () => {
    expect(readChargeAmount(-1200.5)).toBe(-120_050);
    expect(readChargeAmount("-1 200,50")).toBe(-120_050);
    expect(readChargeAmount("99,9")).toBe(-9_990);
    expect(refusalOf(() => readChargeAmount("12,345")).code).toBe("CHARGE_AMOUNT_TOO_PRECISE");
    expect(refusalOf(() => readChargeAmount("--5")).code).toBe("CHARGE_AMOUNT_INVALID");
    expect(refusalOf(() => readChargeAmount(Number.NaN)).code).toBe("CHARGE_AMOUNT_INVALID");
  });

  it("accepts only '#rrggbb' colours", () => {
    expect(readChargeColor(" #00FF7a ")).toBe("#00ff7a");
    for (const color of ["#abc", "red", "#12345g", "#aabbccdd"]) {
      expect(refusalOf(() => readChargeColor(color))).toMatchObject({
        code: "CHARGE_COLOR_INVALID",
        field: "color",
      });
    }
  });

  it("splits only on active group companies, each once, percents 0-100 with two decimals", () => {
    expect(refusalOf(() => readChargeShares([{ companyId: 9, pct: 100 }], ACTIVE)).message).toBe(
      "Une charge ne peut être répartie que sur les entreprises du groupe actives (entreprise n° 9)",
    );
    const twice = [
      { companyId: 1, pct: 50 },
      { companyId: 1, pct: 50 },
    ];
    expect(refusalOf(() => readChargeShares(twice, ACTIVE)).code).toBe("CHARGE_COMPANY_TWICE");
    expect(refusalOf(() => readChargeShares([{ companyId: 1, pct: 101 }], ACTIVE)).code).toBe(
      "CHARGE_PERCENT_INVALID",
    );
    expect(refusalOf(() => readChargeShares([{ companyId: 1, pct: "beaucoup" }], ACTIVE)).code).toBe(
      "CHARGE_PERCENT_INVALID",
    );
    expect(refusalOf(() => readChargeShares([{ companyId: 1, pct: "99.999" }], ACTIVE)).code).toBe(
      "CHARGE_PERCENT_TOO_PRECISE",
    );
    // A 0 % row of the form is not stored.
    const withZero = [
      { companyId: 1, pct: "100" },
      { companyId: 2, pct: 0 },
    ];
    expect(readChargeShares(withZero, ACTIVE)).toEqual([{ companyId: 1, pct: "100" }]);
  });

  it("splits -100,00 € at 33.33/33.33/33.34 as worked by hand", () => {
    const shares = readChargeShares(
      [
        { companyId: 1, pct: "33,33" },
        { companyId: 2, pct: "33.33" },
        { companyId: 3, pct: 33.34 },
      ],
      ACTIVE,
    );
    // 10 000 cents × 33.33 % = 3 333 cents exactly, twice; 33.34 % = 3 334: -33,33 / -33,33 / -33,34 €.
    expect(chargeCompanyParts(readChargeAmount("100"), shares).map((part) => part.amountCents)).toEqual([
      -3333, -3333, -3334,
    ]);
  });

  it("any amount typed comes out negative, of the same size, and its split sums to it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), fc.boolean(), (cents, typedNegative) => {
        const euros = (typedNegative ? -cents : cents) / 100;
        const amount = readChargeAmount(euros);
        expect(amount).toBe(-cents);
        const parts = chargeCompanyParts(amount, [
          { companyId: 1, pct: "33.33" },
          { companyId: 2, pct: "66.67" },
        ]);
        expect(parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(-cents);
        expect(parts.every((part) => part.amountCents <= 0)).toBe(true);
      }),
    );
  });

  it("reads the list's states, refusing an unknown one", () => {
    expect(readChargeStates(["STATE_PENDING", "STATE_CHARGE_INACTIVE"])).toEqual([
      "STATE_PENDING",
      "STATE_CHARGE_INACTIVE",
    ]);
    expect(refusalOf(() => readChargeStates(["STATE_PAID"])).message).toBe(
      "L'état de charge « STATE_PAID » n'existe pas",
    );
  });

  it("says what the list counts and what the rollout wrote, in French", () => {
    expect(chargeCountLabel(12)).toBe("12 charge(s)");
    expect(chargeRolloutSummary({ inserted: 12, updated: 0, deleted: 0 })).toBe(
      "12 lignes ajoutées, 0 modifiée, 0 supprimée",
    );
    expect(chargeRolloutSummary({ inserted: 1, updated: 2, deleted: 3 })).toBe(
      "1 ligne ajoutée, 2 modifiées, 3 supprimées",
    );
  });

  it("searches a charge by its title and its type's label, accents aside", () => {
    expect(chargeSearchText({ title: "Électricité  Bureau", type: "CHARGE_TYPE_SUBSTRIPTION" })).toBe(
      "electricite bureau abonnement",
    );
  });
});
