import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUOTATION_MACHINE, QUOTATION_STATE_COLORS, type QuotationState } from "../proposals/quotations";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
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
    expect(amountFromPercent(toCents(100000), 30)).toBe(30000);
    expect(amountFromPercent(toCents(12345), 30)).toBe(3704); // 3703,5 → 3704
    expect(amountFromPercent(toCents(100000), "33.33")).toBe(33330);
    expect(percentFromAmount(toCents(100000), toCents(33333))).toBe(33.33);
    expect(percentFromAmount(toCents(30000), toCents(10000))).toBe(33.33);
    expect(percentFromAmount(toCents(30000), toCents(20000))).toBe(66.67);
    expect(() => amountFromPercent(toCents(100000), 101)).toThrow(
      "Le pourcentage doit être compris entre 0 et 100",
    );
    expect(() => percentFromAmount(toCents(0), toCents(100))).toThrow(DomainError);
  });

  it("counts credit notes as given back", () => {
    expect(amountBilled([toCents(30000), toCents(50000)], [toCents(10000)])).toBe(70000);
    expect(amountLeftToBill(toCents(100000), toCents(70000))).toBe(30000);
    expect(() => amountBilled([toCents(0.5)])).toThrow(DomainError);
  });

  it("never bills more than is left", () => {
    expect(() => assertBillable(toCents(100000), toCents(70000), toCents(30001))).toThrow(
      "Le montant à facturer (300,01\u00a0€) dépasse le reste à facturer du devis (300,00\u00a0€)",
    );
    expect(() => assertBillable(toCents(100000), toCents(100000), toCents(1))).toThrow(
      "Il ne reste rien à facturer sur ce devis",
    );
    expect(() => assertBillable(toCents(100000), toCents(0), toCents(0))).toThrow(
      "Le montant à facturer doit être supérieur à zéro",
    );
    expect(() => assertBillable(toCents(100000), toCents(70000), toCents(30000))).not.toThrow();
  });
});

describe("planQuotationInvoice", () => {
  const accepted = {
    state: "QUOTATION_STATE_ACCEPTED" as const,
    totalTTCCents: toCents(120000),
    billedCents: toCents(0),
  };

  it("plans a deposit, a partial invoice and the balance", () => {
    expect(planQuotationInvoice(accepted, { type: "TYPE_ADVANCE", percent: 30 })).toEqual({
      type: "TYPE_ADVANCE",
      amountCents: toCents(36000),
      percent: 30,
    });
    expect(
      planQuotationInvoice(
        { ...accepted, billedCents: toCents(36000) },
        { type: "TYPE_MONTHLY", amountCents: toCents(40000) },
      ),
    ).toEqual({
      type: "TYPE_MONTHLY",
      amountCents: toCents(40000),
      percent: 33.33,
    });
    expect(
      planQuotationInvoice(
        { ...accepted, billedCents: toCents(76000) },
        { type: "TYPE_MONTHLY", percent: 10 },
      ).amountCents,
    ).toBe(12000);
    expect(
      planQuotationInvoice(
        { ...accepted, state: "QUOTATION_STATE_BILLED", billedCents: toCents(76000) },
        { type: "TYPE_SOLD" },
      ),
    ).toEqual({
      type: "TYPE_SOLD",
      amountCents: toCents(44000),
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
    expect(() =>
      planQuotationInvoice({ ...accepted, totalTTCCents: toCents(0) }, { type: "TYPE_SOLD" }),
    ).toThrow(DomainError);
    expect(() =>
      planQuotationInvoice(
        { ...accepted, billedCents: toCents(100000) },
        { type: "TYPE_ADVANCE", percent: 30 },
      ),
    ).toThrow(expect.objectContaining({ code: "BILL_MORE_THAN_LEFT", kind: "rule" }));
    expect(() => planQuotationInvoice(accepted, { type: "TYPE_ADVANCE", percent: 130 })).toThrow(DomainError);
  });

  const request: fc.Arbitrary<InvoiceRequest> = fc.oneof(
    fc.integer({ min: 0, max: 10000 }).map((n) => ({ type: "TYPE_ADVANCE" as const, percent: n / 100 })),
    fc.integer({ min: 0, max: 10000 }).map((n) => ({ type: "TYPE_MONTHLY" as const, percent: n / 100 })),
    fc
      .integer({ min: -100, max: 2_000_000 })
      .map((amountCents) => ({ type: "TYPE_MONTHLY" as const, amountCents: toCents(amountCents) })),
    fc.constant({ type: "TYPE_SOLD" as const }),
  );

  it("the sum of all invoices of a quotation never exceeds its total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.array(fc.tuple(request, fc.boolean()), { maxLength: 15 }),
        (total, steps) => {
          let state: QuotationState = "QUOTATION_STATE_ACCEPTED";
          const invoices: Cents[] = [];
          const credits: Cents[] = [];
          for (const [step, creditIt] of steps) {
            const billedCents = amountBilled(invoices, credits);
            try {
              invoices.push(
                planQuotationInvoice(
                  { state, totalTTCCents: toCents(total), billedCents: toCents(billedCents) },
                  step,
                ).amountCents,
              );
            } catch (error) {
              expect(error).toBeInstanceOf(DomainError);
            }
            if (creditIt && invoices.length > 0)
              credits.push(toCents(Math.floor((invoices.at(-1) ?? 0) / 2)));
            const billed = amountBilled(invoices, credits);
            expect(billed).toBeLessThanOrEqual(total);
            const next = quotationStateAfterInvoicing(state, {
              totalTTCCents: toCents(total),
              billedCents: toCents(billed),
              collectedCents: toCents(0),
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
  const amounts = { totalTTCCents: toCents(1000), billedCents: toCents(0), collectedCents: toCents(0) };
  it("moves ACCEPTED → BILLED → IN_BILLED → PAID, and back", () => {
    expect(quotationStateAfterInvoicing("QUOTATION_STATE_ACCEPTED", amounts)).toBe(
      "QUOTATION_STATE_ACCEPTED",
    );
    expect(
      quotationStateAfterInvoicing("QUOTATION_STATE_ACCEPTED", { ...amounts, billedCents: toCents(300) }),
    ).toBe("QUOTATION_STATE_BILLED");
    expect(
      quotationStateAfterInvoicing("QUOTATION_STATE_BILLED", {
        ...amounts,
        billedCents: toCents(1000),
        collectedCents: toCents(300),
      }),
    ).toBe("QUOTATION_STATE_IN_BILLED");
    expect(
      quotationStateAfterInvoicing("QUOTATION_STATE_IN_BILLED", {
        ...amounts,
        billedCents: toCents(1000),
        collectedCents: toCents(1000),
      }),
    ).toBe("QUOTATION_STATE_PAID");
    expect(
      quotationStateAfterInvoicing("QUOTATION_STATE_PAID", {
        ...amounts,
        billedCents: toCents(800),
        collectedCents: toCents(800),
      }),
    ).toBe("QUOTATION_STATE_BILLED");
    expect(
      quotationStateAfterInvoicing("QUOTATION_STATE_DONE", { ...amounts, billedCents: toCents(1000) }),
    ).toBe("QUOTATION_STATE_DONE");
    expect(
      quotationStateAfterInvoicing("QUOTATION_STATE_SEND", { ...amounts, billedCents: toCents(1000) }),
    ).toBe("QUOTATION_STATE_SEND");
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
