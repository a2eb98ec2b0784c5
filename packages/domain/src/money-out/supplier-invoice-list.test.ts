import { describe, expect, it } from "vitest";
import {
  DEFAULT_SUPPLIER_INVOICE_LIST_STATES,
  readSupplierInvoiceStates,
  SUPPLIER_INVOICE_LIST_STATES,
  supplierInvoiceCountLabel,
  supplierInvoiceListLabel,
} from "./supplier-invoice-list";

describe("the supplier invoice list's rules", () => {
  it("offers the three states and shows the pending ones by default", () => {
    expect(SUPPLIER_INVOICE_LIST_STATES).toEqual(["STATE_PENDING", "STATE_PAID", "STATE_ADVANCE"]);
    expect(DEFAULT_SUPPLIER_INVOICE_LIST_STATES).toEqual(["STATE_PENDING"]);
  });

  it("reads known states and refuses an unknown one in French, on the state field", () => {
    expect(readSupplierInvoiceStates(["STATE_PAID", "STATE_ADVANCE"])).toEqual([
      "STATE_PAID",
      "STATE_ADVANCE",
    ]);
    expect(() => readSupplierInvoiceStates(["STATE_VALIDATED"])).toThrow(
      expect.objectContaining({
        message: "L'état de facture fournisseur « STATE_VALIDATED » n'existe pas",
        field: "state",
      }),
    );
  });

  it("titles a card by its number, 'Sans numéro' while none is typed", () => {
    expect(supplierInvoiceListLabel("F-2026-118")).toBe("F-2026-118");
    expect(supplierInvoiceListLabel(null)).toBe("Sans numéro");
    expect(supplierInvoiceListLabel("  ")).toBe("Sans numéro");
  });

  it("counts in French: 0 and 1 singular, 3 and 1 234 plural", () => {
    expect(supplierInvoiceCountLabel(0)).toBe("0 facture");
    expect(supplierInvoiceCountLabel(1)).toBe("1 facture");
    expect(supplierInvoiceCountLabel(3)).toBe("3 factures");
    expect(supplierInvoiceCountLabel(1234).replace(/\s/g, " ")).toBe("1 234 factures");
  });
});
