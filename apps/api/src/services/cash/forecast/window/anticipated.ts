import {
  companies,
  type DbOrTx,
  forecastPayments,
  invoiceQuotations,
  invoices,
  purchaseOrders,
  quotations,
  supplierInvoicePurchaseOrders,
  supplierInvoices,
  suppliers,
} from "@tronc/db";
import {
  type AnticipatedLine,
  anticipatedLines,
  type ScheduledQuotationInput,
  toCents,
  transactionTypeOf,
} from "@tronc/domain";
import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { CompanyLabel } from "../line-view";
import type { ForecastLineView } from "../views";

/** Customer invoices count once validated or sent and until nothing is left to collect. */
const OPEN_INVOICE_STATES = ["STATE_VALIDATED", "STATE_SEND"] as const;
/** A quotation's schedule is anticipated while it is accepted or being billed. */
const SCHEDULED_QUOTATION_STATES = ["QUOTATION_STATE_ACCEPTED", "QUOTATION_STATE_BILLED"] as const;

function loadOpenInvoices(db: DbOrTx, until: string) {
  const dueDate = sql<string>`coalesce(${invoices.eligibleAt}, ${invoices.invoiceDate})`;
  return db
    .select({
      id: invoices.id,
      reference: sql<string>`coalesce(${invoices.reference}, '')`,
      clientName: companies.name,
      issuerId: invoices.triangleCompanyId,
      dueDate: sql<string>`${dueDate}::text`,
      amountLeftCents: invoices.amountLeftCents,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      and(
        inArray(invoices.state, [...OPEN_INVOICE_STATES]),
        sql`${invoices.amountLeftCents} > 0`,
        lte(dueDate, until),
      ),
    );
}

/**
 * Schedule entries not matched to a payment, with their quotation's TTC and what of it is invoiced
 * (drafts aside: a draft is not yet money anyone expects). Entries after `until` cannot change the
 * cap of earlier ones, so they are left out.
 */
async function loadScheduledQuotations(db: DbOrTx, until: string): Promise<ScheduledQuotationInput[]> {
  const invoiced = sql<string>`(select coalesce(sum(${invoiceQuotations.amountCents}), 0) from ${invoiceQuotations}
    join ${invoices} on ${invoices.id} = ${invoiceQuotations.invoiceId}
    where ${invoiceQuotations.quotationId} = ${quotations.id} and ${invoices.state} <> 'STATE_CREATED')`;
  const rows = await db
    .select({
      entryId: forecastPayments.id,
      date: forecastPayments.date,
      amountCents: forecastPayments.amountCents,
      quotationId: quotations.id,
      reference: quotations.reference,
      issuerId: quotations.triangleCompanyId,
      totalTtcCents: quotations.totalTtcCents,
      invoiced,
    })
    .from(forecastPayments)
    .innerJoin(quotations, eq(quotations.id, forecastPayments.quotationId))
    .where(
      and(
        isNull(forecastPayments.invoicePaymentId),
        inArray(quotations.state, [...SCHEDULED_QUOTATION_STATES]),
        lte(forecastPayments.date, until),
      ),
    );
  const byQuotation = new Map<
    number,
    ScheduledQuotationInput & { entries: ScheduledQuotationInput["entries"][number][] }
  >();
  for (const row of rows) {
    const quotation = byQuotation.get(row.quotationId) ?? {
      id: row.quotationId,
      reference: row.reference,
      issuerId: row.issuerId,
      totalTtcCents: row.totalTtcCents,
      invoicedCents: toCents(Number(row.invoiced)),
      entries: [],
    };
    quotation.entries.push({ id: row.entryId, date: row.date, amountCents: row.amountCents });
    byQuotation.set(row.quotationId, quotation);
  }
  return [...byQuotation.values()];
}

function loadOpenSupplierInvoices(db: DbOrTx, until: string) {
  const firstOrderCompany = sql<number | null>`(select ${purchaseOrders.triangleCompanyId}
    from ${supplierInvoicePurchaseOrders}
    join ${purchaseOrders} on ${purchaseOrders.id} = ${supplierInvoicePurchaseOrders.purchaseOrderId}
    where ${supplierInvoicePurchaseOrders.supplierInvoiceId} = ${supplierInvoices.id}
    order by ${supplierInvoicePurchaseOrders.id} limit 1)`;
  return db
    .select({
      id: supplierInvoices.id,
      number: sql<string>`coalesce(${supplierInvoices.invoiceNumber}, '')`,
      supplierName: suppliers.name,
      companyId: firstOrderCompany,
      paymentAt: sql<string>`${supplierInvoices.paymentAt}::text`,
      amountLeftCents: supplierInvoices.amountLeftCents,
    })
    .from(supplierInvoices)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
    .where(
      and(
        isNotNull(supplierInvoices.amountCents),
        sql`${supplierInvoices.amountLeftCents} > 0`,
        lte(supplierInvoices.paymentAt, until),
      ),
    );
}

/** Every anticipated line that may show up to `until` (late ones on today), in three statements. */
export async function loadAnticipatedLines(
  db: DbOrTx,
  until: string,
  today: string,
): Promise<AnticipatedLine[]> {
  const [invoiceRows, quotationRows, supplierRows] = await Promise.all([
    loadOpenInvoices(db, until),
    loadScheduledQuotations(db, until),
    loadOpenSupplierInvoices(db, until),
  ]);
  return anticipatedLines({
    today,
    invoices: invoiceRows,
    quotations: quotationRows,
    supplierInvoices: supplierRows.map((row) => ({
      ...row,
      companyId: row.companyId === null ? null : Number(row.companyId),
    })),
  });
}

const SOURCE_PATHS = {
  invoice: "/compta/invoice",
  schedule: "/compta/quotation",
  supplierInvoice: "/supplier-invoice",
} as const;

/** An anticipated line as the screen and the wire show it: read-only, with a link to its source. */
export function anticipatedLineView(
  line: AnticipatedLine,
  companiesById: Map<number, CompanyLabel>,
): ForecastLineView {
  const company = line.companyId === null ? undefined : companiesById.get(line.companyId);
  return {
    key: line.key,
    id: null,
    kind: line.kind,
    isAnticipated: true,
    title: line.title,
    amountCents: line.amountCents,
    forecastAmountCents: null,
    transactionType: transactionTypeOf(line.amountCents),
    forecastDay: line.forecastDay,
    realDay: null,
    shownOn: line.shownOn,
    isReal: false,
    isLate: line.isLate,
    isPinned: false,
    chargeId: null,
    chargeType: null,
    color: null,
    companiesParts:
      line.companyId === null
        ? []
        : [
            {
              companyId: line.companyId,
              name: company?.name ?? "",
              color: company?.color ?? "",
              pct: 100,
              amountCents: line.amountCents,
            },
          ],
    sourcePath: `${SOURCE_PATHS[line.kind]}/${line.sourceId}`,
    sourceLabel: line.sourceLabel,
  };
}
