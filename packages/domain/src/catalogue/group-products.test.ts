import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  assertGroupProductDeletable,
  canManageGroupProducts,
  groupProductPriceLabel,
  linkedPurchasesLabel,
  parseExpenseQuantity,
  parseGroupProductPrice,
  validateGroupProduct,
} from "./group-products";

const messageOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a refusal");
};

const valid = {
  name: " Animation escape game ",
  reference: " ESC-01 ",
  type: "TYPE_SERVICE",
  unity: "UNITY_DAY",
  price: "1 200,50",
  vatRateId: 1,
  triangleCompanyIds: [2, 3, 2],
};

describe("group product price", () => {
  it("reads euros typed with a comma or a point, or sent as a number, into cents", () => {
    expect(parseGroupProductPrice("1 200,50")).toBe(120050);
    expect(parseGroupProductPrice("12.5")).toBe(1250);
    expect(parseGroupProductPrice(12.5)).toBe(1250);
    expect(parseGroupProductPrice("12,500")).toBe(1250);
    expect(parseGroupProductPrice(0)).toBe(0);
  });

  it("refuses empty, not a number, negative, three decimals and absurd amounts in French", () => {
    expect(messageOf(() => parseGroupProductPrice(""))).toBe("Le prix du produit est obligatoire");
    expect(messageOf(() => parseGroupProductPrice("abc"))).toBe(
      "Le prix « abc » n'est pas un montant valide (par exemple 1 200,50)",
    );
    expect(messageOf(() => parseGroupProductPrice(Number.NaN))).toContain("n'est pas un montant valide");
    expect(messageOf(() => parseGroupProductPrice("-1"))).toBe("Le prix du produit ne peut pas être négatif");
    expect(messageOf(() => parseGroupProductPrice("1,005"))).toBe(
      "Le prix du produit ne peut pas avoir plus de deux décimales",
    );
    expect(messageOf(() => parseGroupProductPrice("1000000000"))).toBe(
      "Le prix du produit ne peut pas dépasser 999 999 999,99 €",
    );
  });
});

describe("linked purchase quantity", () => {
  it("is a numeric string above zero with three decimals at most", () => {
    expect(parseExpenseQuantity("2,5")).toBe("2.5");
    expect(parseExpenseQuantity(3)).toBe("3");
    expect(parseExpenseQuantity("0,125")).toBe("0.125");
    expect(parseExpenseQuantity("4.000")).toBe("4");
  });

  it("refuses empty, not a number, zero, negative, too precise or too large", () => {
    expect(messageOf(() => parseExpenseQuantity(" "))).toBe("La quantité de l'achat est obligatoire");
    expect(messageOf(() => parseExpenseQuantity("deux"))).toBe(
      "La quantité « deux » n'est pas un nombre valide",
    );
    expect(messageOf(() => parseExpenseQuantity(0))).toBe(
      "La quantité de l'achat doit être supérieure à zéro",
    );
    expect(messageOf(() => parseExpenseQuantity("-1"))).toBe(
      "La quantité de l'achat doit être supérieure à zéro",
    );
    expect(messageOf(() => parseExpenseQuantity("1,0005"))).toBe(
      "La quantité de l'achat ne peut pas avoir plus de trois décimales",
    );
    expect(messageOf(() => parseExpenseQuantity("1000000000"))).toBe(
      "La quantité de l'achat ne peut pas dépasser 999 999 999",
    );
  });
});

describe("group product fields", () => {
  it("are trimmed, the price in cents, the companies once each, enabled by default", () => {
    expect(validateGroupProduct(valid)).toEqual({
      name: "Animation escape game",
      reference: "ESC-01",
      description: null,
      type: "TYPE_SERVICE",
      unity: "UNITY_DAY",
      priceCents: toCents(120050),
      vatRateId: 1,
      triangleCompanyIds: [2, 3],
      isEnabled: true,
    });
  });

  it.each([
    [{ name: "  " }, "Le titre du produit est obligatoire", "name"],
    [{ name: "x".repeat(256) }, "Le titre du produit ne peut pas dépasser 255 caractères", "name"],
    [{ reference: "" }, "La référence du produit est obligatoire", "reference"],
    [
      { reference: "R".repeat(61) },
      "La référence du produit ne peut pas dépasser 60 caractères",
      "reference",
    ],
    [{ type: "TYPE_GIFT" }, "Choisissez le type du produit : Produit ou Prestation", "type"],
    [{ unity: "UNITY_HOUR" }, "Choisissez l'unité du prix : jour, mois, unité, kg ou m²", "unity"],
    [{ price: null }, "Le prix du produit est obligatoire", "price"],
    [{ vatRateId: null }, "Choisissez la TVA du produit", "vatRateId"],
    [
      { triangleCompanyIds: [] },
      "Associez le produit à au moins une entreprise du groupe",
      "triangleCompanyIds",
    ],
  ])("refuses %j", (change, message, field) => {
    try {
      validateGroupProduct({ ...valid, ...change });
      throw new Error("expected a refusal");
    } catch (error) {
      expect(error).toMatchObject({ message, field, kind: "invalid" });
    }
  });
});

describe("group product permissions, deletion and labels", () => {
  it("only super admins manage group products", () => {
    expect(canManageGroupProducts({ isSuperAdmin: true })).toBe(true);
    expect(canManageGroupProducts({ isSuperAdmin: false })).toBe(false);
  });

  it("a product used by quotation lines is not deleted", () => {
    expect(() => assertGroupProductDeletable({ quotationLines: 0 })).not.toThrow();
    expect(messageOf(() => assertGroupProductDeletable({ quotationLines: 2 }))).toBe(
      "Ce produit est utilisé par 2 ligne(s) de devis : désactivez-le plutôt que de le supprimer",
    );
  });

  it("writes the price with its unit and the count of linked purchases in French", () => {
    expect(groupProductPriceLabel(toCents(120000), "UNITY_DAY").replace(/\s/g, " ")).toBe(
      "1 200,00 € HT / jour",
    );
    expect(groupProductPriceLabel(toCents(1250), "UNITY_SQUARE").replace(/\s/g, " ")).toBe("12,50 € HT / m²");
    expect(linkedPurchasesLabel(0)).toBe("0 achat lié");
    expect(linkedPurchasesLabel(1)).toBe("1 achat lié");
    expect(linkedPurchasesLabel(2)).toBe("2 achats liés");
  });
});
