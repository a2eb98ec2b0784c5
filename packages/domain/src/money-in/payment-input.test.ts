import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  defaultPaymentTypeForTyped,
  readPaymentAmount,
  readPaymentDate,
  readPaymentMode,
  readPaymentType,
} from "./payment-input";
import { defaultPaymentType } from "./payments";

describe("reading the payment modal", () => {
  it("reads the amount typed the French way or sent as a number, in cents", () => {
    expect(readPaymentAmount("500,00")).toBe(50_000);
    expect(readPaymentAmount(500)).toBe(50_000);
    expect(readPaymentAmount(500.5)).toBe(50_050);
    expect(readPaymentAmount("1 132,13")).toBe(113_213);
    expect(readPaymentAmount("0,01")).toBe(1);
  });

  it("refuses a missing, zero, negative, unreadable or too precise amount, naming the field", () => {
    expect(() => readPaymentAmount(undefined)).toThrowError("Le montant du paiement est obligatoire");
    expect(() => readPaymentAmount(" ")).toThrowError("Le montant du paiement est obligatoire");
    expect(() => readPaymentAmount(0)).toThrowError("Le montant du paiement doit être supérieur à zéro");
    expect(() => readPaymentAmount("0,00")).toThrowError("Le montant du paiement doit être supérieur à zéro");
    expect(() => readPaymentAmount(-10)).toThrowError("Le montant du paiement doit être supérieur à zéro");
    expect(() => readPaymentAmount("douze")).toThrowError(
      "Le montant du paiement « douze » n'est pas un montant valide",
    );
    expect(() => readPaymentAmount("10,005")).toThrowError(
      "Le montant du paiement ne peut pas avoir plus de deux décimales",
    );
    expect(() => readPaymentAmount(Number.NaN)).toThrowError("n'est pas un montant valide");
    expect(() => readPaymentAmount(-10)).toThrow(
      expect.objectContaining({ field: "amount", kind: "invalid" }),
    );
  });

  it("any whole number of cents written in euros reads back to itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
        const euros = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
        expect(readPaymentAmount(euros)).toBe(cents);
      }),
    );
  });

  it("reads the type and mode among the domain's, in French otherwise", () => {
    expect(readPaymentType("TYPE_ADVANCE")).toBe("TYPE_ADVANCE");
    expect(readPaymentMode(" MODE_CREDIT ")).toBe("MODE_CREDIT");
    expect(() => readPaymentType(null)).toThrowError("Le type de paiement est obligatoire");
    expect(() => readPaymentType("TYPE_MONTHLY")).toThrowError(
      "Le type de paiement « TYPE_MONTHLY » n'existe pas (Acompte ou Solde)",
    );
    expect(() => readPaymentMode("")).toThrowError("Le mode de paiement est obligatoire");
    expect(() => readPaymentMode("MODE_BITCOIN")).toThrowError(
      "Le mode de paiement « MODE_BITCOIN » n'existe pas (CB, Espèce, Chèque, Virement bancaire ou Avoir)",
    );
    expect(() => readPaymentMode("toString")).toThrowError("n'existe pas");
  });

  it("reads a real date, today by default", () => {
    expect(readPaymentDate(undefined, "2026-11-20")).toBe("2026-11-20");
    expect(readPaymentDate("", "2026-11-20")).toBe("2026-11-20");
    expect(readPaymentDate("2028-02-29", "2026-11-20")).toBe("2028-02-29");
    expect(() => readPaymentDate("2026-02-30", "2026-11-20")).toThrowError(
      "La date du paiement « 30/02/2026 » n'est pas une date valide",
    );
    expect(() => readPaymentDate("20/11/2026", "2026-11-20")).toThrow(
      expect.objectContaining({ field: "paidAt" }),
    );
  });
});

describe("the payment type by default", () => {
  it("is 'Acompte' for part of what is left, 'Solde' for all of it", () => {
    // 1 200,00 left: 300,00 leaves 900,00 to pay; 1 200,00 pays it all.
    expect(defaultPaymentTypeForTyped("300,00", toCents(120_000))).toBe("TYPE_ADVANCE");
    expect(defaultPaymentTypeForTyped("1 199,99", toCents(120_000))).toBe("TYPE_ADVANCE");
    expect(defaultPaymentTypeForTyped("1 200,00", toCents(120_000))).toBe("TYPE_SOLD");
    expect(defaultPaymentType(toCents(120_000), toCents(120_000))).toBe("TYPE_SOLD");
  });

  it("says nothing while the text is not an amount yet", () => {
    for (const typed of ["", "abc", "-5", "0"]) {
      expect(defaultPaymentTypeForTyped(typed, toCents(120_000))).toBeNull();
    }
  });

  it("is 'Solde' exactly when the amount reaches what is left", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (a, left) => {
          expect(defaultPaymentType(toCents(a), toCents(left)) === "TYPE_SOLD").toBe(a >= left);
        },
      ),
    );
  });
});
