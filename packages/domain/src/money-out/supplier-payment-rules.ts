import { domainError } from "../messages";
import { assertPaymentFitsInvoice } from "../money-in/settlement";
import { type Cents, toCents } from "../shared/cents";
import {
  type SupplierInvoiceState,
  supplierInvoiceAmountLeft,
  supplierInvoiceStateFromPayments,
} from "./supplier-invoices";

/**
 * A supplier payment is positive and fits what the invoice still carries (an edited payment takes back
 * its own previous amount, `replacedCents`); an invoice whose TTC is not typed yet takes none.
 */
export function assertSupplierPaymentFits(
  invoice: { amountCents: Cents | null; amountLeftCents: Cents },
  amountCents: Cents,
  replacedCents = 0,
): void {
  if (invoice.amountCents === null) throw domainError("SUPPLIER_PAYMENT_AMOUNT_UNKNOWN", "rule");
  assertPaymentFitsInvoice(amountCents, invoice.amountLeftCents, replacedCents);
}

/**
 * What a supplier invoice carries from its payments: amount left = TTC (0 while unknown) − their sum,
 * and the state they give (paid when nothing is left, 'Acompte' once something is paid).
 */
export function settleSupplierInvoice(
  invoice: { amountCents: Cents | null },
  paymentsCents: readonly Cents[],
): { amountLeftCents: Cents; state: SupplierInvoiceState } {
  const ttcCents = invoice.amountCents ?? 0;
  return {
    amountLeftCents: toCents(supplierInvoiceAmountLeft(toCents(ttcCents), paymentsCents)),
    state: supplierInvoiceStateFromPayments(toCents(ttcCents), paymentsCents),
  };
}
