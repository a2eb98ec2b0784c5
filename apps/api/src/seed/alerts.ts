import {
  alerts,
  companies,
  type DbOrTx,
  deliveryReports,
  leads,
  productTypes,
  quotationExpenses,
  quotationSupplierProducts,
  quotations,
  recommendations,
  supplierInvoices,
  suppliers,
} from "@tronc/db";
import { purchasesMissingAlert, supplierInvoiceDueAlert, toParisDate } from "@tronc/domain";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { loadSessionUser, type SessionUser } from "../auth/session-user";
import { raiseProjectToInvoiceAlert } from "../modules/support/alerts/event-alerts";
import { raiseAlert } from "../modules/support/alerts/raise";
import { markAlertsRead } from "../modules/support/alerts/read";
import { runAlertScan } from "../modules/support/alerts/scan";
import { settleAlert } from "../modules/support/alerts/settle";
import type { DemoSeeder } from "./demo";

const HOUR = 3_600_000;
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR);

/** Every delivery report the client validated (the work demo writes them without the signing service). */
async function projectsToInvoice(db: DbOrTx) {
  const rows = await db
    .select({
      id: deliveryReports.id,
      signedAt: deliveryReports.signedAt,
      isBilled: deliveryReports.isBilled,
    })
    .from(deliveryReports)
    .where(and(eq(deliveryReports.state, "DELIVERY_REPORT_VALIDATED"), isNotNull(deliveryReports.signedAt)))
    .orderBy(asc(deliveryReports.id));
  const raised: { alertId: number; isBilled: boolean }[] = [];
  for (const row of rows) {
    const signedAt = row.signedAt;
    if (!signedAt) continue;
    const alertId = await db.transaction((tx) => raiseProjectToInvoiceAlert(tx, row.id, signedAt));
    if (alertId !== null) raised.push({ alertId, isBilled: row.isBilled });
  }
  return raised;
}

/**
 * The demo's paid supplier invoice was received and due today: the scan announced it two hours before
 * the seed ('à régler au plus tard'), then it was paid.
 */
async function paidSupplierInvoiceAlert(db: DbOrTx, now: Date): Promise<number | null> {
  const [invoice] = await db
    .select({
      id: supplierInvoices.id,
      invoiceNumber: supplierInvoices.invoiceNumber,
      paymentAt: supplierInvoices.paymentAt,
      amountCents: supplierInvoices.amountCents,
      createdById: supplierInvoices.createdById,
      supplierName: suppliers.name,
    })
    .from(supplierInvoices)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
    .where(and(eq(supplierInvoices.state, "STATE_PAID"), isNotNull(supplierInvoices.paymentAt)))
    .orderBy(asc(supplierInvoices.id))
    .limit(1);
  if (!invoice?.paymentAt || invoice.amountCents === null) return null;
  const at = hoursBefore(now, 2);
  const text = supplierInvoiceDueAlert(
    {
      supplierInvoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      supplierName: invoice.supplierName,
      paymentAt: invoice.paymentAt,
      amountLeftCents: invoice.amountCents,
    },
    toParisDate(at),
  );
  return db.transaction((tx) => raiseAlert(tx, { ...text, responsibleUserIds: [invoice.createdById] }, at));
}

/**
 * Three days before the seed, the sales user asked to accept the demo's draft recommendation before its
 * supplier purchases were entered: refused, and this alert raised. The purchases were entered since:
 * the alert names them as they were missing then.
 */
