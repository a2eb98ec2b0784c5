import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  assertCanEditSupplierInvoice,
  assertSupplierInvoiceAmounts,
  assertSupplierInvoiceFieldsComplete,
  firstMissingSupplierInvoiceField,
  readSupplierInvoiceAmount,
  readSupplierInvoiceDate,
  readSupplierInvoiceNumber,
  supplierInvoiceDayFr,
  supplierInvoiceNumberKey,
} from "./supplier-invoice-fields";

const complete = {
  invoiceNumber: "FA-1",
  amountCents: toCents(83_000),
  amountTvaCents: toCents(10_500),
  paymentAt: "2026-12-20",
  invoiceReceivedAt: "2026-11-22",
  invoiceAt: "2026-11-20",
};

describe("supplier invoice fields", () => {
  it("compares numbers upper-case without spaces", () => {
    expect(supplierInvoiceNumberKey(" fa 2026-01 ")).toBe("FA2026-01");
    expect(supplierInvoiceNumberKey("FA2026-01")).toBe(supplierInvoiceNumberKey("fa 2026 -01"));
    expect(readSupplierInvoiceNumber("  F 12 ")).toBe("F 12");
    expect(readSupplierInvoiceNumber("   ")).toBeNull();
    expect(() => readSupplierInvoiceNumber("x".repeat(61))).toThrow(
      "Le numéro de facture ne peut pas dépasser 60 caractères",
    );
  });

  it("reads amounts as payments read them, in cents", () => {
    // 1 234,56 € = 123 456 cents
    expect(readSupplierInvoiceAmount("1 234,56", "amount")).toBe(123_456);
    expect(readSupplierInvoiceAmount(830, "amount")).toBe(83_000);
    expect(readSupplierInvoiceAmount("0", "amountTva")).toBe(0);
    expect(readSupplierInvoiceAmount("", "amount")).toBeNull();
    expect(() => readSupplierInvoiceAmount("douze", "amount")).toThrow(
      "Le montant TTC « douze » n'est pas un montant valide",
    );
    expect(() => readSupplierInvoiceAmount("-5", "amountTva")).toThrow(
      "Le montant de TVA ne peut pas être négatif",
    );
    expect(() => readSupplierInvoiceAmount("1,234", "amount")).toThrow("plus de deux décimales");
  });

  it("refuses a VAT above the TTC, accepts it equal", () => {
    expect(() => assertSupplierInvoiceAmounts(toCents(10_000), toCents(10_001))).toThrow(
      "Le montant de TVA (100,01\u00a0€) ne peut pas dépasser le montant TTC (100,00\u00a0€)",
    );
    expect(() => assertSupplierInvoiceAmounts(toCents(10_000), toCents(10_000))).not.toThrow();
    expect(() => assertSupplierInvoiceAmounts(null, toCents(10_001))).not.toThrow();
  });

  it("reads dates, the old client's timestamps as their day", () => {
    expect(readSupplierInvoiceDate("2026-11-20", "invoiceAt")).toBe("2026-11-20");
    expect(readSupplierInvoiceDate("2026-11-20T00:00:00+01:00", "paymentAt")).toBe("2026-11-20");
    expect(readSupplierInvoiceDate(null, "paymentAt")).toBeNull();
    expect(() => readSupplierInvoiceDate("2026-02-30", "invoiceReceivedAt")).toThrow(
      "La date de réception « 30/02/2026 » n'est pas une date valide",
    );
  });

  it("names the first missing field once the PDF is attached", () => {
    expect(firstMissingSupplierInvoiceField(complete)).toBeNull();
    expect(firstMissingSupplierInvoiceField({ ...complete, amountTvaCents: null, invoiceAt: null })).toBe(
      "amountTva",
    );
    expect(() => assertSupplierInvoiceFieldsComplete({ ...complete, invoiceAt: null })).toThrow(
      "La date de facture est obligatoire une fois la facture fournisseur jointe",
    );
    // a TTC of 0,00 is typed, not missing
    expect(() => assertSupplierInvoiceFieldsComplete({ ...complete, amountCents: toCents(0) })).not.toThrow();
  });

  it("lets accounting and super admins change supplier invoices, no one else", () => {
    expect(() => assertCanEditSupplierInvoice({ isCompta: true, isSuperAdmin: false })).not.toThrow();
    expect(() => assertCanEditSupplierInvoice({ isCompta: false, isSuperAdmin: true })).not.toThrow();
    expect(() => assertCanEditSupplierInvoice({ isCompta: false, isSuperAdmin: false })).toThrow(
      "Seule la comptabilité",
    );
    expect(supplierInvoiceDayFr("2026-11-05")).toBe("05/11/2026");
  });
});
