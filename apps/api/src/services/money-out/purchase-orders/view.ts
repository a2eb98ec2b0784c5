import {
  type DbOrTx,
  projects,
  purchaseOrders,
  quotationExpenses,
  quotations,
  recommendations,
  supplierInvoiceProducts,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
  suppliers,
  triangleCompanies,
  users,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  canChangePurchaseOrder,
  canCreateSupplierInvoiceFromOrder,
  decimalToString,
  domainError,
  type PurchaseOrderState,
  type SupplierInvoiceState,
  toDecimal,
  type Unity,
} from "@tronc/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { loadPurchases, type PurchaseView } from "../../proposals/purchases/views";
import type { ServiceContext } from "../../shared/context";

export const PRINT_PURCHASE_ORDER_PATH = "/admin/print_purchase_order";

/** A line of a supplier invoice billed on the order, as the supplier invoiced it. */
export interface PurchaseOrderInvoiceLineView {
  id: number;
  name: string;
  quantity: string;
  unity: Unity;
  unitPriceCents: Cents;
  vatRate: string;
  totalHtCents: Cents;
}

/** A supplier invoice billed on the order (through supplier_invoice_purchase_orders), with its lines. */
export interface PurchaseOrderInvoiceView {
  /** The link's id. */
  linkId: number;
  confirmed: boolean;
  id: number;
  invoiceNumber: string | null;
  state: SupplierInvoiceState;
  /** TTC, null while unknown. */
  amountCents: Cents | null;
  invoiceAt: string | null;
  lines: PurchaseOrderInvoiceLineView[];
}

/** 'Bon de commande {reference}': the order, its purchase (editor), the invoices billed on it. */
export interface PurchaseOrderDetail {
  id: number;
  reference: string;
  state: PurchaseOrderState;
  /** Sent back by every update: a save based on an older version is refused. */
  version: number;
  createdAt: string;
  createdBy: { id: number; fullname: string } | null;
  supplier: { id: number; name: string };
  triangleCompany: { id: number; name: string };
  project: { id: number; name: string; deliveryDate: string | null } | null;
  /** The lead of the quotation's recommendation ('/lead/edit/{leadId}'). */
  leadId: number | null;
  quotation: { id: number; reference: string; title: string };
  purchase: PurchaseView;
  supplierInvoices: PurchaseOrderInvoiceView[];
  /** Accounting or super admin: may change the state. */
  canEdit: boolean;
  /** 'Créer une facture fournisseur': not when finished or canceled. */
  canCreateSupplierInvoice: boolean;
  printUrl: string;
}

const exact = (value: string) => decimalToString(toDecimal(value));
const fullname = (row: { name: string; lastname: string }) => `${row.name} ${row.lastname}`.trim();

/** The order's row with what names it (supplier, group company, quotation, lead), or null. */
export async function loadPurchaseOrderRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      order: purchaseOrders,
      supplier: { id: suppliers.id, name: suppliers.name },
      triangleCompany: { id: triangleCompanies.id, name: triangleCompanies.name },
      quotation: { id: quotations.id, reference: quotations.reference, title: quotations.title },
      leadId: recommendations.leadId,
      companyId: recommendations.companyId,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, purchaseOrders.triangleCompanyId))
    .innerJoin(quotationExpenses, eq(quotationExpenses.id, purchaseOrders.quotationExpenseId))
    .innerJoin(quotations, eq(quotations.id, quotationExpenses.quotationId))
    .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
    .where(eq(purchaseOrders.id, id));
  return row ?? null;
}

/** The order's project, else the project of its lead (orders written before the project existed). */
export async function projectOfOrder(
  db: DbOrTx,
  order: { projectId: number | null },
  leadId: number | null,
): Promise<PurchaseOrderDetail["project"]> {
  const where =
    order.projectId !== null
      ? eq(projects.id, order.projectId)
      : leadId !== null
        ? eq(projects.leadId, leadId)
        : null;
  if (!where) return null;
  const [project] = await db
    .select({ id: projects.id, name: projects.name, deliveryDate: projects.deliveryDate })
    .from(projects)
    .where(where);
  return project ?? null;
}

/** The supplier invoices billed on the order, oldest link first, each with its lines. */
async function invoicesOfOrder(db: DbOrTx, orderId: number): Promise<PurchaseOrderInvoiceView[]> {
  const links = await db
    .select({
      linkId: supplierInvoicePurchaseOrders.id,
      confirmed: supplierInvoicePurchaseOrders.confirmed,
      id: supplierInvoices.id,
      invoiceNumber: supplierInvoices.invoiceNumber,
      state: supplierInvoices.state,
      amountCents: supplierInvoices.amountCents,
      invoiceAt: supplierInvoices.invoiceAt,
    })
    .from(supplierInvoicePurchaseOrders)
    .innerJoin(supplierInvoices, eq(supplierInvoices.id, supplierInvoicePurchaseOrders.supplierInvoiceId))
    .where(eq(supplierInvoicePurchaseOrders.purchaseOrderId, orderId))
    .orderBy(asc(supplierInvoicePurchaseOrders.id));
  if (links.length === 0) return [];
  const lines = await db
    .select()
    .from(supplierInvoiceProducts)
    .where(
      inArray(
        supplierInvoiceProducts.supplierInvoicePurchaseOrderId,
        links.map((link) => link.linkId),
      ),
    )
    .orderBy(asc(supplierInvoiceProducts.id));
  return links.map((link) => ({
    ...link,
    lines: lines
      .filter((line) => line.supplierInvoicePurchaseOrderId === link.linkId)
      .map((line) => ({
        id: line.id,
        name: line.name,
        quantity: exact(line.quantity),
        unity: line.unity,
        unitPriceCents: line.unitPriceCents,
        vatRate: exact(line.vatRate),
        totalHtCents: line.totalHtCents,
      })),
  }));
}

/** The edit page of a purchase order (every signed-in user reads it); 404 in French. */
export async function getPurchaseOrder(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<PurchaseOrderDetail> {
  const row = await loadPurchaseOrderRow(ctx.db, id);
  if (!row) throw domainError("PURCHASE_ORDER_NOT_FOUND", "notFound");
  const { order } = row;
  const [[purchase], project, supplierInvoiceViews, [creator]] = await Promise.all([
    loadPurchases(ctx.db, eq(quotationExpenses.id, order.quotationExpenseId)),
    projectOfOrder(ctx.db, order, row.leadId),
    invoicesOfOrder(ctx.db, order.id),
    order.createdById === null
      ? Promise.resolve([])
      : ctx.db
          .select({ id: users.id, name: users.name, lastname: users.lastname })
          .from(users)
          .where(eq(users.id, order.createdById)),
  ]);
  if (!purchase) throw domainError("PURCHASE_ORDER_NOT_FOUND", "notFound");
  return {
    id: order.id,
    reference: order.reference,
    state: order.state,
    version: order.version,
    createdAt: order.createdAt.toISOString(),
    createdBy: creator ? { id: creator.id, fullname: fullname(creator) } : null,
    supplier: row.supplier,
    triangleCompany: row.triangleCompany,
    project,
    leadId: row.leadId,
    quotation: row.quotation,
    purchase,
    supplierInvoices: supplierInvoiceViews,
    canEdit: canChangePurchaseOrder(ctx.user),
    canCreateSupplierInvoice: canCreateSupplierInvoiceFromOrder(order.state),
    printUrl: `${PRINT_PURCHASE_ORDER_PATH}/${order.id}`,
  };
}
