import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  assertProductTypeDeletable,
  canDeleteProductType,
  canEditProductType,
  type OfferForCard,
  productTypeDatas,
  productTypeDeleteRefusal,
  readOfferDelay,
  readOfferPriceCents,
  readOfferUnity,
  readProductTypeName,
} from "./product-types";

const offer = (priceHtCents: number, overrides: Partial<OfferForCard> = {}): OfferForCard => ({
  priceHtCents: toCents(priceHtCents),
  unity: "UNITY_DAY",
  supplierAvailable: true,
  ...overrides,
});

/** formatEuros writes a no-break space before €: made plain to read the expectations. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("the product type card's datas", () => {
  it("no offer: 'Prix non négocié', not negotiated, the alert while enabled", () => {
    expect(productTypeDatas({ isEnabled: true, offers: [] })).toEqual({
      label: "Prix non négocié",
      negociated: false,
      alert: "Aucun fournisseur ne propose ce produit",
    });
    expect(productTypeDatas({ isEnabled: false, offers: [] }).alert).toBeNull();
  });

  it("one offer: its price per unit, negotiated, no alert", () => {
    const datas = productTypeDatas({ isEnabled: true, offers: [offer(1250)] });
    expect({ ...datas, label: plain(datas.label) }).toEqual({
      label: "12,50 € HT / jour",
      negociated: true,
      alert: null,
    });
  });

  it("three offers: 'à partir de' the lowest (8,00 € among 12,50, 8,00 and 9,99), with its own unit", () => {
    const datas = productTypeDatas({
      isEnabled: true,
      offers: [offer(1250), offer(800, { unity: "UNITY_UNITY" }), offer(999)],
    });
    expect(plain(datas.label)).toBe("à partir de 8,00 € HT / unité");
    expect(datas.negociated).toBe(true);
  });

  it("offers of inactive or draft suppliers do not count: the lowest available one is shown alone", () => {
    const datas = productTypeDatas({
      isEnabled: true,
      offers: [offer(500, { supplierAvailable: false }), offer(123456, { unity: "UNITY_MONTH" })],
    });
    expect(plain(datas.label)).toBe("1 234,56 € HT / mois");
    const none = productTypeDatas({ isEnabled: true, offers: [offer(500, { supplierAvailable: false })] });
    expect(none).toMatchObject({ negociated: false, label: "Prix non négocié" });
    expect(none.alert).toBe("Aucun fournisseur ne propose ce produit");
  });
});

describe("reading an offer", () => {
  it("reads prices typed with a comma or a point, or sent as numbers, into cents", () => {
    expect(readOfferPriceCents("12,5")).toBe(1250);
    expect(readOfferPriceCents("12.50")).toBe(1250);
    expect(readOfferPriceCents(12.5)).toBe(1250);
    expect(readOfferPriceCents("1 234,56")).toBe(123456);
    expect(readOfferPriceCents(0)).toBe(0);
  });

  it.each([
    [null, "Le prix HT est obligatoire"],
    ["", "Le prix HT est obligatoire"],
    ["abc", "Le prix HT « abc » n'est pas un montant valide (par exemple 12,50)"],
    [-1, "Le prix HT ne peut pas être négatif"],
    ["-0,01", "Le prix HT ne peut pas être négatif"],
    ["12,505", "Le prix HT ne peut pas avoir plus de deux décimales"],
    [1e12, "Le prix HT ne peut pas dépasser 999 999 999,99 €"],
  ])("refuses the price %j: %s (field priceHT)", (value, message) => {
    expect(() => readOfferPriceCents(value)).toThrow(expect.objectContaining({ message, field: "priceHT" }));
  });

  it("reads delays in days with one decimal at most", () => {
    expect(readOfferDelay("1,5")).toBe("1.5");
    expect(readOfferDelay(3)).toBe("3");
    expect(readOfferDelay("0")).toBe("0");
    expect(() => readOfferDelay(-2)).toThrow("Le délai ne peut pas être négatif");
    expect(() => readOfferDelay("deux")).toThrow(
      "Le délai « deux » n'est pas un nombre de jours valide (par exemple 3 ou 1,5)",
    );
    expect(() => readOfferDelay("1,25")).toThrow("Le délai en jours ne peut pas avoir plus d'une décimale");
    expect(() => readOfferDelay(undefined)).toThrow("Le délai en jours est obligatoire");
  });

  it("reads units of the enumeration only", () => {
    expect(readOfferUnity("UNITY_WEIGHT")).toBe("UNITY_WEIGHT");
    expect(() => readOfferUnity("UNITY_LITRE")).toThrow(
      "L'unité « UNITY_LITRE » n'existe pas : choisissez jour, mois, unité, kg ou m²",
    );
    expect(() => readOfferUnity("")).toThrow("Choisissez l'unité du prix");
  });
});

describe("product type names and permissions", () => {
  it("a name is trimmed, required and counts 2 to 255 characters", () => {
    expect(readProductTypeName("  Traiteur ")).toBe("Traiteur");
    expect(() => readProductTypeName("  ")).toThrow("Le nom du produit type est obligatoire");
    expect(() => readProductTypeName("T")).toThrow(
      "Le nom du produit type doit compter au moins 2 caractères",
    );
    expect(() => readProductTypeName("x".repeat(256))).toThrow("ne peut pas dépasser 255 caractères");
  });

  it("super admins edit; a type is deleted only when nothing uses it", () => {
    const admin = { isSuperAdmin: true };
    const user = { isSuperAdmin: false };
    const unused = { purchaseCount: 0, offerCount: 0, purchaseLineCount: 0 };
    expect(canEditProductType(admin)).toBe(true);
    expect(canEditProductType(user)).toBe(false);
    expect(canDeleteProductType(admin, unused)).toBe(true);
    expect(canDeleteProductType(user, unused)).toBe(false);
    expect(canDeleteProductType(admin, { ...unused, purchaseCount: 1 })).toBe(false);
    expect(canDeleteProductType(admin, { ...unused, offerCount: 2 })).toBe(false);
    expect(() =>
      assertProductTypeDeletable({ purchaseCount: 2, offerCount: 1, purchaseLineCount: 3 }),
    ).toThrow(
      "Ce produit type est utilisé par 2 achat(s) lié(s) des produits du groupe : désactivez-le plutôt que de le supprimer",
    );
    expect(() => assertProductTypeDeletable({ ...unused, offerCount: 1 })).toThrow(
      "Ce produit type est proposé par 1 fournisseur(s) : supprimez leurs offres ou désactivez-le plutôt",
    );
    expect(() => assertProductTypeDeletable(unused)).not.toThrow();
  });

  it("quotations' purchase lines forbid the delete too, and the sheet's flag follows the same refusal", () => {
    const admin = { isSuperAdmin: true };
    const withLines = { purchaseCount: 0, offerCount: 0, purchaseLineCount: 2 };
    expect(canDeleteProductType(admin, withLines)).toBe(false);
    expect(productTypeDeleteRefusal(withLines)?.code).toBe("PRODUCT_TYPE_HAS_PURCHASE_LINES");
    expect(() => assertProductTypeDeletable(withLines)).toThrow(
      "Ce produit type est utilisé par 2 ligne(s) d'achat : désactivez-le plutôt que de le supprimer",
    );
    expect(productTypeDeleteRefusal({ ...withLines, purchaseLineCount: 0 })).toBeNull();
  });
});
