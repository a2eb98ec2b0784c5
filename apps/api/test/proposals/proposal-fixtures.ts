import {
  addresses,
  companies,
  type Db,
  leads,
  projects,
  quotationLines,
  quotations,
  recommendations,
  supplierProductTypes,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  computeDocumentTotals,
  computeLine,
  type PaymentDelay,
  type ProjectState,
  type QuotationState,
  type RecommendationState,
  toCents,
  type Unity,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { insertProductType } from "../catalogue/triangle-product-helpers";

/**
 * The proposals tests' rows, written straight to the tables: a lead with its client (and project), a
 * recommendation, a quotation whose totals are the domain's, a supplier's offer, a group product and its
 * linked purchases. Suppliers are `insertSupplier` of ../catalogue/product-types-helpers.
 */

let serial = 0;
const nextSerial = () => {
  serial += 1;
  return serial;
};

export interface LeadOptions {
  /** The lead's group company (and the recommendation's issuer). */
  issuerId: number;
  clientName?: string;
  /** The client's address (a print shows it); none unless given. */
  clientAddress?: { address: string; postalCode: string; city: string };
  subject?: string;
  /** The lead's project; none unless given. */
  project?: { name: string; state?: ProjectState; managerId?: number | null };
}

export interface TestLead {
  leadId: number;
  companyId: number;
  clientName: string;
  subject: string;
  projectId: number | null;
}

/** A new client company, its lead for the issuer and, when asked, the lead's project. */
export async function insertLeadWithClient(db: Db, options: LeadOptions): Promise<TestLead> {
  const n = nextSerial();
  const clientName = options.clientName ?? `Client ${n}`;
  const subject = options.subject ?? `Séminaire ${n}`;
  let addressId: number | null = null;
  if (options.clientAddress) {
    const [address] = await db
      .insert(addresses)
      .values(options.clientAddress)
      .returning({ id: addresses.id });
    addressId = address?.id ?? null;
  }
  const [client] = await db
    .insert(companies)
    .values({ name: clientName, addressId })
    .returning({ id: companies.id });
  if (!client) throw new Error("client not inserted");
  const [lead] = await db
    .insert(leads)
    .values({ subject, companyId: client.id, triangleCompanyId: options.issuerId })
    .returning({ id: leads.id });
  if (!lead) throw new Error("lead not inserted");
  let projectId: number | null = null;
  if (options.project) {
    const [project] = await db
      .insert(projects)
      .values({
        name: options.project.name,
        state: options.project.state,
        leadId: lead.id,
        companyId: client.id,
        projectManagerId: options.project.managerId ?? null,
      })
      .returning({ id: projects.id });
    projectId = project?.id ?? null;
  }
  return { leadId: lead.id, companyId: client.id, clientName, subject, projectId };
}

export interface TestRecommendation extends TestLead {
  id: number;
}

/** A recommendation of a new lead (see insertLeadWithClient), a draft unless told. */
export async function insertRecommendationWithLead(
  db: Db,
  options: LeadOptions & {
    state?: RecommendationState;
    validAt?: string | null;
    presentationFileId?: number | null;
  },
): Promise<TestRecommendation> {
  const lead = await insertLeadWithClient(db, options);
  const [recommendation] = await db
    .insert(recommendations)
    .values({
      leadId: lead.leadId,
      companyId: lead.companyId,
      triangleCompanyId: options.issuerId,
      state: options.state,
      validAt: options.validAt ?? null,
      presentationFileId: options.presentationFileId ?? null,
    })
    .returning({ id: recommendations.id });
  if (!recommendation) throw new Error("recommendation not inserted");
  return { ...lead, id: recommendation.id };
}

export interface LineInput {
  name: string;
  description?: string;
  quantity: string;
  unity?: Unity;
  unitPriceCents: Cents;
  vatRate: string;
  discountPercent?: string;
  hidden?: boolean;
}

/** A quotation with its lines; amounts and totals are the domain's, as the quotation services store them. */
export async function insertQuotation(
  db: Db,
  input: {
    recommendationId: number;
    issuerId: number;
    reference?: string;
    title?: string;
    comment?: string;
    state?: QuotationState;
    advancePercent?: string;
    paymentMode?: PaymentDelay;
    isRecurringPayment?: boolean;
    lines?: LineInput[];
  },
): Promise<number> {
  const n = nextSerial();
  const lines = input.lines ?? [];
  const totals = computeDocumentTotals(lines);
  const [quotation] = await db
    .insert(quotations)
    .values({
      recommendationId: input.recommendationId,
      triangleCompanyId: input.issuerId,
      reference: input.reference ?? `DE-TEST-2026-${n}`,
      title: input.title ?? "",
      comment: input.comment,
      state: input.state,
      advancePercent: input.advancePercent ?? "0",
      paymentMode: input.paymentMode ?? 30,
      isRecurringPayment: input.isRecurringPayment ?? false,
      totalHtCents: toCents(totals.totalHT),
      totalTvaCents: toCents(totals.totalTVA),
      totalTtcCents: toCents(totals.totalTTC),
      detailTva: totals.detailTVA,
    })
    .returning({ id: quotations.id });
  if (!quotation) throw new Error("quotation not inserted");
  for (const [index, line] of lines.entries()) {
    const amounts = computeLine(line);
    await db.insert(quotationLines).values({
      quotationId: quotation.id,
      name: line.name,
      description: line.description ?? "",
      quantity: line.quantity,
      unity: line.unity ?? "UNITY_UNITY",
      unitPriceCents: toCents(line.unitPriceCents),
      vatRate: line.vatRate,
      discountPercent: line.discountPercent ?? "0",
      hidden: line.hidden ?? false,
      indexOrder: String(index + 1),
      baseHtCents: toCents(amounts.baseHT),
      totalHtCents: toCents(amounts.totalHT),
    });
  }
  return quotation.id;
}

async function vatRateId(db: Db, rate: string): Promise<number> {
  const [vat] = await db.select({ id: vatRates.id }).from(vatRates).where(eq(vatRates.rate, rate));
  if (!vat) throw new Error(`no VAT rate ${rate}`);
  return vat.id;
}

/** A new product type and the supplier's offer for it, per unit, at a VAT rate of the list ('20', '10'). */
export async function insertOffer(
  db: Db,
  supplierId: number,
  offer: { name: string; priceHtCents: Cents; vatRate?: string; deliveryDays?: string; isFood?: boolean },
): Promise<number> {
  const productTypeId = await insertProductType(db, offer.name, { isFood: offer.isFood ?? false });
  await db.insert(supplierProductTypes).values({
    productTypeId,
    supplierId,
    priceHtCents: toCents(offer.priceHtCents),
    unity: "UNITY_UNITY",
    vatRateId: await vatRateId(db, offer.vatRate ?? "20"),
    deliveryDays: offer.deliveryDays ?? "2",
  });
  return productTypeId;
}

/** A group product sold by the given companies, at a VAT rate of the list ('20', '10'). */
export async function insertGroupProduct(
  db: Db,
  options: {
    name?: string;
    priceCents: Cents;
    vatRate: string;
    unity?: Unity;
    companyIds: number[];
    isEnabled?: boolean;
  },
): Promise<number> {
  const n = nextSerial();
  const [row] = await db
    .insert(triangleProducts)
    .values({
      name: options.name ?? `Produit ${n}`,
      reference: `QT-${n}`,
      description: "<p>Description du produit</p>",
      type: "TYPE_SERVICE",
      priceCents: toCents(options.priceCents),
      unity: options.unity ?? "UNITY_UNITY",
      vatRateId: await vatRateId(db, options.vatRate),
      isEnabled: options.isEnabled ?? true,
    })
    .returning({ id: triangleProducts.id });
  if (!row) throw new Error("group product not inserted");
  await db
    .insert(triangleProductCompanies)
    .values(
      options.companyIds.map((triangleCompanyId) => ({ triangleProductId: row.id, triangleCompanyId })),
    );
  return row.id;
}

/**
 * A linked purchase of a group product: a new product type offered at 8,00 € by one new supplier
 * ('Fournisseur de {typeName}'); returns the three ids.
 */
export async function insertLinkedPurchase(db: Db, productId: number, typeName: string, quantity = "2") {
  const productTypeId = await insertProductType(db, typeName, { offerCents: toCents(800) });
  const [offer] = await db
    .select({ supplierId: supplierProductTypes.supplierId })
    .from(supplierProductTypes)
    .where(eq(supplierProductTypes.productTypeId, productTypeId));
  const [expense] = await db
    .insert(triangleProductExpenses)
    .values({ triangleProductId: productId, productTypeId, quantity })
    .returning({ id: triangleProductExpenses.id });
  if (!offer || !expense) throw new Error("linked purchase not inserted");
  return { expenseId: expense.id, supplierId: offer.supplierId, productTypeId };
}
