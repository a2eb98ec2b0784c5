import { domainError, MESSAGES } from "../messages";
import { SUPPLIER_INVOICE_STATE_LABELS, type SupplierInvoiceState } from "./supplier-invoices";

/** The states the list's chips offer, in the order of the edit form's select. */
export const SUPPLIER_INVOICE_LIST_STATES = Object.keys(
  SUPPLIER_INVOICE_STATE_LABELS,
) as SupplierInvoiceState[];

/** What the list shows when no state is asked (§9: pending by default). */
export const DEFAULT_SUPPLIER_INVOICE_LIST_STATES: readonly SupplierInvoiceState[] = ["STATE_PENDING"];

export function isSupplierInvoiceState(value: string): value is SupplierInvoiceState {
  return (SUPPLIER_INVOICE_LIST_STATES as string[]).includes(value);
}

/** Reads the list's state values (Hydra's `state`), refusing an unknown one in French. */
export function readSupplierInvoiceStates(values: readonly string[]): SupplierInvoiceState[] {
  return values.map((value) => {
    if (!isSupplierInvoiceState(value)) {
      throw domainError("SUPPLIER_INVOICE_LIST_STATE_UNKNOWN", "invalid", { value }, { field: "state" });
    }
    return value;
  });
}

/** A card's title: the supplier's invoice number, or 'Sans numéro' while it is not typed. */
export function supplierInvoiceListLabel(invoiceNumber: string | null): string {
  return invoiceNumber?.trim() || MESSAGES.SUPPLIER_INVOICE_WITHOUT_NUMBER;
}

/** The list's count: '1 facture', '3 factures' (French: 0 and 1 are singular). */
export function supplierInvoiceCountLabel(count: number): string {
  return `${count.toLocaleString("fr-FR")} facture${count > 1 ? "s" : ""}`;
}