async function refusedAcceptanceAlert(db: DbOrTx, now: Date, sales: SessionUser): Promise<number | null> {
  const [draft] = await db
    .select({
      id: recommendations.id,
      leadId: leads.id,
      leadSubject: leads.subject,
      assigneeId: leads.userAssignedId,
      clientName: companies.name,
    })
    .from(recommendations)
    .innerJoin(leads, eq(leads.id, recommendations.leadId))
    .innerJoin(companies, eq(companies.id, recommendations.companyId))
    .where(eq(recommendations.state, "RECO_STATE_DRAFT"))
    .orderBy(asc(recommendations.id))
    .limit(1);
  if (!draft) return null;
  const own = await db
    .select({ id: quotations.id, reference: quotations.reference })
    .from(quotations)
    .where(eq(quotations.recommendationId, draft.id))
    .orderBy(asc(quotations.id));
  if (own.length === 0) return null;
  const bought = await db
    .selectDistinct({ quotationId: quotationExpenses.quotationId, name: productTypes.name })
    .from(quotationSupplierProducts)
    .innerJoin(quotationExpenses, eq(quotationExpenses.id, quotationSupplierProducts.quotationExpenseId))
    .innerJoin(productTypes, eq(productTypes.id, quotationSupplierProducts.productTypeId))
    .where(
      inArray(
        quotationExpenses.quotationId,
        own.map((quotation) => quotation.id),
      ),
    );
  const missing = own.flatMap((quotation) => {
    const names = bought.filter((line) => line.quotationId === quotation.id).map((line) => line.name);
    return names.length === 0 ? [] : [{ reference: quotation.reference, productTypes: names.sort() }];
  });
  if (missing.length === 0) return null;
  const at = hoursBefore(now, 72);
  const text = purchasesMissingAlert({
    recommendationId: draft.id,
    leadId: draft.leadId,
    leadSubject: draft.leadSubject,
    clientName: draft.clientName,
    attemptedBy: sales.fullname,
    at,
    missing,
  });
  return db.transaction((tx) =>
    raiseAlert(tx, { ...text, responsibleUserIds: [sales.id, draft.assigneeId] }, at),
  );
}

/**
 * Alerts of every kind in the three states, raised through the app's own code so that their content and
 * responsibles are those of the demo rows: the scan run at the seed's time (missed callbacks of the sales
 * demo, the overdue invoice of the money-in demo), 'Projet à facturer' for each delivery report the
 * client validated (dated when signed), the paid supplier invoice announced this morning, and the
 * refused acceptance of three days ago. Alice (alert reader) then read some and settled what was done:
 * the reports already billed, the supplier invoice paid, the purchases entered.
 */
export const seedAlerts: DemoSeeder = async (db, now, core) => {
  const reader = await loadSessionUser(db, core.userIds.admin);
  const sales = await loadSessionUser(db, core.userIds.chef);
  if (!reader || !sales) throw new Error("demo alerts: the demo users admin and chef are missing");
  await runAlertScan(db, { now });
  const projects = await projectsToInvoice(db);
  const supplierDue = await paidSupplierInvoiceAlert(db, now);
  const refused = await refusedAcceptanceAlert(db, now, sales);

  const ctx = { db, user: reader, now };
  const scanned = await db
    .select({ id: alerts.id, type: alerts.type })
    .from(alerts)
    .where(inArray(alerts.type, ["ALERT_TYPE_LEAD_CALLBACK_MISSED", "ALERT_TYPE_INVOICE_OVERDUE"]))
    .orderBy(asc(alerts.id));
  // Alice opened the list an hour ago: the first missed callback and the overdue invoice are read.
  const firstCallback = scanned.find((alert) => alert.type === "ALERT_TYPE_LEAD_CALLBACK_MISSED");
  const overdue = scanned.find((alert) => alert.type === "ALERT_TYPE_INVOICE_OVERDUE");
  const read = [firstCallback?.id, overdue?.id, projects.find((p) => !p.isBilled)?.alertId].filter(
    (id): id is number => id !== undefined,
  );
  if (read.length > 0) await markAlertsRead({ ...ctx, now: hoursBefore(now, 1) }, { ids: read });
  const done = [...projects.filter((p) => p.isBilled).map((p) => p.alertId), supplierDue, refused].filter(
    (id): id is number => id !== null,
  );
  for (const id of done) await settleAlert(ctx, { id });
  return core;
};
