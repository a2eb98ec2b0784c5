import {
  companies,
  credits,
  invoices,
  purchaseOrders,
  quotationExpenses,
  quotations,
  recommendations,
  supplierInvoices,
  suppliers,
} from "@tronc/db";
import {
  CREDIT_STATE_LABELS,
  INVOICE_STATE_LABELS,
  PURCHASE_ORDER_STATE_LABELS,
  QUOTATION_STATE_LABELS,
  SUPPLIER_INVOICE_STATE_LABELS,
} from "@tronc/domain";
import { desc, eq } from "drizzle-orm";
import { invoiceSearchConditions } from "../../../../services/billing/list/conditions";
import { quotationListConditions } from "../../../../services/billing/quotations/conditions";
import { purchaseOrderSearchConditions } from "../../../../services/money-out/purchase-orders/list/conditions";
import { withOrderParties } from "../../../../services/money-out/purchase-orders/list/source";
import { supplierInvoiceSearchConditions } from "../../../../services/money-out/supplier-invoices/list/conditions";
import { invoiceListContract } from "../../../billing/invoice-list/contract";
import { creditSearchConditions } from "../../../money-in/credit-list/conditions";
import { creditListContract } from "../../../money-in/credit-list/contract";
import { purchaseOrderListContract } from "../../../money-out/purchase-order-list/contract";
import { supplierInvoiceListContract } from "../../../money-out/supplier-invoice-list/contract";
import { accountingQuotationContract } from "../../../proposals/accounting-quotations/contract";
import { hit, type KindFinder, screenUrl } from "./finder";

/** Every state: the box finds a paid invoice as well as a draft (the lists' own defaults aside). */
const EVERY_STATE = [] as const;

/** Quotations by reference, title, client (their recommendation's search text). */
export const quotationFinder: KindFinder = {
  kind: "quotation",
  policy: accountingQuotationContract.operations.search.policy,
  listPath: "/compta/quotation",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: quotations.id,
        reference: quotations.reference,
        title: quotations.title,
        state: quotations.state,
        amountCents: quotations.totalTtcCents,
        client: companies.name,
      })
      .from(quotations)
      .innerJoin(recommendations, eq(recommendations.id, quotations.recommendationId))
      .leftJoin(companies, eq(companies.id, recommendations.companyId))
      .where(quotationListConditions({ q, states: [...EVERY_STATE] }))
      .orderBy(desc(quotations.id))
      .limit(limit)
      .prepare("search_quotation")
      .execute();
    return rows.map((row) =>
      hit("quotation", {
        id: row.id,
        title: row.title || row.reference || `Devis n° ${row.id}`,
        number: row.reference,
        party: row.client,
        amountCents: row.amountCents,
        state: QUOTATION_STATE_LABELS[row.state],
        url: screenUrl("/compta/quotation", row.id),
      }),
    );
  },
};

/** Invoices by reference ('FA-TRI-2026-00012' or its counter), title, client (the invoice list's text). */
export const invoiceFinder: KindFinder = {
  kind: "invoice",
  policy: invoiceListContract.operations.search.policy,
  listPath: "/compta/invoice",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: invoices.id,
        reference: invoices.reference,
        title: invoices.title,
        state: invoices.state,
        amountCents: invoices.totalTtcCents,
        client: companies.name,
      })
      .from(invoices)
      .leftJoin(companies, eq(companies.id, invoices.companyId))
      .where(invoiceSearchConditions({ q, states: [...EVERY_STATE] }))
      .orderBy(desc(invoices.id))
      .limit(limit)
      .prepare("search_invoice")
      .execute();
    return rows.map((row) =>
      hit("invoice", {
        id: row.id,
        title: row.title || row.reference || `Facture n° ${row.id}`,
        number: row.reference,
        party: row.client,
        amountCents: row.amountCents,
        state: INVOICE_STATE_LABELS[row.state],
        url: screenUrl("/compta/invoice", row.id),
      }),
    );
  },
};

/** Credit notes by reference, title, client, the invoice they credit (the credit list's text). */
export const creditNoteFinder: KindFinder = {
  kind: "credit-note",
  policy: creditListContract.operations.search.policy,
  listPath: "/compta/credit",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: credits.id,
        reference: credits.reference,
        title: credits.title,
        state: credits.state,
        amountCents: credits.totalTtcCents,
        client: companies.name,
      })
      .from(credits)
      .leftJoin(companies, eq(companies.id, credits.companyId))
      .where(creditSearchConditions({ q }))
      .orderBy(desc(credits.id))
      .limit(limit)
      .prepare("search_credit_note")
      .execute();
    return rows.map((row) =>
      hit("credit-note", {
        id: row.id,
        title: row.title || row.reference || `Avoir n° ${row.id}`,
        number: row.reference,
        party: row.client,
        amountCents: row.amountCents,
        state: CREDIT_STATE_LABELS[row.state],
        url: screenUrl("/compta/credit", row.id),
      }),
    );
  },
};

/** Supplier invoices by their number, supplier (the supplier invoice list's text). */
export const supplierInvoiceFinder: KindFinder = {
  kind: "supplier-invoice",
  policy: supplierInvoiceListContract.operations.search.policy,
  listPath: "/supplier-invoice",
  async find({ db }, q, limit) {
    const rows = await db
      .select({
        id: supplierInvoices.id,
        number: supplierInvoices.invoiceNumber,
        state: supplierInvoices.state,
        amountCents: supplierInvoices.amountCents,
        supplier: suppliers.name,
      })
      .from(supplierInvoices)
      .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
      .where(supplierInvoiceSearchConditions({ q, states: [...EVERY_STATE] }))
      .orderBy(desc(supplierInvoices.id))
      .limit(limit)
      .prepare("search_supplier_invoice")
      .execute();
    return rows.map((row) =>
      hit("supplier-invoice", {
        id: row.id,
        title: row.number ? `${row.supplier} — ${row.number}` : row.supplier,
        number: row.number,
        party: row.supplier,
        amountCents: row.amountCents,
        state: SUPPLIER_INVOICE_STATE_LABELS[row.state],
        url: screenUrl("/supplier-invoice", row.id),
      }),
    );
  },
};

/** Purchase orders by reference, purchase title, supplier, project, client (the order list's text). */
export const purchaseOrderFinder: KindFinder = {
  kind: "purchase-order",
  policy: purchaseOrderListContract.operations.search.policy,
  listPath: "/purchase-order",
  async find({ db }, q, limit) {
    const rows = await withOrderParties(
      db
        .select({
          id: purchaseOrders.id,
          reference: purchaseOrders.reference,
          title: quotationExpenses.title,
          amountCents: quotationExpenses.totalTtcCents,
          state: purchaseOrders.state,
          supplier: suppliers.name,
        })
        .from(purchaseOrders)
        .$dynamic(),
    )
      .where(purchaseOrderSearchConditions({ q, states: [...EVERY_STATE] }))
      .orderBy(desc(purchaseOrders.id))
      .limit(limit)
      .prepare("search_purchase_order")
      .execute();
    return rows.map((row) =>
      hit("purchase-order", {
        id: row.id,
        title: row.title || row.reference || `Bon de commande n° ${row.id}`,
        number: row.reference,
        party: row.supplier,
        amountCents: row.amountCents,
        state: PURCHASE_ORDER_STATE_LABELS[row.state],
        url: screenUrl("/purchase-order", row.id),
      }),
    );
  },
};
