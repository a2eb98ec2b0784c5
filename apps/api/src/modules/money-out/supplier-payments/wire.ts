import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { paymentWireFields } from "../../../hydra/routes/payment-wire-fields";
import type { SupplierPaymentView } from "../../../services/money-out/supplier-invoices/view";

/** Spec §3 Payment, supplier side: the customer payment's names, `supplierInvoice` for the invoice. */
export const supplierPaymentWire = wireType(
  "SupplierPayment",
  PATHS.supplierPayments,
  (payment: SupplierPaymentView) => ({
    ...paymentWireFields(payment),
    supplierInvoice: iri(PATHS.supplierInvoices, payment.supplierInvoiceId),
  }),
);
