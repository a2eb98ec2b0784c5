import { describe, expect, it } from "vitest";
import { assertForecastMatch, forecastPaymentsOpenTo } from "./payment-forecast";

// The schedule of the invoice's quotation: #1 matched with payment 50, #2 and #3 open.
const schedule = [
  { id: 1, invoicePaymentId: 50 },
  { id: 2, invoicePaymentId: null },
  { id: 3, invoicePaymentId: null },
];

describe("matching a payment with the payment schedule", () => {
  it("requires a forecast payment while one is open, accepts an open one or its own", () => {
    expect(() => assertForecastMatch(schedule, null, null)).toThrowError(
      "Ce devis a des paiements prévisionnels : choisissez celui auquel correspond ce règlement",
    );
    expect(() => assertForecastMatch(schedule, 2, null)).not.toThrow();
    expect(() => assertForecastMatch(schedule, 1, 50)).not.toThrow();
  });

  it("refuses one of another quotation or one matched with another payment", () => {
    expect(() => assertForecastMatch(schedule, 9, null)).toThrowError(
      "Ce paiement prévisionnel n'appartient à aucun devis de cette facture",
    );
    expect(() => assertForecastMatch(schedule, 1, 51)).toThrowError(
      "Ce paiement prévisionnel est déjà rapproché d'un autre règlement",
    );
  });

  it("needs none without a schedule or once every forecast payment is matched elsewhere", () => {
    expect(() => assertForecastMatch([], null, null)).not.toThrow();
    const allMatched = schedule.map((forecast, index) => ({ ...forecast, invoicePaymentId: 60 + index }));
    expect(() => assertForecastMatch(allMatched, null, null)).not.toThrow();
    expect(forecastPaymentsOpenTo(allMatched, 61).map((forecast) => forecast.id)).toEqual([2]);
  });
});
