import {
  auditLog,
  leads,
  productTypes,
  quotationExpenses,
  quotationLines,
  quotationSupplierProductFees,
  quotationSupplierProducts,
  quotations,
  recommendationEvents,
  suppliers,
} from "@tronc/db";
import { type Cents, type QuotationState, toCents } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import type { TestApp } from "../helpers";
import { insertClient } from "../project-helpers";
import { createLeadAs } from "../sales-helpers";

let serial = 0;
const cents = (value: number): Cents => toCents(value);

/** A lead of the first demo group company, attached to a new client company. */
export async function leadWithClient(t: TestApp, clientName = "Domaine des Alpes") {
  serial += 1;
  const caller = await t.caller("user");
  const lead = await createLeadAs(caller, t, { subject: `Séminaire Annecy ${serial}` });
  const companyId = await insertClient(t, `${clientName} ${serial}`);
  await t.handle.db.update(leads).set({ companyId }).where(eq(leads.id, lead.id));
  return { leadId: lead.id, companyId, subject: `Séminaire Annecy ${serial}` };
}

/**
 * A quotation written directly (the quotations area owns its procedures): two lines, one supplier
 * purchase with one line and one fee. Amounts are fixed numbers, not computed: the duplicate must copy them.
 */
export async function insertQuotation(
  t: TestApp,
  recommendation: { id: number; triangleCompanyId: number },
  options: { title?: string; state?: QuotationState; reference?: string } = {},
) {
  serial += 1;
  const db = t.handle.db;
  const [quotation] = await db
    .insert(quotations)
    .values({
      recommendationId: recommendation.id,
      triangleCompanyId: recommendation.triangleCompanyId,
      reference: options.reference ?? `DE-TEST-2026-${serial}`,
      title: options.title ?? "Dîner de gala",
      comment: "Apéritif compris",
      state: options.state ?? "QUOTATION_STATE_DRAFT",
      advancePercent: "30.00",
      paymentMode: 45,
      isRecurringPayment: true,
      totalHtCents: cents(110_000),
      totalTvaCents: cents(22_000),
      totalTtcCents: cents(132_000),
      detailTva: [{ rate: 20, base: 1100, tva: 220 }],
      expensesTotalHtCents: cents(40_500),
      expensesTotalTtcCents: cents(48_600),
    })
    .returning({ id: quotations.id });
  if (!quotation) throw new Error("quotation insert returned nothing");
  await db.insert(quotationLines).values([
    {
      quotationId: quotation.id,
      name: "Menu gastronomique",
      description: "<p>Entrée, plat, dessert</p>",
      quantity: "40.000",
      unitPriceCents: cents(2_500),
      vatRate: "10.00",
      discountPercent: "0.00",
      indexOrder: "1.00",
      baseHtCents: cents(100_000),
      totalHtCents: cents(100_000),
    },
    {
      quotationId: quotation.id,
      name: "Texte libre",
      quantity: "1.000",
      unitPriceCents: cents(12_500),
      vatRate: "20.00",
      discountPercent: "20.00",
      indexOrder: "2.00",
      hidden: true,
      baseHtCents: cents(12_500),
      totalHtCents: cents(10_000),
    },
  ]);
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: `Traiteur ${serial}` })
    .returning({ id: suppliers.id });
  const [type] = await db
    .insert(productTypes)
    .values({ name: `Repas ${serial}` })
    .returning({ id: productTypes.id });
  if (!supplier || !type) throw new Error("catalogue insert returned nothing");
  const [expense] = await db
    .insert(quotationExpenses)
    .values({
      quotationId: quotation.id,
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
      productTypeId: type.id,
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
  return quotation.id;
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
