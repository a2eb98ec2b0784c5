import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { assertSupplierPaymentFits, settleSupplierInvoice } from "./supplier-payment-rules";

// A supplier invoice of 830,00 TTC.
const TTC = 83_000;

describe("settling a supplier invoice", () => {
  it("is pending with nothing paid: 830,00 left", () => {
    expect(settleSupplierInvoice({ amountCents: toCents(TTC) }, [])).toEqual({
      amountLeftCents: toCents(83_000),
      state: "STATE_PENDING",
    });
  });

  it("is 'Acompte' after 415,00: 830,00 − 415,00 = 415,00 left", () => {
    expect(settleSupplierInvoice({ amountCents: toCents(TTC) }, [toCents(41_500)])).toEqual({
      amountLeftCents: toCents(41_500),
      state: "STATE_ADVANCE",
    });
  });

  it("is paid after 415,00 + 415,00: nothing left", () => {
    expect(settleSupplierInvoice({ amountCents: toCents(TTC) }, [toCents(41_500), toCents(41_500)])).toEqual({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
    });
  });

  it("counts an unknown TTC as 0, never paid", () => {
    expect(settleSupplierInvoice({ amountCents: null }, [])).toEqual({
      amountLeftCents: toCents(0),
      state: "STATE_PENDING",
    });
  });
});

describe("a supplier payment fits the invoice", () => {
  it("takes up to what is left, an edited payment its old amount on top (415,00 + 415,00 = 830,00)", () => {
    expect(() =>
      assertSupplierPaymentFits(
        { amountCents: toCents(TTC), amountLeftCents: toCents(41_500) },
        toCents(41_500),
      ),
    ).not.toThrow();
    expect(() =>
      assertSupplierPaymentFits(
        { amountCents: toCents(TTC), amountLeftCents: toCents(41_500) },
        toCents(41_501),
      ),
    ).toThrowError(/^Le montant saisi \(415,01\s€\) dépasse le reste à régler \(415,00\s€\)$/);
    expect(() =>
      assertSupplierPaymentFits(
        { amountCents: toCents(TTC), amountLeftCents: toCents(41_500) },
        toCents(83_000),
        41_500,
      ),
    ).not.toThrow();
  });

  it("refuses 0 and an invoice whose TTC is not typed", () => {
    expect(() =>
      assertSupplierPaymentFits({ amountCents: toCents(TTC), amountLeftCents: toCents(TTC) }, toCents(0)),
    ).toThrowError("Le montant du paiement doit être supérieur à zéro");
    expect(() =>
      assertSupplierPaymentFits({ amountCents: null, amountLeftCents: toCents(0) }, toCents(100)),
    ).toThrowError("Saisissez le montant TTC de la facture fournisseur avant d'enregistrer un paiement");
  });
});
