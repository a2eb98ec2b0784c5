import { describe, expect, it } from "vitest";
import { readPurchaseDiscount } from "./purchases";
import { parseLineDiscount, parseLineVatRate } from "./quotations";

describe("a discount or a rate as staff type it", () => {
  it("'+5' and '5 %' are 5 %", () => {
    for (const typed of ["+5", "5 %", "5%", " 5 "]) {
      expect(parseLineDiscount(typed)).toBe("5");
      expect(readPurchaseDiscount(typed)).toBe("5");
    }
  });

  it("'5 €' is an amount, refused in French rather than read as 5 %", () => {
    const refusal = "La remise est un pourcentage : « 5 € » est un montant en euros (tapez 5 pour 5 %)";
    expect(() => parseLineDiscount("5 €")).toThrow(refusal);
    expect(() => readPurchaseDiscount("5 €")).toThrow(refusal);
    expect(() => parseLineVatRate("20€")).toThrow(
      "Le taux de TVA est un pourcentage : « 20€ » est un montant en euros (tapez 5 pour 5 %)",
    );
  });
});
