import {
  auditLog,
  credits,
  type Db,
  forecastPayments,
  invoicePayments,
  invoices,
  quotations,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { and, asc, eq } from "drizzle-orm";
import { insertAcceptedQuotation, insertInvoice } from "../../billing/invoicing-fixtures";
import type { LineInput } from "../../proposals/proposal-fixtures";
import { insertCredit } from "../money-in-fixtures";

/** 1 000,00 HT at 20 %: VAT 200,00, TTC 1 200,00. */
export const INVOICE_LINES: LineInput[] = [
  { name: "Animation", quantity: "1", unitPriceCents: toCents(100_000), vatRate: "20" },
];
export const INVOICE_TTC_CENTS = 120_000;

let counter = 0;
/** A fresh reference of the payments tests' own series (PAY), never one of the demo's. */
export const nextReference = (prefix: "FA" | "AV") =>
  `${prefix}-PAY-2026-${String(++counter).padStart(5, "0")}`;

export interface PayableInvoice {
  invoiceId: number;
  quotationId: number;
  companyId: number;
  reference: string;
}

/**
 * A validated (numbered) invoice of 1 200,00 TTC on a new accepted quotation of 3 773,75 TTC (the
 * invoicing sample), or of `lines` on `quotationId` of `companyId`.
 */
export async function insertPayableInvoice(
  db: Db,
  issuerId: number,
  options: {
    lines?: LineInput[];
    quotation?: { quotationId: number; companyId: number };
    state?: "STATE_CREATED" | "STATE_VALIDATED" | "STATE_SEND";
  } = {},
): Promise<PayableInvoice> {
  const quotation = options.quotation ?? (await insertAcceptedQuotation(db, { issuerId }));
  const state = options.state ?? "STATE_VALIDATED";
  const reference = state === "STATE_CREATED" ? null : nextReference("FA");
  const invoiceId = await insertInvoice(db, {
    issuerId,
    companyId: quotation.companyId,
    quotationIds: [quotation.quotationId],
    state,
    reference,
    lines: options.lines ?? INVOICE_LINES,
  });
  return {
    invoiceId,
    quotationId: quotation.quotationId,
    companyId: quotation.companyId,
    reference: reference ?? "",
  };
}

/** A validated credit of `htCents` HT at 20 % (TTC = HT × 1,2) for the client, from the issuer. */
export async function insertValidatedCredit(
  db: Db,
  input: { issuerId: number; companyId: number; htCents: Cents; state?: "CREDIT_STATE_CREATED" },
): Promise<number> {
  const draft = input.state === "CREDIT_STATE_CREATED";
  return insertCredit(db, {
    issuerId: input.issuerId,
    companyId: input.companyId,
    state: draft ? "CREDIT_STATE_CREATED" : "CREDIT_STATE_VALIDATED",
    reference: draft ? null : nextReference("AV"),
    lines: [{ name: "Geste commercial", quantity: "1", unitPriceCents: input.htCents, vatRate: "20" }],
  });
}

export async function invoiceState(db: Db, invoiceId: number) {
  const [row] = await db
    .select({ amountLeftCents: invoices.amountLeftCents, state: invoices.state, paidAt: invoices.paidAt })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row;
}

export async function creditState(db: Db, creditId: number) {
  const [row] = await db
    .select({ amountLeftCents: credits.amountLeftCents, state: credits.state })
    .from(credits)
    .where(eq(credits.id, creditId));
  return row;
}

export async function quotationState(db: Db, quotationId: number) {
  const [row] = await db
    .select({ state: quotations.state })
    .from(quotations)
    .where(eq(quotations.id, quotationId));
  return row?.state;
}

/** The payments of an invoice as stored, oldest first. */
export const paymentRows = (db: Db, invoiceId: number) =>
  db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.id));

export async function insertForecast(db: Db, quotationId: number, date: string, amountCents: Cents) {
  const [row] = await db
    .insert(forecastPayments)
    .values({ quotationId, date, amountCents: toCents(amountCents) })
    .returning({ id: forecastPayments.id });
  if (!row) throw new Error("forecast payment not inserted");
  return row.id;
}

export async function forecastMatch(db: Db, forecastId: number) {
  const [row] = await db
    .select({ invoicePaymentId: forecastPayments.invoicePaymentId })
    .from(forecastPayments)
    .where(eq(forecastPayments.id, forecastId));
  return row?.invoicePaymentId ?? null;
}

/** The audit entries of one entity's state, oldest first: [from, to]. */
export async function stateChanges(db: Db, entityType: "invoice" | "credit" | "quotation", entityId: number) {
  const rows = await db
    .select({ from: auditLog.fromValue, to: auditLog.toValue })
    .from(auditLog)
    .where(
      and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId), eq(auditLog.field, "state")),
    )
    .orderBy(asc(auditLog.id));
  return rows.map((row) => [row.from, row.to]);
}
