import { describe, expect, it } from "vitest";
import {
  amountLeft,
  assertPaymentAmount,
  offeredPaymentModes,
  PAYMENT_MODE_LABELS,
} from "../money-in/payments";
import { toCents } from "../shared/cents";
import { DomainError } from "../shared/errors";
import { canTransition } from "../shared/state-machine";
import { amountLeftColor, invoiceDueDate, isInvoiceOverdue, paymentDelayLabel } from "./invoice-due-date";
import {
  assertCanCreditOrPay,
  assertCanDeleteInvoice,
  assertInvoiceLinesEditable,
  assertInvoiceTransition,
  canAddInvoicePayment,
  canCreditInvoice,
  canDeleteInvoice,
  canEditInvoiceLines,
  INVOICE_MACHINE,
  INVOICE_STATE_LABELS,
  invoiceStateAfterSettlement,
  isInvoiceLocked,
  selectableInvoiceStates,
} from "./invoice-states";

describe("invoice states", () => {
  it("has the spec's labels and the follow-up colours", () => {
    expect(INVOICE_STATE_LABELS).toEqual({
      STATE_CREATED: "En cours",
      STATE_VALIDATED: "Editée",
      STATE_SEND: "Envoyée",
      STATE_PAID: "Réglée",
    });
    expect(INVOICE_MACHINE.colors.STATE_SEND).toBe("danger");
    expect(INVOICE_MACHINE.colors.STATE_PAID).toBe("success");
  });

  it("offers created and validated while created, then validated, sent and paid", () => {
    expect(selectableInvoiceStates("STATE_CREATED")).toEqual(["STATE_CREATED", "STATE_VALIDATED"]);
    expect(selectableInvoiceStates("STATE_SEND")).toEqual(["STATE_VALIDATED", "STATE_SEND", "STATE_PAID"]);
    for (const saved of ["STATE_VALIDATED", "STATE_SEND", "STATE_PAID"] as const) {
      for (const target of selectableInvoiceStates(saved)) {
        expect(canTransition(INVOICE_MACHINE, saved, target)).toBe(true);
      }
    }
  });

  it("validates only with the confirmation, never goes back to created", () => {
    expect(() => assertInvoiceTransition("STATE_CREATED", "STATE_VALIDATED")).toThrow(
      expect.objectContaining({ code: "INVOICE_CONFIRMATION_REQUIRED", kind: "rule" }),
    );
    expect(() =>
      assertInvoiceTransition("STATE_CREATED", "STATE_VALIDATED", { confirmed: true }),
    ).not.toThrow();
    expect(() => assertInvoiceTransition("STATE_VALIDATED", "STATE_CREATED")).toThrow(
      "Passage de « Editée » à « En cours » impossible",
    );
    expect(() => assertInvoiceTransition("STATE_CREATED", "STATE_PAID")).toThrow(DomainError);
    expect(() => assertInvoiceTransition("STATE_CREATED", "STATE_CREATED")).not.toThrow();
  });

  it("is paid by hand only when nothing is left", () => {
    expect(() =>
      assertInvoiceTransition("STATE_SEND", "STATE_PAID", { amountLeftCents: toCents(1050) }),
    ).toThrow("Cette facture ne peut pas être réglée : il reste 10,50\u00a0€ à régler");
    expect(() =>
      assertInvoiceTransition("STATE_SEND", "STATE_PAID", { amountLeftCents: toCents(0) }),
    ).not.toThrow();
  });

  it("locks lines, deletion, credit notes and payments by state", () => {
    expect(isInvoiceLocked("STATE_CREATED")).toBe(false);
    expect(isInvoiceLocked("STATE_VALIDATED")).toBe(true);
    expect(canEditInvoiceLines("STATE_SEND")).toBe(false);
    expect(() => assertInvoiceLinesEditable("STATE_PAID")).toThrow(DomainError);
    expect(() => assertInvoiceLinesEditable("STATE_CREATED")).not.toThrow();
    expect(canDeleteInvoice("STATE_CREATED")).toBe(true);
    expect(canDeleteInvoice("STATE_VALIDATED")).toBe(false);
    expect(() => assertCanDeleteInvoice("STATE_SEND")).toThrow(
      "Seule une facture en cours de rédaction peut être supprimée",
    );
    expect(canCreditInvoice({ reference: "FA-TRI-2026-00001", state: "STATE_SEND" })).toBe(true);
    expect(canCreditInvoice({ reference: null, state: "STATE_CREATED" })).toBe(false);
    expect(canAddInvoicePayment({ reference: "FA-TRI-2026-00001", state: "STATE_PAID" })).toBe(false);
    expect(() => assertCanCreditOrPay({ reference: null, state: "STATE_CREATED" })).toThrow(DomainError);
    expect(() => assertCanCreditOrPay({ reference: "X", state: "STATE_PAID" })).toThrow(
      "Cette facture est déjà réglée",
    );
    expect(() => assertCanCreditOrPay({ reference: "X", state: "STATE_VALIDATED" })).not.toThrow();
  });

  it("moves to paid when settled and back to sent when something is left again", () => {
    expect(invoiceStateAfterSettlement("STATE_SEND", toCents(0))).toBe("STATE_PAID");
    expect(invoiceStateAfterSettlement("STATE_VALIDATED", toCents(100))).toBe("STATE_VALIDATED");
    expect(invoiceStateAfterSettlement("STATE_PAID", toCents(100))).toBe("STATE_SEND");
    expect(invoiceStateAfterSettlement("STATE_CREATED", toCents(0))).toBe("STATE_CREATED");
  });
});

