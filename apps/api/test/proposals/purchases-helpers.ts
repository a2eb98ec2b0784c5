import {
  companies,
  type Db,
  leads,
  productTypes,
  projects,
  quotations,
  recommendations,
  supplierProductTypes,
  suppliers,
  vatRates,
} from "@tronc/db";
import type { QuotationState, RecommendationState } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { eq } from "drizzle-orm";

let serial = 0;

/** A client, its lead, the lead's project (managed by `managerId`), a recommendation and a quotation. */
export async function insertProposal(
  db: Db,
  options: {
    issuerId: number;
    managerId: number | null;
    recommendationState?: RecommendationState;
    quotationStates?: QuotationState[];
    withProject?: boolean;
  },
) {
  serial += 1;
  const clientName = `Client achats ${serial}`;
  const [client] = await db.insert(companies).values({ name: clientName }).returning({ id: companies.id });
  if (!client) throw new Error("client not inserted");
  const [lead] = await db
    .insert(leads)
    .values({ subject: `Séminaire ${serial}`, companyId: client.id, triangleCompanyId: options.issuerId })
    .returning({ id: leads.id });
  if (!lead) throw new Error("lead not inserted");
  let projectId: number | null = null;
  if (options.withProject ?? true) {
    const [project] = await db
      .insert(projects)
      .values({
        name: `Projet achats ${serial}`,
        state: "STATE_PROJECT",
        leadId: lead.id,
        companyId: client.id,
        projectManagerId: options.managerId,
      })
      .returning({ id: projects.id });
    projectId = project?.id ?? null;
  }
  const [recommendation] = await db
    .insert(recommendations)
    .values({
      leadId: lead.id,
      companyId: client.id,
      triangleCompanyId: options.issuerId,
      state: options.recommendationState ?? "RECO_STATE_DRAFT",
    })
    .returning({ id: recommendations.id });
  if (!recommendation) throw new Error("recommendation not inserted");
  const quotationIds: number[] = [];
  for (const state of options.quotationStates ?? ["QUOTATION_STATE_DRAFT"]) {
    serial += 1;
    const [quotation] = await db
      .insert(quotations)
      .values({
        recommendationId: recommendation.id,
        triangleCompanyId: options.issuerId,
        reference: `DE-TEST-ACH-${serial}`,
        title: "Devis achats",
        state,
      })
      .returning({ id: quotations.id });
    if (!quotation) throw new Error("quotation not inserted");
    quotationIds.push(quotation.id);
  }
  return {
    clientName,
    leadId: lead.id,
    projectId,
    recommendationId: recommendation.id,
    quotationIds,
    quotationId: quotationIds[0] ?? 0,
  };
}

export async function insertSupplier(db: Db, name: string, options: { isActive?: boolean } = {}) {
  const [row] = await db
    .insert(suppliers)
    .values({ name, isActive: options.isActive ?? true })
    .returning({ id: suppliers.id });
  if (!row) throw new Error("supplier not inserted");
  return row.id;
}

/** A product type and the supplier's offer for it at the given VAT rate ('20', '5.5'). */
export async function insertOffer(
  db: Db,
  supplierId: number,
  offer: { name: string; priceHtCents: number; vatRate?: string; deliveryDays?: string; isFood?: boolean },
  existingProductTypeId?: number,
) {
  const [vat] = await db
    .select({ id: vatRates.id })
    .from(vatRates)
    .where(eq(vatRates.rate, offer.vatRate ?? "20"));
  if (!vat) throw new Error(`no VAT rate ${offer.vatRate}`);
  let productTypeId = existingProductTypeId;
  if (productTypeId === undefined) {
    const [type] = await db
      .insert(productTypes)
      .values({ name: offer.name, isFood: offer.isFood ?? false })
      .returning({ id: productTypes.id });
    productTypeId = type?.id;
  }
  if (productTypeId === undefined) throw new Error("product type not inserted");
  await db.insert(supplierProductTypes).values({
    productTypeId,
    supplierId,
    priceHtCents: toCents(offer.priceHtCents),
    unity: "UNITY_UNITY",
    vatRateId: vat.id,
    deliveryDays: offer.deliveryDays ?? "2",
  });
  return productTypeId;
}
