import type {
  PaymentMode,
  PaymentType,
  PurchaseOrderState,
  SupplierInvoiceState,
  Unity,
} from "@tronc/domain";
import type { ServiceContext } from "../shared/context";
import { notBuilt } from "../shared/not-built";

/** A line of a supplier invoice, under the order it bills. */
export interface SupplierInvoiceLineView {
  id: number;
  supplierInvoicePurchaseOrderId: number;
  /** The purchase line it was copied from, if any. */
  quotationSupplierProductId: number | null;
  name: string;
  quantity: string;
  unity: Unity;
  unitPriceCents: number;
  vatRate: string;
  baseHtCents: number;
  totalHtCents: number;
  /** The purchase line is marked paid by this invoice (document 1's 'Payé · {number}' badge). */
  paid: boolean;
}

/** A purchase order billed by the invoice, with its lines as invoiced. */
export interface SupplierInvoiceOrderView {
  /** The link's id (supplier_invoice_purchase_orders). */
  id: number;
  confirmed: boolean;
  purchaseOrder: {
    id: number;
    reference: string;
    state: PurchaseOrderState;
    title: string;
    totalHtCents: number;
    totalTtcCents: number;
  };
  lines: SupplierInvoiceLineView[];
}

export interface SupplierPaymentView {
  id: number;
  supplierInvoiceId: number;
  amountCents: number;
  paymentType: PaymentType;
  paymentTypeLabel: string;
  paymentMode: PaymentMode;
  paymentModeLabel: string;
  comment: string;
  paidAt: string;
}

export interface SupplierInvoiceDetail {
  id: number;
  supplier: { id: number; name: string };
  file: { id: number; filename: string; url: string } | null;
  state: SupplierInvoiceState;
  invoiceNumber: string | null;
  /** TTC. */
  amountCents: number | null;
  amountTvaCents: number | null;
  paymentAt: string | null;
  invoiceReceivedAt: string | null;
  invoiceAt: string | null;
  comment: string;
  amountLeftCents: number;
  /** 'Informations manquantes, en cours de rédaction'. */
  incomplete: boolean;
  orders: SupplierInvoiceOrderView[];
  payments: SupplierPaymentView[];
  createdAt: string;
  createdBy: { id: number; fullname: string } | null;
  /** Accounting or super admin: may change it, link orders, record payments, delete it. */
  canEdit: boolean;
}

export async function getSupplierInvoice(
  _ctx: ServiceContext,
  _input: { id: number },
): Promise<SupplierInvoiceDetail> {
  return notBuilt("getSupplierInvoice");
}
