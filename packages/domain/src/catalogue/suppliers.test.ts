import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  assertSupplierDeletable,
  canDeleteSupplier,
  parseSupplierAdvance,
  parseSupplierPaymentMode,
  supplierAdvanceLabel,
  supplierAdvanceValue,
  supplierDraftPurgeBefore,
  supplierOfferDelayLabel,
  supplierOfferPriceLabel,
  supplierOfferProductLabel,
  validateSupplier,
} from "./suppliers";

const valid = {
  name: "  Traiteur Dupont ",
  siret: "732 829 320 00074",
  phone: " 01 23  45 67 89 ",
  email: "Contact@Dupont.fr",
  contactName: "Jeanne Dupont",
  contactMail: "jeanne@dupont.fr",
  contactPhone: "06 12 34 56 78",
  paymentMode: "45",
  advancePercent: "12,5",
  note: "  ",
};

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const { code, message, field, kind } = error as {
      code: string;
      message: string;
      field: string;
      kind: string;
    };
    return { code, message, field, kind };
  }
  throw new Error("expected a refusal");
}

describe("validateSupplier", () => {
  it("trims, compacts the SIRET, lower-cases e-mails, reads '45' and '12,5'", () => {
    expect(validateSupplier(valid)).toEqual({
      name: "Traiteur Dupont",
      siret: "73282932000074",
      phone: "01 23 45 67 89",
      email: "contact@dupont.fr",
      contactName: "Jeanne Dupont",
      contactMail: "jeanne@dupont.fr",
      contactPhone: "06 12 34 56 78",
      paymentMode: 45,
      advancePercent: "12.5",
      note: null,
      isActive: true,
    });
  });

  it.each([
    [
      { name: "T" },
      "SUPPLIER_NAME_TOO_SHORT",
      "name",
      "Le nom du fournisseur doit compter au moins 2 caractères",
    ],
    [{ siret: " " }, "SUPPLIER_SIRET_REQUIRED", "siret", "Le SIRET du fournisseur est obligatoire"],
    [
      { siret: "73282932000075" },
      "SIRET_INVALID",
      "siret",
      "Le SIRET « 73282932000075 » n'est pas valide (14 chiffres avec une clé correcte)",
    ],
    [{ phone: "01-abc" }, "PHONE_INVALID", "phone", "Le numéro de téléphone « 01-abc » n'est pas valide"],
    [{ email: "dupont@" }, "EMAIL_INVALID", "email", "L'adresse e-mail « dupont@ » n'est pas valide"],
    [
      { contactMail: "jeanne" },
      "SUPPLIER_CONTACT_MAIL_INVALID",
      "contactMail",
      "L'e-mail du contact « jeanne » n'est pas valide",
    ],
    [
      { contactPhone: "12" },
      "SUPPLIER_CONTACT_PHONE_INVALID",
      "contactPhone",
      "Le téléphone du contact « 12 » n'est pas valide",
    ],
    [
      { paymentMode: 15 },
      "SUPPLIER_PAYMENT_MODE_INVALID",
      "paymentMode",
      "Le mode de paiement doit être comptant, 30, 45 ou 60 jours",
    ],
  ])("refuses %j with %s on its field", (change, code, field, message) => {
    expect(refusal(() => validateSupplier({ ...valid, ...change }))).toEqual({
      code,
      field,
      message,
      kind: "invalid",
    });
  });
});

describe("supplier payment mode and deposit", () => {
  it("takes the four terms as numbers or strings, nothing else", () => {
    expect([0, "30", 45, " 60 "].map(parseSupplierPaymentMode)).toEqual([0, 30, 45, 60]);
    for (const wrong of [null, "", "30.0", 30.5, -30, "trente", 90]) {
      expect(refusal(() => parseSupplierPaymentMode(wrong)).code).toBe("SUPPLIER_PAYMENT_MODE_INVALID");
    }
  });

  it("reads a deposit within 0-100 with two decimals at most", () => {
    expect([0, "30", "12,50 %", 99.99, "100"].map(parseSupplierAdvance)).toEqual([
      "0",
      "30",
      "12.5",
      "99.99",
      "100",
    ]);
    expect(refusal(() => parseSupplierAdvance("")).code).toBe("SUPPLIER_ADVANCE_REQUIRED");
    expect(refusal(() => parseSupplierAdvance(null)).code).toBe("SUPPLIER_ADVANCE_REQUIRED");
    expect(refusal(() => parseSupplierAdvance("trente")).message).toBe(
      "L'acompte demandé « trente » doit être un pourcentage, par exemple 30",
    );
    expect(refusal(() => parseSupplierAdvance(Number.NaN)).code).toBe("SUPPLIER_ADVANCE_NOT_A_NUMBER");
    expect(refusal(() => parseSupplierAdvance("100,01")).code).toBe("SUPPLIER_ADVANCE_OUT_OF_RANGE");
    expect(refusal(() => parseSupplierAdvance(-1)).code).toBe("SUPPLIER_ADVANCE_OUT_OF_RANGE");
    expect(refusal(() => parseSupplierAdvance("12,555")).code).toBe("SUPPLIER_ADVANCE_TOO_PRECISE");
  });
});

describe("supplier deletion", () => {
  const admin = { isSuperAdmin: true };
  const user = { isSuperAdmin: false };

  it("a draft by anyone, a saved supplier by a super admin only", () => {
    expect(canDeleteSupplier(user, { isDraft: true })).toBe(true);
    expect(canDeleteSupplier(user, { isDraft: false })).toBe(false);
    expect(canDeleteSupplier(admin, { isDraft: false })).toBe(true);
    expect(refusal(() => assertSupplierDeletable(user, { isDraft: false }, { offers: 0 })).kind).toBe(
      "forbidden",
    );
  });

  it("never while it offers products, saying how many and what to do instead", () => {
    expect(refusal(() => assertSupplierDeletable(admin, { isDraft: false }, { offers: 2 }))).toMatchObject({
      kind: "rule",
      message:
        "Ce fournisseur est utilisé (2 produits proposés) : il ne peut pas être supprimé, désactivez-le plutôt.",
    });
    expect(() => assertSupplierDeletable(admin, { isDraft: false }, { offers: 0 })).not.toThrow();
  });

  it("purges drafts older than 24 hours", () => {
    expect(supplierDraftPurgeBefore(new Date("2025-03-02T10:00:00Z")).toISOString()).toBe(
      "2025-03-01T10:00:00.000Z",
    );
  });
});

describe("supplier sheet labels", () => {
  it("writes deposit, product, price per unit and delay the French way", () => {
    expect(supplierAdvanceValue("30.00")).toBe("30");
    expect(supplierAdvanceLabel("12.50")).toBe("12,5\u00a0%");
    expect(supplierOfferProductLabel("Plateau repas", true)).toBe("Plateau repas (frais)");
    expect(supplierOfferProductLabel("Vidéoprojecteur", false)).toBe("Vidéoprojecteur");
    // 1250 cents = 12,50 €
    expect(supplierOfferPriceLabel(toCents(1250), "UNITY_DAY")).toBe("12,50\u00a0€ HT / jour");
    expect(supplierOfferPriceLabel(toCents(123456), "UNITY_WEIGHT")).toBe("1\u202f234,56\u00a0€ HT / kg");
    expect(supplierOfferDelayLabel("3.0")).toBe("délai : 3 jours");
    expect(supplierOfferDelayLabel("1")).toBe("délai : 1 jour");
    expect(supplierOfferDelayLabel("0.5")).toBe("délai : 0,5 jour");
  });
});
