import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  assertForecastPaymentOpen,
  assertForecastWithinTotal,
  readForecastPayment,
} from "./forecast-payments";

describe("forecast payments", () => {
  it("reads a date and an amount in euros typed the French way", () => {
    expect(readForecastPayment({ date: "2026-03-31", amount: "1 132,13" })).toEqual({
      date: "2026-03-31",
      amountCents: toCents(113_213),
    });
    expect(readForecastPayment({ date: "2026-03-31", amount: 12.5 }).amountCents).toBe(1250);
  });

  it("refuses a missing or impossible date, a zero, negative or too precise amount", () => {
    expect(() => readForecastPayment({ date: "", amount: 1 })).toThrowError(
      "La date du paiement prévisionnel est obligatoire",
    );
    expect(() => readForecastPayment({ date: "2026-02-30", amount: 1 })).toThrow();
    expect(() => readForecastPayment({ date: "2026-01-01", amount: 0 })).toThrowError(
      "Le montant du paiement prévisionnel doit être supérieur à zéro",
    );
    expect(() => readForecastPayment({ date: "2026-01-01", amount: "-3" })).toThrowError(
      "Le montant du paiement prévisionnel doit être supérieur à zéro",
    );
    expect(() => readForecastPayment({ date: "2026-01-01", amount: "1,234" })).toThrowError(
      "Le montant du paiement prévisionnel ne peut pas avoir plus de deux décimales",
    );
    expect(() => readForecastPayment({ date: "2026-01-01", amount: "abc" })).toThrowError(
      "Le montant « abc » n'est pas un montant valide",
    );
  });

  it("keeps the schedule within the quotation's TTC, giving the amounts", () => {
    // TTC 3 773,75 €: 2 000 € planned, 1 773,75 € more fits exactly, 1 773,76 € does not
    expect(() =>
      assertForecastWithinTotal(toCents(377_375), toCents(200_000), toCents(177_375)),
    ).not.toThrow();
    expect(() =>
      assertForecastWithinTotal(toCents(377_375), toCents(200_000), toCents(177_376)),
    ).toThrowError(
      "Les paiements prévisionnels (3\u202f773,76\u00a0€) dépasseraient le total TTC du devis (3\u202f773,75\u00a0€) : il reste 1\u202f773,75\u00a0€ à prévoir",
    );
  });

  it("refuses to touch a payment matched with a customer payment", () => {
    expect(() => assertForecastPaymentOpen({ invoicePaymentId: 3 })).toThrow();
    expect(() => assertForecastPaymentOpen({ invoicePaymentId: null })).not.toThrow();
  });

  it("accepts exactly the sums within the TTC", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (ttc, others, amount) => {
          const accepted = (() => {
            try {
              assertForecastWithinTotal(toCents(ttc), toCents(others), toCents(amount));
              return true;
            } catch {
              return false;
            }
          })();
          expect(accepted).toBe(others + amount <= ttc);
        },
      ),
    );
  });
});
