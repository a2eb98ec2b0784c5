import {
  auditLog,
  leads,
  quotationExpenses,
  quotationLines,
  quotationSupplierProductFees,
  quotationSupplierProducts,
  quotations,
  recommendationEvents,
} from "@tronc/db";
import { type Cents, type QuotationState, toCents } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { insertProductType } from "../catalogue/triangle-product-helpers";
import type { TestApp } from "../helpers";
import { createLeadAs } from "../sales/sales-helpers";
import { insertClient } from "../work/project-helpers";
import { insertQuotation, type LineInput } from "./proposal-fixtures";

let serial = 0;
const cents = (value: number): Cents => toCents(value);

/**
 * A lead of the first demo group company as the sales screens make it (with its project), attached to a
 * new client company: what the recommendation procedures start from.
 */
export async function leadWithClient(t: TestApp, clientName = "Domaine des Alpes") {
  serial += 1;
  const caller = await t.caller("user");
  const lead = await createLeadAs(caller, t, { subject: `Séminaire Annecy ${serial}` });
  const companyId = await insertClient(t, `${clientName} ${serial}`);
  await t.handle.db.update(leads).set({ companyId }).where(eq(leads.id, lead.id));
  return { leadId: lead.id, companyId, subject: `Séminaire Annecy ${serial}` };
}

/** 1 100,00 € HT, 220,00 € VAT and 1 320,00 € TTC: a menu and a hidden discounted line, both at 20 %. */
const GALA_LINES: LineInput[] = [
  {
    name: "Menu gastronomique",
    description: "<p>Entrée, plat, dessert</p>",
    quantity: "40.000",
    unitPriceCents: toCents(2_500),
    vatRate: "20.00",
    discountPercent: "0.00",
  },
  {
    name: "Texte libre",
    quantity: "1.000",
    unitPriceCents: toCents(12_500),
    vatRate: "20.00",
    discountPercent: "20.00",
    hidden: true,
  },
];

/**
 * A quotation with two lines (GALA_LINES) and one supplier purchase with one line and one fee, all of it
 * for a duplicate to copy. The purchase's amounts are fixed numbers, set on the quotation as the purchases
 * services do.
 */
export async function insertQuotationWithPurchase(
  t: TestApp,
  recommendation: { id: number; triangleCompanyId: number },
  options: { title?: string; state?: QuotationState } = {},
) {
  serial += 1;
  const db = t.handle.db;
  const quotationId = await insertQuotation(db, {
    recommendationId: recommendation.id,
    issuerId: recommendation.triangleCompanyId,
    title: options.title ?? "Dîner de gala",
    comment: "Apéritif compris",
    state: options.state,
    advancePercent: "30.00",
    paymentMode: 45,
    isRecurringPayment: true,
    lines: GALA_LINES,
  });
  await db
    .update(quotations)
    .set({ expensesTotalHtCents: cents(40_500), expensesTotalTtcCents: cents(48_600) })
    .where(eq(quotations.id, quotationId));
  const supplier = await insertSupplier(t, `Traiteur ${serial}`);
  const productTypeId = await insertProductType(db, `Repas ${serial}`);
  const [expense] = await db
    .insert(quotationExpenses)
    .values({
      quotationId,
      supplierId: supplier.id,
      title: "Domaine des Alpes - dîner",
      totalHtCents: cents(40_500),
      totalTvaCents: cents(8_100),
      totalTtcCents: cents(48_600),
    })
    .returning({ id: quotationExpenses.id });
  if (!expense) throw new Error("purchase insert returned nothing");
  const [line] = await db
    .insert(quotationSupplierProducts)
    .values({
      quotationExpenseId: expense.id,
      productTypeId,
      name: "Repas traiteur",
      quantity: "40.000",
      unitPriceCents: cents(1_000),
      deliveryDays: 3,
      baseHtCents: cents(40_000),
      totalHtCents: cents(40_000),
    })
    .returning({ id: quotationSupplierProducts.id });
  if (!line) throw new Error("purchase line insert returned nothing");
  await db.insert(quotationSupplierProductFees).values({
    quotationSupplierProductId: line.id,
    name: "Livraison",
    unitPriceCents: cents(500),
    quantity: "1.000",
    totalHtCents: cents(500),
  });
  return quotationId;
}

export async function insertEvent(t: TestApp, recommendationId: number, startAt: string, endAt: string) {
  await t.handle.db
    .insert(recommendationEvents)
    .values({ recommendationId, startAt: new Date(startAt), endAt: new Date(endAt), location: "Annecy" });
}

export async function auditOf(t: TestApp, type: string, id: number) {
  const rows = await t.handle.db
    .select({ field: auditLog.field, from: auditLog.fromValue, to: auditLog.toValue })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);
  return rows.map((row) => `${row.field}: ${row.from} → ${row.to}`);
}

/** A quotation's content as a user compares it: lines, purchases, purchase lines and fees, without ids. */
export async function quotationContent(t: TestApp, quotationId: number) {
  const db = t.handle.db;
  const [quotation] = await db.select().from(quotations).where(eq(quotations.id, quotationId));
  const lines = await db.select().from(quotationLines).where(eq(quotationLines.quotationId, quotationId));
  const expenses = await db
    .select()
    .from(quotationExpenses)
    .where(eq(quotationExpenses.quotationId, quotationId));
  const purchaseLines: Record<string, unknown>[] = [];
  for (const expense of expenses) {
    const rows = await db
      .select()
      .from(quotationSupplierProducts)
      .where(eq(quotationSupplierProducts.quotationExpenseId, expense.id));
    for (const row of rows) {
      const fees = await db
        .select()
        .from(quotationSupplierProductFees)
        .where(eq(quotationSupplierProductFees.quotationSupplierProductId, row.id));
      purchaseLines.push({
        ...strip(row),
        quotationExpenseId: undefined,
        fees: fees.map((fee) => ({ ...strip(fee), quotationSupplierProductId: undefined })),
      });
    }
  }
  if (!quotation) throw new Error("no quotation");
  return {
    quotation,
    lines: lines.map((line) => ({ ...strip(line), quotationId: undefined })),
    expenses: expenses.map((expense) => ({ ...strip(expense), quotationId: undefined })),
    purchaseLines,
  };
}

/** A row without what a copy gives anew: id and time stamps. */
function strip(row: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest;
}
