import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { computePurchaseTotals } from "./compute-purchase-totals";
import {
  assertPurchaseDeletable,
  canDeletePurchase,
  canGeneratePurchaseTask,
  deliveryDaysLabel,
  isPurchaseTitleValid,
  linkedPurchaseQuantity,
  purchaseTaskStatusLabel,
  purchaseTasksMessage,
  readDeliveryDays,
  readPurchaseTitle,
  validatePurchaseFee,
  validatePurchaseLine,
} from "./purchases";

describe("a supplier purchase's title", () => {
  it("is valid only when longer than 3 characters", () => {
    expect(isPurchaseTitleValid("abc")).toBe(false);
    expect(isPurchaseTitleValid("  abc  ")).toBe(false);
    expect(isPurchaseTitleValid("abcd")).toBe(true);
    expect(() => readPurchaseTitle("Fût")).toThrow(
      "Le titre de l'achat est obligatoire (plus de 3 caractères)",
    );
    expect(readPurchaseTitle("  ACME - Séminaire ")).toBe("ACME - Séminaire");
  });
});

describe("a purchase line", () => {
  it("takes the §9 defaults: VAT 20, quantity 1, unit 'unité', discount 0, delivery 0", () => {
    expect(validatePurchaseLine({ name: "Fûts", unitPrice: "4,20" })).toEqual({
      name: "Fûts",
      description: "",
      quantity: "1",
      unitPriceCents: toCents(420),
      vatRate: "20",
      discountPercent: "0",
      unity: "UNITY_UNITY",
      deliveryDays: 0,
    });
  });

  it("refuses a missing name or price, a discount above 100, a fractional delivery", () => {
    expect(() => validatePurchaseLine({ unitPrice: 1 })).toThrow(
      "Le nom de la ligne d'achat est obligatoire",
    );
    expect(() => validatePurchaseLine({ name: "x" })).toThrow("Le prix unitaire HT est obligatoire");
    expect(() => validatePurchaseLine({ name: "x", unitPrice: 1, discount: "100,5" })).toThrow(
      "La remise doit être comprise entre 0 et 100 %",
    );
    expect(() => validatePurchaseLine({ name: "x", unitPrice: 1, delivery: "1,5" })).toThrow(
      "Le délai de livraison est un nombre entier",
    );
    expect(() => validatePurchaseLine({ name: "x", unitPrice: 1, quantity: 0 })).toThrow(
      "La quantité doit être supérieure à zéro",
    );
    expect(() => validatePurchaseLine({ name: "x", unitPrice: 1, unity: "UNITY_BOX" })).toThrow(
      "Choisissez l'unité",
    );
  });

  it("reads delivery days as a whole number from 0", () => {
    expect(readDeliveryDays("3")).toBe(3);
    expect(() => readDeliveryDays(-1)).toThrow();
    expect(deliveryDaysLabel(1)).toBe("1 jour ouvré");
    expect(deliveryDaysLabel(3)).toBe("3 jours ouvrés");
  });

  it("a fee has a name, a VAT rate (default 20), a unit price and a quantity (default 1)", () => {
    expect(validatePurchaseFee({ name: "Livraison", unitPrice: "7,50" })).toEqual({
      name: "Livraison",
      vatRate: "20",
      unitPriceCents: toCents(750),
      quantity: "1",
    });
  });
});

describe("a purchase's totals", () => {
  it("10 × 4,20 € at 20 % with a 5,5 % fee of 2 × 7,50 €", () => {
    // lines 10 × 4,20 = 42,00; fee 2 × 7,50 = 15,00; HT 57,00
    // VAT 42,00 × 20 % = 8,40; 15,00 × 5,5 % = 0,825 → 0,83 (half-up); 9,23; TTC 66,23
    const totals = computePurchaseTotals([
      {
        quantity: "10",
        unitPriceCents: toCents(420),
        vatRate: "20",
        fees: [{ name: "Livraison", quantity: "2", unitPriceCents: toCents(750), tva: "5.5" }],
      },
    ]);
    expect(totals.totalHT).toBe(5700);
    expect(totals.totalTVA).toBe(923);
    expect(totals.totalTTC).toBe(6623);
    expect(totals.detailTVA).toEqual([
      { rate: 5.5, base: 1500, tva: 83 },
      { rate: 20, base: 4200, tva: 840 },
    ]);
  });
});

describe("linked purchase quantities", () => {
  it("multiply exactly and round half-up to three decimals", () => {
    expect(linkedPurchaseQuantity("3", "2.5")).toBe("7.5");
    // 0,125 × 0,5 = 0,0625 → 0,063
    expect(linkedPurchaseQuantity("0.125", "0.5")).toBe("0.063");
  });

  it("equal the integer product for whole quantities", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 9_999 }), (a, b) => {
        expect(linkedPurchaseQuantity(String(a), String(b))).toBe(String(a * b));
      }),
    );
  });
});

describe("deleting and generating", () => {
  it("a purchase can be deleted only without lines, supplier PDF and purchase order", () => {
    expect(canDeletePurchase({ lines: 0, hasSupplierFile: false, hasPurchaseOrder: false })).toBe(true);
    fc.assert(
      fc.property(fc.nat(5), fc.boolean(), fc.boolean(), (lines, file, order) => {
        const uses = { lines, hasSupplierFile: file, hasPurchaseOrder: order };
        expect(canDeletePurchase(uses)).toBe(lines === 0 && !file && !order);
      }),
    );
    expect(() =>
      assertPurchaseDeletable({ lines: 2, hasSupplierFile: true, hasPurchaseOrder: false }),
    ).toThrow(
      "Cet achat ne peut pas être supprimé : il a 2 ligne(s), un devis fournisseur (PDF). Retirez-les d'abord.",
    );
  });

  it("offers task generation on an accepted recommendation for a purchase without order", () => {
    expect(canGeneratePurchaseTask("RECO_STATE_ACCEPTED", false)).toBe(true);
    expect(canGeneratePurchaseTask("RECO_STATE_ACCEPTED", true)).toBe(false);
    expect(canGeneratePurchaseTask("RECO_STATE_SEND", false)).toBe(false);
    expect(purchaseTaskStatusLabel(0)).toBe("Tâches d'achats générées");
    expect(purchaseTaskStatusLabel(2)).toBe("2 achats sans tâche");
    expect(purchaseTasksMessage(0)).toBe(
      "Aucune nouvelle tâche d'achat : chaque achat a déjà son bon de commande",
    );
    expect(purchaseTasksMessage(1)).toBe("La tâche d'achat et son bon de commande sont générés");
    expect(purchaseTasksMessage(3)).toBe("3 tâches d'achats et leurs bons de commande sont générés");
  });
});
