import {
  files,
  purchaseOrders,
  quotationExpenses,
  quotationSupplierProducts,
  supplierInvoiceProducts,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
  supplierPayments,
  suppliers,
  users,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  canEditSupplierInvoice,
  decimalToString,
  domainError,
  isSupplierInvoiceIncomplete,
  type PaymentMode,
  type PaymentType,
  type PurchaseOrderState,
  type SupplierInvoiceState,
  supplierInvoicePaidAt,
  toDecimal,
  type Unity,
} from "@tronc/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";
import type { ServiceContext } from "../../shared/context";
import { loadSupplierPayments } from "./payments/load";

/** A line of a supplier invoice, under the order it bills. */
export interface SupplierInvoiceLineView {
  id: number;
  supplierInvoicePurchaseOrderId: number;
  /** The purchase line it was copied from, if any. */
  quotationSupplierProductId: number | null;
  name: string;
  quantity: string;
  unity: Unity;
  unitPriceCents: Cents;
  vatRate: string;
  baseHtCents: Cents;
  totalHtCents: Cents;
  /** The purchase line is marked paid by this invoice (document 1's 'Payé · {number}' badge). */
  paid: boolean;
}

/** A purchase order billed by the invoice, with its lines as invoiced. */
export interface SupplierInvoiceOrderView {
  /** The link's id (supplier_invoice_purchase_orders). */
  id: number;
  supplierInvoiceId: number;
  confirmed: boolean;
  purchaseOrder: {
    id: number;
    reference: string;
    state: PurchaseOrderState;
    title: string;
    totalHtCents: Cents;
    totalTtcCents: Cents;
  };
  lines: SupplierInvoiceLineView[];
}

export interface SupplierPaymentView {
  id: number;
  supplierInvoiceId: number;
  amountCents: Cents;
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
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
  invoiceNumber: string | null;
  /** TTC. */
  amountCents: Cents | null;
  amountTvaCents: Cents | null;
  paymentAt: string | null;
  /** 'Réglée le': the last payment's date once paid in full, else null. */
  paidAt: string | null;
  invoiceReceivedAt: string | null;
  invoiceAt: string | null;
  comment: string;
  amountLeftCents: Cents;
  /** 'Informations manquantes, en cours de rédaction'. */
  incomplete: boolean;
  orders: SupplierInvoiceOrderView[];
  payments: SupplierPaymentView[];
  createdAt: string;
  createdBy: { id: number; fullname: string } | null;
  /** Accounting or super admin: may change it, link orders, record payments, delete it. */
  canEdit: boolean;
}

const exact = (value: string) => decimalToString(toDecimal(value));

/** The invoice's orders (in the order they were linked) with their lines as invoiced. */
async function loadOrders(
  db: ServiceContext["db"],
  supplierInvoiceId: number,
): Promise<SupplierInvoiceOrderView[]> {
  const links = await db
    .select({
      id: supplierInvoicePurchaseOrders.id,
      confirmed: supplierInvoicePurchaseOrders.confirmed,
      order: {
        id: purchaseOrders.id,
        reference: purchaseOrders.reference,
        state: purchaseOrders.state,
        title: quotationExpenses.title,
        totalHtCents: quotationExpenses.totalHtCents,
        totalTtcCents: quotationExpenses.totalTtcCents,
      },
    })
    .from(supplierInvoicePurchaseOrders)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierInvoicePurchaseOrders.purchaseOrderId))
    .innerJoin(quotationExpenses, eq(quotationExpenses.id, purchaseOrders.quotationExpenseId))
    .where(eq(supplierInvoicePurchaseOrders.supplierInvoiceId, supplierInvoiceId))
    .orderBy(asc(supplierInvoicePurchaseOrders.id));
  const lines = await loadSupplierInvoiceLines(
    db,
    links.map((link) => link.id),
    supplierInvoiceId,
  );
  return links.map((link) => ({
    id: link.id,
    supplierInvoiceId,
    confirmed: link.confirmed,
    purchaseOrder: link.order,
    lines: lines.filter((line) => line.supplierInvoicePurchaseOrderId === link.id),
  }));
}

