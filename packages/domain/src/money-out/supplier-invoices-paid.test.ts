import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { isSupplierInvoiceIncomplete, supplierInvoicePaidAt } from "./supplier-invoices";

const draft = {
  hasFile: false,
  invoiceNumber: "FF-1",
  amountCents: toCents(83_000),
  amountTvaCents: toCents(10_500),
  paymentAt: null,
  invoiceReceivedAt: "2026-11-20",
  invoiceAt: "2026-11-18",
  purchaseOrderCount: 0,
};

describe("a supplier invoice paid in full", () => {
  it("is paid on its last payment's day once nothing is left of a TTC", () => {
    const dates = ["2026-11-20", "2026-11-27", "2026-11-25"];
    expect(supplierInvoicePaidAt({ amountCents: toCents(83_000), amountLeftCents: toCents(0) }, dates)).toBe(
      "2026-11-27",
    );
    // 830,00 − 500,00 = 330,00 left: not paid yet.
    expect(
      supplierInvoicePaidAt({ amountCents: toCents(83_000), amountLeftCents: toCents(33_000) }, dates),
    ).toBeNull();
    expect(supplierInvoicePaidAt({ amountCents: null, amountLeftCents: toCents(0) }, dates)).toBeNull();
    expect(
      supplierInvoicePaidAt({ amountCents: toCents(83_000), amountLeftCents: toCents(0) }, []),
    ).toBeNull();
  });

  it("is no longer 'Informations manquantes' once paid, though a field is still empty", () => {
    expect(isSupplierInvoiceIncomplete(draft)).toBe(true);
    expect(isSupplierInvoiceIncomplete({ ...draft, paidAt: null })).toBe(true);
    expect(isSupplierInvoiceIncomplete({ ...draft, paidAt: "2026-11-27" })).toBe(false);
  });
});
