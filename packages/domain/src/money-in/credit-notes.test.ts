import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { DomainError } from "../shared/errors";
import {
  assertCanDeleteCredit,
  assertCreditLinesEditable,
  assertCreditTransition,
  assertCreditWithinInvoice,
  CREDIT_STATE_COLORS,
  canCreditPay,
  canDeleteCredit,
  creditAmountLeft,
  creditStateAfterUse,
  displayedCreditAmountLeft,
  isCreditLocked,
  selectableCreditStates,
  usableCredits,
} from "./credit-notes";

const invoice = { triangleCompanyId: 1, companyId: 10 };
const credit = {
  state: "CREDIT_STATE_VALIDATED" as const,
  triangleCompanyId: 1,
  companyId: 10,
  amountLeftCents: toCents(5000),
};

describe("credit note states", () => {
  it("has the spec's colours: red, yellow, blue, green", () => {
    expect(CREDIT_STATE_COLORS).toEqual({
      CREDIT_STATE_CREATED: "danger",
      CREDIT_STATE_VALIDATED: "warning",
      CREDIT_STATE_PARTIALY_USED: "primary",
      CREDIT_STATE_USED: "success",
    });
  });

  it("goes from created to validated only with the confirmation", () => {
    expect(() => assertCreditTransition("CREDIT_STATE_CREATED", "CREDIT_STATE_VALIDATED")).toThrow(
      "Confirmez la création définitive de l'avoir",
    );
    expect(() =>
      assertCreditTransition("CREDIT_STATE_CREATED", "CREDIT_STATE_VALIDATED", { confirmed: true }),
    ).not.toThrow();
    expect(() =>
      assertCreditTransition("CREDIT_STATE_CREATED", "CREDIT_STATE_USED", { confirmed: true }),
    ).toThrow(DomainError);
    expect(() => assertCreditTransition("CREDIT_STATE_USED", "CREDIT_STATE_CREATED")).toThrow(DomainError);
    expect(selectableCreditStates("CREDIT_STATE_CREATED")).toEqual([
      "CREDIT_STATE_CREATED",
      "CREDIT_STATE_VALIDATED",
    ]);
    expect(selectableCreditStates("CREDIT_STATE_USED")).toEqual([
      "CREDIT_STATE_VALIDATED",
      "CREDIT_STATE_PARTIALY_USED",
      "CREDIT_STATE_USED",
    ]);
  });

  it("is editable and deletable only while created", () => {
    expect(isCreditLocked("CREDIT_STATE_CREATED")).toBe(false);
    expect(isCreditLocked("CREDIT_STATE_VALIDATED")).toBe(true);
    expect(() => assertCreditLinesEditable("CREDIT_STATE_USED")).toThrow(DomainError);
    expect(() => assertCreditLinesEditable("CREDIT_STATE_CREATED")).not.toThrow();
    expect(canDeleteCredit("CREDIT_STATE_CREATED")).toBe(true);
    expect(() => assertCanDeleteCredit("CREDIT_STATE_VALIDATED")).toThrow(
      "Seul un avoir en cours de création peut être supprimé",
    );
  });
});

describe("amount left and use of a credit", () => {
  it("computes what is left, shown as 0 when negative", () => {
    expect(creditAmountLeft(toCents(10000), [toCents(3000), toCents(2000)])).toBe(5000);
    expect(creditAmountLeft(toCents(10000), [toCents(12000)])).toBe(-2000);
    expect(displayedCreditAmountLeft(toCents(-2000))).toBe(0);
    expect(displayedCreditAmountLeft(toCents(5000))).toBe(5000);
    expect(() => creditAmountLeft(toCents(10000), [toCents(1.5)])).toThrow(DomainError);
  });

  it("pays only with validated or partly used credits of the same issuer and client", () => {
    expect(canCreditPay(credit, invoice)).toBe(true);
    expect(canCreditPay({ ...credit, state: "CREDIT_STATE_PARTIALY_USED" }, invoice)).toBe(true);
    expect(canCreditPay({ ...credit, state: "CREDIT_STATE_CREATED" }, invoice)).toBe(false);
    expect(canCreditPay({ ...credit, state: "CREDIT_STATE_USED" }, invoice)).toBe(false);
    expect(canCreditPay({ ...credit, triangleCompanyId: 2 }, invoice)).toBe(false);
    expect(canCreditPay({ ...credit, companyId: 11 }, invoice)).toBe(false);
    expect(canCreditPay({ ...credit, amountLeftCents: toCents(0) }, invoice)).toBe(false);
    expect(usableCredits([credit, { ...credit, companyId: 11 }], invoice)).toEqual([credit]);
  });

  it("moves to partly used, used, or back to validated", () => {
    expect(creditStateAfterUse("CREDIT_STATE_VALIDATED", toCents(10000), toCents(4000))).toBe(
      "CREDIT_STATE_PARTIALY_USED",
    );
    expect(creditStateAfterUse("CREDIT_STATE_PARTIALY_USED", toCents(10000), toCents(0))).toBe(
      "CREDIT_STATE_USED",
    );
    expect(creditStateAfterUse("CREDIT_STATE_USED", toCents(10000), toCents(10000))).toBe(
      "CREDIT_STATE_VALIDATED",
    );
    expect(creditStateAfterUse("CREDIT_STATE_CREATED", toCents(10000), toCents(0))).toBe(
      "CREDIT_STATE_CREATED",
    );
  });

  it("never credits more than the invoice", () => {
    expect(() => assertCreditWithinInvoice(toCents(12000), [toCents(10000)], toCents(2001))).toThrow(
      "L'avoir (20,01\u00a0€ TTC) dépasse ce qui reste à créditer sur la facture (20,00\u00a0€ TTC)",
    );
    expect(() => assertCreditWithinInvoice(toCents(12000), [toCents(10000)], toCents(2000))).not.toThrow();
  });
});
