import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assertCanAddQuotation,
  canAddQuotation,
  canDeleteQuotation,
  canEditQuotationLines,
  nextLineIndexOrder,
  parseAdvancePercent,
  parseLineDiscount,
  parseLineIndexOrder,
  parseLinePrice,
  parseLineQuantity,
  parseLineUnity,
  parseQuotationPaymentMode,
  quotationStateOf,
} from "./quotations";

const messageOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
};

describe("quotation line numbers", () => {
  it("reads quantities, discounts and orders typed the French way into exact strings", () => {
    expect(parseLineQuantity("2,5")).toBe("2.5");
    expect(parseLineQuantity(0)).toBe("0");
    expect(parseLineQuantity("1.000")).toBe("1");
    expect(parseLineDiscount("12,5")).toBe("12.5");
    expect(parseLineDiscount(100)).toBe("100");
    expect(parseLineIndexOrder("3")).toBe("3");
    expect(parseAdvancePercent("30")).toBe("30");
    expect(parseLinePrice("12,50")).toBe(1250);
  });

  it("refuses what is not a number, out of range or too precise, in French", () => {
    expect(messageOf(() => parseLineQuantity("abc"))).toBe("La quantité « abc » n'est pas un nombre valide");
    expect(messageOf(() => parseLineQuantity("-1"))).toBe(
      "La quantité doit être comprise entre 0 et 999 999 999",
    );
    expect(messageOf(() => parseLineQuantity("1,0005"))).toBe(
      "La quantité ne peut pas avoir plus de 3 décimales",
    );
    expect(messageOf(() => parseLineDiscount(101))).toBe("La remise doit être comprise entre 0 et 100 %");
    expect(messageOf(() => parseLineDiscount(-1))).toBe("La remise doit être comprise entre 0 et 100 %");
    expect(messageOf(() => parseLineDiscount(""))).toBe("La remise est obligatoire");
    expect(messageOf(() => parseAdvancePercent("150"))).toBe("L'acompte doit être compris entre 0 et 100 %");
    expect(messageOf(() => parseLinePrice("douze"))).toBe(
      "Le prix unitaire HT « douze » n'est pas un montant valide",
    );
    expect(messageOf(() => parseLineUnity("UNITY_LITRE"))).toBe("L'unité « UNITY_LITRE » n'existe pas");
    expect(messageOf(() => parseQuotationPaymentMode(15))).toBe(
      "Le mode de paiement « 15 » n'existe pas (-1, 0, 30, 45 ou 60)",
    );
  });

  it("accepts every discount between 0 and 100 with two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const text = (hundredths / 100).toFixed(2).replace(".", ",");
        expect(Number(parseLineDiscount(text))).toBe(hundredths / 100);
      }),
      { numRuns: 50 },
    );
  });
});

describe("quotation rules", () => {
  it("numbers the next line after the last one, starting at 1", () => {
    expect(nextLineIndexOrder([])).toBe("1");
    expect(nextLineIndexOrder(["1", "3", "2"])).toBe("4");
    expect(nextLineIndexOrder(["1.50"])).toBe("2.5");
  });

  it("always numbers the next line one above the highest", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 99_999 }), { minLength: 1, maxLength: 20 }),
        (indexes) => {
          expect(Number(nextLineIndexOrder(indexes.map(String)))).toBe(Math.max(...indexes) + 1);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("follows the recommendation's state", () => {
    expect(quotationStateOf("RECO_STATE_SEND")).toBe("QUOTATION_STATE_SEND");
    expect(quotationStateOf("RECO_STATE_ACCEPTED")).toBe("QUOTATION_STATE_ACCEPTED");
  });

  it("adds no quotation to an accepted recommendation: it would be born signed, locked and empty", () => {
    expect(canAddQuotation("RECO_STATE_DRAFT")).toBe(true);
    expect(canAddQuotation("RECO_STATE_SEND")).toBe(true);
    expect(canAddQuotation("RECO_STATE_REFUSED")).toBe(true);
    expect(canAddQuotation("RECO_STATE_ACCEPTED")).toBe(false);
    expect(() => assertCanAddQuotation("RECO_STATE_ACCEPTED")).toThrow(
      expect.objectContaining({ code: "QUOTATION_ADD_TO_SIGNED", kind: "rule" }),
    );
  });

  it("locks lines once the client has accepted (issue 29: a change is an amendment)", () => {
    expect(canEditQuotationLines("QUOTATION_STATE_DRAFT")).toBe(true);
    expect(canEditQuotationLines("QUOTATION_STATE_REFUSED")).toBe(true);
    expect(canEditQuotationLines("QUOTATION_STATE_ACCEPTED")).toBe(false);
    expect(canEditQuotationLines("QUOTATION_STATE_BILLED")).toBe(false);
    expect(canEditQuotationLines("QUOTATION_STATE_DONE")).toBe(false);
  });

  it("deletes a quotation only without lines and purchases", () => {
    expect(canDeleteQuotation({ lineCount: 0, purchaseCount: 0 })).toBe(true);
    expect(canDeleteQuotation({ lineCount: 1, purchaseCount: 0 })).toBe(false);
    expect(canDeleteQuotation({ lineCount: 0, purchaseCount: 1 })).toBe(false);
  });
});
