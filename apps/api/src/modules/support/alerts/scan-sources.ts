import {
  companies,
  type DbOrTx,
  invoices,
  leads,
  supplierInvoices,
  suppliers,
  triangleCompanies,
  users,
} from "@tronc/db";
import {
  type AlertText,
  invoiceOverdueAlert,
  isCallbackMissed,
  isInvoiceOverdueForAlert,
  isSupplierInvoiceDueSoon,
  missedCallbackAlert,
  missedCallbackCutoff,
  OVERDUE_ALERT_INVOICE_STATES,
  overdueEligibleBefore,
  type ScannedAlertType,
  supplierInvoiceDueAlert,
  supplierInvoiceDueBy,
  toParisDate,
} from "@tronc/domain";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { fullname } from "../../../auth/session-user";

/** An alert the scan found due: what it says and for whom. */
export interface ScanCandidate {
  /** The object's id: the scan walks each source by it. */
  id: number;
  text: AlertText;
  responsibleUserIds: (number | null)[];
}

/** A batch of a source: the objects due among the next ones read, and the last id read (null: no more). */
export interface ScanBatch {
  candidates: ScanCandidate[];
  lastId: number | null;
}

/** One kind of time-based alert: reads the next `limit` objects after `afterId` that the rule says are due. */
export interface ScanSource {
  type: ScannedAlertType;
  next(db: DbOrTx, now: Date, afterId: number, limit: number): Promise<ScanBatch>;
}

const batchOf = <R extends { id: number }>(
  rows: R[],
  candidate: (row: R) => ScanCandidate | null,
): ScanBatch => ({
  candidates: rows.flatMap((row) => candidate(row) ?? []),
  lastId: rows.at(-1)?.id ?? null,
});

const nameOf = (first: string | null, last: string | null) =>
  first === null ? null : fullname({ name: first, lastname: last ?? "" }) || null;

/** Leads whose callback is an hour past and which still wait for it (not trash, refused nor accepted). */
const missedCallbacks: ScanSource = {
  type: "ALERT_TYPE_LEAD_CALLBACK_MISSED",
  async next(db, now, afterId, limit) {
    const rows = await db
      .select({
        id: leads.id,
        subject: leads.subject,
        leadLevel: leads.leadLevel,
        leadStatus: leads.leadStatus,
        callbackAt: leads.callbackAt,
        callbackSubject: leads.callbackSubject,
        callbackUserId: leads.callbackUserId,
        assigneeId: leads.userAssignedId,
        ownerId: leads.ownerId,
        clientName: companies.name,
        callerFirst: users.name,
        callerLast: users.lastname,
      })
      .from(leads)
      .leftJoin(companies, eq(companies.id, leads.companyId))
      .leftJoin(users, eq(users.id, leads.callbackUserId))
      .where(
        and(
          gt(leads.id, afterId),
          isNotNull(leads.callbackAt),
          lte(leads.callbackAt, new Date(missedCallbackCutoff(now))),
          or(isNull(leads.leadLevel), ne(leads.leadLevel, "LEAD_TRASH")),
          notInArray(leads.leadStatus, ["LEAD_STATUS_REFUSED", "LEAD_STATUS_ACCEPTED"]),
        ),
      )
      .orderBy(asc(leads.id))
      .limit(limit);
    return batchOf(rows, (row) => {
      const callbackAt = row.callbackAt?.toISOString() ?? null;
      if (callbackAt === null || !isCallbackMissed({ ...row, callbackAt }, now)) return null;
      return {
        id: row.id,
        text: missedCallbackAlert({
          leadId: row.id,
          leadSubject: row.subject,
          clientName: row.clientName || null,
          callbackAt,
          callbackSubject: row.callbackSubject,
          callbackUserName: nameOf(row.callerFirst, row.callerLast),
        }),
        responsibleUserIds: [row.callbackUserId ?? row.assigneeId ?? row.ownerId],
      };
    });
  },
};

/** Validated or sent invoices with something left, more than 21 days after their eligibility date. */
const overdueInvoices: ScanSource = {
  type: "ALERT_TYPE_INVOICE_OVERDUE",
  async next(db, now, afterId, limit) {
    const today = toParisDate(now);
    const rows = await db
      .select({
        id: invoices.id,
        state: invoices.state,
        reference: invoices.reference,
        eligibleAt: invoices.eligibleAt,
        amountLeftCents: invoices.amountLeftCents,
        createdById: invoices.createdById,
        validatedById: invoices.validatedById,
        clientName: companies.name,
        issuerName: triangleCompanies.name,
      })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
      .where(
        and(
          gt(invoices.id, afterId),
          inArray(invoices.state, [...OVERDUE_ALERT_INVOICE_STATES]),
          sql`${invoices.amountLeftCents} > 0`,
          lt(invoices.eligibleAt, overdueEligibleBefore(today)),
        ),
      )
      .orderBy(asc(invoices.id))
      .limit(limit);
    return batchOf(rows, (row) => {
      if (row.eligibleAt === null || !isInvoiceOverdueForAlert(row, today)) return null;
      return {
        id: row.id,
        text: invoiceOverdueAlert({
          invoiceId: row.id,
          reference: row.reference,
          clientName: row.clientName,
          issuerName: row.issuerName,
          eligibleAt: row.eligibleAt,
          amountLeftCents: row.amountLeftCents,
        }),
        responsibleUserIds: [row.createdById, row.validatedById],
      };
    });
  },
};

/** Supplier invoices not paid with a payment date within 7 days (or past). */
const dueSupplierInvoices: ScanSource = {
  type: "ALERT_TYPE_SUPPLIER_INVOICE_DUE",
  async next(db, now, afterId, limit) {
    const today = toParisDate(now);
    const rows = await db
      .select({
        id: supplierInvoices.id,
        state: supplierInvoices.state,
        invoiceNumber: supplierInvoices.invoiceNumber,
        paymentAt: supplierInvoices.paymentAt,
        amountLeftCents: supplierInvoices.amountLeftCents,
        createdById: supplierInvoices.createdById,
        supplierName: suppliers.name,
      })
      .from(supplierInvoices)
      .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
      .where(
        and(
          gt(supplierInvoices.id, afterId),
          ne(supplierInvoices.state, "STATE_PAID"),
          sql`${supplierInvoices.amountLeftCents} > 0`,
          lte(supplierInvoices.paymentAt, supplierInvoiceDueBy(today)),
        ),
      )
      .orderBy(asc(supplierInvoices.id))
      .limit(limit);
    return batchOf(rows, (row) => {
      if (row.paymentAt === null || !isSupplierInvoiceDueSoon(row, today)) return null;
      return {
        id: row.id,
        text: supplierInvoiceDueAlert(
          {
            supplierInvoiceId: row.id,
            invoiceNumber: row.invoiceNumber,
            supplierName: row.supplierName,
            paymentAt: row.paymentAt,
            amountLeftCents: row.amountLeftCents,
          },
          today,
        ),
        responsibleUserIds: [row.createdById],
      };
    });
  },
};

/** In the order the scan reports them. */
export const SCAN_SOURCES: readonly ScanSource[] = [missedCallbacks, overdueInvoices, dueSupplierInvoices];
