import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { assertPaymentFitsInvoice, settleCredit, settleInvoice } from "./settlement";

// An invoice of 1 132,13 TTC, validated.
const invoice = { state: "STATE_VALIDATED" as const, totalTtcCents: toCents(113_213), paidAt: null };

describe("settling an invoice", () => {
  it("keeps what is left: 1 132,13 − 500,00 = 632,13, still validated", () => {
    expect(settleInvoice(invoice, [{ amountCents: toCents(50_000), paidAt: "2026-11-20" }])).toEqual({
      amountLeftCents: toCents(63_213),
      state: "STATE_VALIDATED",
      paidAt: null,
    });
  });

  it("is paid once nothing is left, on the latest payment's date (500,00 + 632,13)", () => {
    const payments = [
      { amountCents: toCents(63_213), paidAt: "2026-12-02" },
      { amountCents: toCents(50_000), paidAt: "2026-11-20" },
    ];
    expect(settleInvoice(invoice, payments)).toEqual({
      amountLeftCents: toCents(0),
      state: "STATE_PAID",
      paidAt: "2026-12-02",
    });
  });

  it("goes back to sent when a payment of a paid invoice is removed", () => {
    const paid = { ...invoice, state: "STATE_PAID" as const, paidAt: "2026-12-02" };
    expect(settleInvoice(paid, [{ amountCents: toCents(50_000), paidAt: "2026-11-20" }])).toEqual({
      amountLeftCents: toCents(63_213),
      state: "STATE_SEND",
      paidAt: null,
    });
  });

  it("a payment fits what is left, an edited one may take back its old amount", () => {
    expect(() => assertPaymentFitsInvoice(toCents(63_213), toCents(63_213))).not.toThrow();
    expect(() => assertPaymentFitsInvoice(toCents(63_214), toCents(63_213))).toThrowError(
      "Le montant saisi (632,14\u00a0€) dépasse le reste à régler (632,13\u00a0€)",
    );
    // 632,13 left + 500,00 of the payment edited: up to 1 132,13.
    expect(() => assertPaymentFitsInvoice(toCents(113_213), toCents(63_213), 50_000)).not.toThrow();
    expect(() => assertPaymentFitsInvoice(toCents(0), toCents(63_213))).toThrowError(
      "Le montant du paiement doit être supérieur à zéro",
    );
  });

  it("left = TTC − sum of payments, and PAID exactly when nothing is left", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }).map(toCents), { maxLength: 12 }),
        (ttc, amounts) => {
          const payments = amounts.map((amountCents, index) => ({
            amountCents,
            paidAt: `2026-01-${String(index + 10)}`,
          }));
          const result = settleInvoice(
            { state: "STATE_SEND", totalTtcCents: toCents(ttc), paidAt: null },
            payments,
          );
          const sum = amounts.reduce((total, amount) => total + amount, 0);
          expect(result.amountLeftCents).toBe(ttc - sum);
          expect(result.state === "STATE_PAID").toBe(sum >= ttc);
          expect(result.paidAt !== null).toBe(sum >= ttc && amounts.length > 0);
        },
      ),
    );
  });
});

describe("settling a credit note", () => {
  it("1 000,00 drawn by 300,00 then 700,00: partly used, then used, then back", () => {
    const credit = { state: "CREDIT_STATE_VALIDATED" as const, totalTtcCents: toCents(100_000) };
    expect(settleCredit(credit, [toCents(30_000)])).toEqual({
      amountLeftCents: toCents(70_000),
      state: "CREDIT_STATE_PARTIALY_USED",
    });
    expect(settleCredit(credit, [toCents(30_000), toCents(70_000)])).toEqual({
      amountLeftCents: toCents(0),
      state: "CREDIT_STATE_USED",
    });
    expect(settleCredit({ ...credit, state: "CREDIT_STATE_USED" }, [])).toEqual({
      amountLeftCents: toCents(100_000),
      state: "CREDIT_STATE_VALIDATED",
    });
  });

  it("a draft stays a draft", () => {
    expect(settleCredit({ state: "CREDIT_STATE_CREATED", totalTtcCents: toCents(100_000) }, []).state).toBe(
      "CREDIT_STATE_CREATED",
    );
  });
});