/** Lines of the given links, each saying whether its purchase line is marked paid by this invoice. */
export async function loadSupplierInvoiceLines(
  db: ServiceContext["db"],
  linkIds: number[],
  supplierInvoiceId: number,
): Promise<SupplierInvoiceLineView[]> {
  if (linkIds.length === 0) return [];
  const rows = await db
    .select({ line: supplierInvoiceProducts, paidBy: quotationSupplierProducts.paidBySupplierInvoiceId })
    .from(supplierInvoiceProducts)
    .leftJoin(
      quotationSupplierProducts,
      eq(quotationSupplierProducts.id, supplierInvoiceProducts.quotationSupplierProductId),
    )
    .where(inArray(supplierInvoiceProducts.supplierInvoicePurchaseOrderId, linkIds))
    .orderBy(asc(supplierInvoiceProducts.id));
  return rows.map(({ line, paidBy }) => ({
    id: line.id,
    supplierInvoicePurchaseOrderId: line.supplierInvoicePurchaseOrderId,
    quotationSupplierProductId: line.quotationSupplierProductId,
    name: line.name,
    quantity: exact(line.quantity),
    unity: line.unity,
    unitPriceCents: line.unitPriceCents,
    vatRate: exact(line.vatRate),
    baseHtCents: line.baseHtCents,
    totalHtCents: line.totalHtCents,
    paid: paidBy === supplierInvoiceId,
  }));
}

/** The edit screen's invoice: every signed-in user reads it (decision 1). */
export async function getSupplierInvoice(
  ctx: ServiceContext,
  input: { id: number },
): Promise<SupplierInvoiceDetail> {
  const [row] = await ctx.db
    .select({
      invoice: supplierInvoices,
      supplier: { id: suppliers.id, name: suppliers.name },
      file: { id: files.id, filename: files.filename },
      creatorName: users.name,
      creatorLastname: users.lastname,
    })
    .from(supplierInvoices)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
    .leftJoin(files, eq(files.id, supplierInvoices.fileId))
    .leftJoin(users, eq(users.id, supplierInvoices.createdById))
    .where(eq(supplierInvoices.id, input.id));
  if (!row) throw domainError("SUPPLIER_INVOICE_NOT_FOUND", "notFound");
  const { invoice, supplier, file } = row;
  const orders = await loadOrders(ctx.db, invoice.id);
  const payments = await loadSupplierPayments(ctx.db, eq(supplierPayments.supplierInvoiceId, invoice.id));
  const paidAt = supplierInvoicePaidAt(
    invoice,
    payments.map((payment) => payment.paidAt),
  );
  return {
    id: invoice.id,
    supplier,
    file: file ? { ...file, url: `/api/files/${file.id}` } : null,
    state: invoice.state,
    version: invoice.version,
    invoiceNumber: invoice.invoiceNumber,
    amountCents: invoice.amountCents,
    amountTvaCents: invoice.amountTvaCents,
    paymentAt: invoice.paymentAt,
    paidAt,
    invoiceReceivedAt: invoice.invoiceReceivedAt,
    invoiceAt: invoice.invoiceAt,
    comment: invoice.comment,
    amountLeftCents: invoice.amountLeftCents,
    incomplete: isSupplierInvoiceIncomplete({
      hasFile: file !== null,
      invoiceNumber: invoice.invoiceNumber,
      amountCents: invoice.amountCents,
      amountTvaCents: invoice.amountTvaCents,
      paymentAt: invoice.paymentAt,
      invoiceReceivedAt: invoice.invoiceReceivedAt,
      invoiceAt: invoice.invoiceAt,
      purchaseOrderCount: orders.length,
      paidAt,
    }),
    orders,
    payments,
    createdAt: invoice.createdAt.toISOString(),
    createdBy:
      invoice.createdById === null || row.creatorName === null || row.creatorLastname === null
        ? null
        : {
            id: invoice.createdById,
            fullname: fullname({ name: row.creatorName, lastname: row.creatorLastname }),
          },
    canEdit: canEditSupplierInvoice(ctx.user),
  };
}

/** One link of an invoice (GET /api/compta/supplier_invoice_purchase_orders/{id}). */
export async function getSupplierInvoiceOrder(
  ctx: ServiceContext,
  input: { id: number },
): Promise<SupplierInvoiceOrderView> {
  const [link] = await ctx.db
    .select({ supplierInvoiceId: supplierInvoicePurchaseOrders.supplierInvoiceId })
    .from(supplierInvoicePurchaseOrders)
    .where(eq(supplierInvoicePurchaseOrders.id, input.id));
  const order = link
    ? (await loadOrders(ctx.db, link.supplierInvoiceId)).find((candidate) => candidate.id === input.id)
    : undefined;
  if (!order) throw domainError("SUPPLIER_INVOICE_LINK_NOT_FOUND", "notFound");
  return order;
}