describe("invoice due date and overdue", () => {
  it("adds the payment delay to the invoice date", () => {
    expect(invoiceDueDate("2026-01-15", 30)).toBe("2026-02-14");
    expect(invoiceDueDate("2026-01-15", 45)).toBe("2026-03-01");
    expect(invoiceDueDate("2026-01-15", 60)).toBe("2026-03-16");
    expect(invoiceDueDate("2026-01-15", 0)).toBe("2026-01-15");
    expect(invoiceDueDate("2026-01-15", -1)).toBe("2026-01-15");
    expect(invoiceDueDate("2026-01-15", null)).toBe("2026-01-15");
    expect(paymentDelayLabel(-1)).toBe("À la commande");
    expect(paymentDelayLabel(30)).toBe("30 jours");
  });

  it("refuses a delay the spec does not offer, or an impossible date", () => {
    expect(() => invoiceDueDate("2026-01-15", 90)).toThrow(
      "Le délai de paiement 90 n'est pas proposé (0, 30, 45 ou 60 jours)",
    );
    expect(() => invoiceDueDate("2026-02-30", 30)).toThrow(DomainError);
  });

  it("is overdue more than 21 days after the due date while something is left", () => {
    const invoice = { amountLeftCents: toCents(100), eligibleAt: "2026-03-01" };
    expect(isInvoiceOverdue(invoice, "2026-03-22")).toBe(false); // 21 days
    expect(isInvoiceOverdue(invoice, "2026-03-23")).toBe(true); // 22 days
    expect(isInvoiceOverdue({ ...invoice, amountLeftCents: toCents(0) }, "2026-06-01")).toBe(false);
    expect(isInvoiceOverdue({ ...invoice, eligibleAt: null }, "2026-06-01")).toBe(false);
    expect(amountLeftColor(toCents(1))).toBe("primary");
    expect(amountLeftColor(toCents(0))).toBe("success");
  });
});

describe("payments", () => {
  it("has the spec's labels and offers 'Avoir' only when a credit can be used", () => {
    expect(PAYMENT_MODE_LABELS.MODE_BANK_TRANSFER).toBe("Virement bancaire");
    expect(offeredPaymentModes("customer", false)).not.toContain("MODE_CREDIT");
    expect(offeredPaymentModes("customer", true)).toContain("MODE_CREDIT");
    expect(offeredPaymentModes("supplier", false)).toContain("MODE_CREDIT");
  });

  it("computes what is left and refuses paying more", () => {
    expect(amountLeft(toCents(12000), [toCents(5000), toCents(2000)])).toBe(5000);
    expect(() => amountLeft(toCents(12000), [toCents(0.5)])).toThrow(DomainError);
    expect(() => assertPaymentAmount(toCents(6000), toCents(5000))).toThrow(
      "Le montant saisi (60,00\u00a0€) dépasse le reste à régler (50,00\u00a0€)",
    );
    expect(() => assertPaymentAmount(toCents(0), toCents(5000))).toThrow(
      "Le montant du paiement doit être supérieur à zéro",
    );
    expect(() => assertPaymentAmount(toCents(5000), toCents(5000))).not.toThrow();
  });
});
