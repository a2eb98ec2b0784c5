import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUOTATION_MACHINE, QUOTATION_STATE_COLORS, type QuotationState } from "../proposals/quotations";
import { DomainError } from "../shared/errors";
import { assertTransition } from "../shared/state-machine";
import {
  amountBilled,
  amountFromPercent,
  amountLeftToBill,
  assertBillable,
  type InvoiceRequest,
  invoicingActions,
  percentFromAmount,
  planQuotationInvoice,
  quotationStateAfterInvoicing,
} from "./quotation-invoicing";

describe("invoicing buttons", () => {
  it("offers deposit, partial and balance in ACCEPTED or BILLED, only partial in DONE", () => {
    const all = { deposit: true, partial: true, balance: true };
    expect(invoicingActions("QUOTATION_STATE_ACCEPTED")).toEqual(all);
    expect(invoicingActions("QUOTATION_STATE_BILLED")).toEqual(all);
    expect(invoicingActions("QUOTATION_STATE_DONE")).toEqual({
      deposit: false,
      partial: true,
      balance: false,
    });
    expect(invoicingActions("QUOTATION_STATE_IN_BILLED")).toEqual({
      deposit: false,
      partial: false,
      balance: false,
    });
    expect(invoicingActions("QUOTATION_STATE_DRAFT")).toEqual({
      deposit: false,
      partial: false,
      balance: false,
    });
  });
});

describe("amounts", () => {
  it("computes percent and amount from each other, to 2 decimals", () => {
    expect(amountFromPercent(100000, 30)).toBe(30000);
    expect(amountFromPercent(12345, 30)).toBe(3704); // 3703,5 → 3704
    expect(amountFromPercent(100000, "33.33")).toBe(33330);
    expect(percentFromAmount(100000, 33333)).toBe(33.33);
    expect(percentFromAmount(30000, 10000)).toBe(33.33);
    expect(percentFromAmount(30000, 20000)).toBe(66.67);
    expect(() => amountFromPercent(100000, 101)).toThrow("Le pourcentage doit être compris entre 0 et 100");
    expect(() => percentFromAmount(0, 100)).toThrow(DomainError);
  });

  it("counts credit notes as given back", () => {
    expect(amountBilled([30000, 50000], [10000])).toBe(70000);
    expect(amountLeftToBill(100000, 70000)).toBe(30000);
    expect(() => amountBilled([0.5])).toThrow(DomainError);
  });

  it("never bills more than is left", () => {
    expect(() => assertBillable(100000, 70000, 30001)).toThrow(
      "Le montant à facturer (300,01\u00a0€) dépasse le reste à facturer du devis (300,00\u00a0€)",
    );
    expect(() => assertBillable(100000, 100000, 1)).toThrow("Il ne reste rien à facturer sur ce devis");
    expect(() => assertBillable(100000, 0, 0)).toThrow("Le montant à facturer doit être supérieur à zéro");
    expect(() => assertBillable(100000, 70000, 30000)).not.toThrow();
  });
});

