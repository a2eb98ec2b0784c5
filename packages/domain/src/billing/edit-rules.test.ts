import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  assertCanChangeInvoiceState,
  assertFreeTextHasText,
  assertInvoiceHeaderEditable,
  assertInvoiceValidatable,
  isFreeTextInvoiceLine,
  parseInvoiceAddress,
  parseOperationCategory,
} from "./edit-rules";

const draft = {
  state: "STATE_CREATED" as const,
  totalTtcCents: toCents(377_375),
  invoiceDate: "2026-11-20",
  today: "2026-11-25",
  lastValidatedDate: "2026-11-19",
  unnumberedDeductions: 0,
};

describe("invoice edit rules", () => {
  it("lets a draft change anything and a validated invoice only its internal comment and state", () => {
    expect(() => assertInvoiceHeaderEditable("STATE_CREATED", ["title", "invoiceDate"])).not.toThrow();
    expect(() => assertInvoiceHeaderEditable("STATE_VALIDATED", ["internalComment", "state"])).not.toThrow();
    expect(() => assertInvoiceHeaderEditable("STATE_SEND", ["invoiceAddress"])).toThrow(/validée/);
  });

  it("refuses a billing address of 301 characters", () => {
    expect(parseInvoiceAddress(` ${"a".repeat(300)} `)).toHaveLength(300);
    expect(() => parseInvoiceAddress("a".repeat(301))).toThrow(
      "L'adresse de facturation ne doit pas dépasser 300 caractères",
    );
  });

  it("reads the operation category", () => {
    expect(parseOperationCategory("GOODS")).toBe("GOODS");
    expect(() => parseOperationCategory("FOOD")).toThrow(/FOOD/);
  });

  it("validates a dated, non-empty draft deducting only numbered invoices", () => {
    expect(() => assertInvoiceValidatable(draft)).not.toThrow();
    expect(() => assertInvoiceValidatable({ ...draft, lastValidatedDate: "2026-11-20" })).not.toThrow();
    expect(() => assertInvoiceValidatable({ ...draft, state: "STATE_VALIDATED" })).toThrow(/rédaction/);
    expect(() => assertInvoiceValidatable({ ...draft, totalTtcCents: toCents(0) })).toThrow(/sans montant/);
    expect(() => assertInvoiceValidatable({ ...draft, unnumberedDeductions: 1 })).toThrow(/sans numéro/);
    expect(() => assertInvoiceValidatable({ ...draft, invoiceDate: "2026-11-26" })).toThrow(
      "La date de facture (26/11/2026) ne peut pas être postérieure à aujourd'hui",
    );
    expect(() => assertInvoiceValidatable({ ...draft, lastValidatedDate: "2026-11-21" })).toThrow(
      /21\/11\/2026/,
    );
  });

  it("leaves validation and state changes to accounting and super admins", () => {
    expect(() => assertCanChangeInvoiceState({ isCompta: true, isSuperAdmin: false })).not.toThrow();
    expect(() => assertCanChangeInvoiceState({ isCompta: false, isSuperAdmin: true })).not.toThrow();
    expect(() => assertCanChangeInvoiceState({ isCompta: false, isSuperAdmin: false })).toThrow(
      /comptabilité/,
    );
  });
});

describe("free-text invoice lines", () => {
  it("are lines without a product that bill nothing", () => {
    expect(
      isFreeTextInvoiceLine({ triangleProductId: null, quantity: "0.000", unitPriceCents: toCents(0) }),
    ).toBe(true);
    // A deposit line: no product, but 1 × 720,00.
    expect(
      isFreeTextInvoiceLine({ triangleProductId: null, quantity: "1", unitPriceCents: toCents(72_000) }),
    ).toBe(false);
    expect(isFreeTextInvoiceLine({ triangleProductId: 4, quantity: "0", unitPriceCents: toCents(0) })).toBe(
      false,
    );
  });
});

describe("a free-text line keeps a text", () => {
  it("refuses an empty text, tags and spaces alone included, and keeps any written text", () => {
    for (const empty of ["", "  ", "<p></p>", "<p> &nbsp; </p>", "<p><br></p>"]) {
      expect(() => assertFreeTextHasText(empty)).toThrow(
        "Saisissez le texte de la ligne : une ligne de texte libre ne peut pas rester vide",
      );
    }
    expect(() => assertFreeTextHasText("<p>Prestation de juin</p>")).not.toThrow();
  });
});