describe("planQuotationInvoice", () => {
  const accepted = { state: "QUOTATION_STATE_ACCEPTED" as const, totalTTCCents: 120000, billedCents: 0 };

  it("plans a deposit, a partial invoice and the balance", () => {
    expect(planQuotationInvoice(accepted, { type: "TYPE_ADVANCE", percent: 30 })).toEqual({
      type: "TYPE_ADVANCE",
      amountCents: 36000,
      percent: 30,
    });
    expect(
      planQuotationInvoice({ ...accepted, billedCents: 36000 }, { type: "TYPE_MONTHLY", amountCents: 40000 }),
    ).toEqual({
      type: "TYPE_MONTHLY",
      amountCents: 40000,
      percent: 33.33,
    });
    expect(
      planQuotationInvoice({ ...accepted, billedCents: 76000 }, { type: "TYPE_MONTHLY", percent: 10 })
        .amountCents,
    ).toBe(12000);
    expect(
      planQuotationInvoice(
        { ...accepted, state: "QUOTATION_STATE_BILLED", billedCents: 76000 },
        { type: "TYPE_SOLD" },
      ),
    ).toEqual({
      type: "TYPE_SOLD",
      amountCents: 44000,
      percent: 36.67,
    });
  });

  it("refuses a button the state does not offer, an empty quotation, or too much", () => {
    expect(() =>
      planQuotationInvoice({ ...accepted, state: "QUOTATION_STATE_DONE" }, { type: "TYPE_SOLD" }),
    ).toThrow("Une facture de solde ne peut pas être créée sur un devis « Terminé »");
    expect(
      planQuotationInvoice(
        { ...accepted, state: "QUOTATION_STATE_DONE" },
        { type: "TYPE_MONTHLY", percent: 5 },
      ).amountCents,
    ).toBe(6000);
    expect(() => planQuotationInvoice({ ...accepted, totalTTCCents: 0 }, { type: "TYPE_SOLD" })).toThrow(
      DomainError,
    );
    expect(() =>
      planQuotationInvoice({ ...accepted, billedCents: 100000 }, { type: "TYPE_ADVANCE", percent: 30 }),
    ).toThrow(expect.objectContaining({ code: "BILL_MORE_THAN_LEFT", kind: "rule" }));
    expect(() => planQuotationInvoice(accepted, { type: "TYPE_ADVANCE", percent: 130 })).toThrow(DomainError);
  });

  const request: fc.Arbitrary<InvoiceRequest> = fc.oneof(
    fc.integer({ min: 0, max: 10000 }).map((n) => ({ type: "TYPE_ADVANCE" as const, percent: n / 100 })),
    fc.integer({ min: 0, max: 10000 }).map((n) => ({ type: "TYPE_MONTHLY" as const, percent: n / 100 })),
    fc
      .integer({ min: -100, max: 2_000_000 })
      .map((amountCents) => ({ type: "TYPE_MONTHLY" as const, amountCents })),
    fc.constant({ type: "TYPE_SOLD" as const }),
  );

  it("the sum of all invoices of a quotation never exceeds its total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.array(fc.tuple(request, fc.boolean()), { maxLength: 15 }),
        (total, steps) => {
          let state: QuotationState = "QUOTATION_STATE_ACCEPTED";
          const invoices: number[] = [];
          const credits: number[] = [];
          for (const [step, creditIt] of steps) {
            const billedCents = amountBilled(invoices, credits);
            try {
              invoices.push(
                planQuotationInvoice({ state, totalTTCCents: total, billedCents }, step).amountCents,
              );
            } catch (error) {
              expect(error).toBeInstanceOf(DomainError);
            }
            if (creditIt && invoices.length > 0) credits.push(Math.floor((invoices.at(-1) ?? 0) / 2));
            const billed = amountBilled(invoices, credits);
            expect(billed).toBeLessThanOrEqual(total);
            const next = quotationStateAfterInvoicing(state, {
              totalTTCCents: total,
              billedCents: billed,
              collectedCents: 0,
            });
            assertTransition(QUOTATION_MACHINE, state, next);
            state = next;
          }
        },
      ),
    );
  });
});

describe("quotation state after invoicing", () => {
  const amounts = { totalTTCCents: 1000, billedCents: 0, collectedCents: 0 };
  it("moves ACCEPTED → BILLED → IN_BILLED → PAID, and back", () => {
    expect(quotationStateAfterInvoicing("QUOTATION_STATE_ACCEPTED", amounts)).toBe(
      "QUOTATION_STATE_ACCEPTED",
    );
    expect(quotationStateAfterInvoicing("QUOTATION_STATE_ACCEPTED", { ...amounts, billedCents: 300 })).toBe(
      "QUOTATION_STATE_BILLED",
    );
    expect(
      quotationStateAfterInvoicing("QUOTATION_STATE_BILLED", {
        ...amounts,
        billedCents: 1000,
        collectedCents: 300,
      }),
    ).toBe("QUOTATION_STATE_IN_BILLED");
    expect(
      quotationStateAfterInvoicing("QUOTATION_STATE_IN_BILLED", {
        ...amounts,
        billedCents: 1000,
        collectedCents: 1000,
      }),
    ).toBe("QUOTATION_STATE_PAID");
    expect(
      quotationStateAfterInvoicing("QUOTATION_STATE_PAID", {
        ...amounts,
        billedCents: 800,
        collectedCents: 800,
      }),
    ).toBe("QUOTATION_STATE_BILLED");
    expect(quotationStateAfterInvoicing("QUOTATION_STATE_DONE", { ...amounts, billedCents: 1000 })).toBe(
      "QUOTATION_STATE_DONE",
    );
    expect(quotationStateAfterInvoicing("QUOTATION_STATE_SEND", { ...amounts, billedCents: 1000 })).toBe(
      "QUOTATION_STATE_SEND",
    );
  });

  it("closes DONE for good and keeps the spec's colours", () => {
    expect(() =>
      assertTransition(QUOTATION_MACHINE, "QUOTATION_STATE_DONE", "QUOTATION_STATE_ACCEPTED"),
    ).toThrow(DomainError);
    expect(() =>
      assertTransition(QUOTATION_MACHINE, "QUOTATION_STATE_BILLED", "QUOTATION_STATE_REFUSED"),
    ).toThrow(DomainError);
    expect(QUOTATION_STATE_COLORS.QUOTATION_STATE_DRAFT).toBe("dark");
    expect(QUOTATION_STATE_COLORS.QUOTATION_STATE_IN_BILLED).toBe("warning");
  });
});
