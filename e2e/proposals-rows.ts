import {
  companies,
  type Db,
  leads,
  projects,
  recommendations,
  supplierProductTypes,
  suppliers,
  tasks,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import { type Cents, toCents } from "@tronc/domain";

/** The rows the proposals' tests write before the browser opens (what they then do: proposals-steps.ts). */

/** The id of the VAT rate of `rate` percent (20, 5.5…). */
export async function vatRateId(db: Db, rate: number): Promise<number> {
  const rows = await db.select({ id: vatRates.id, rate: vatRates.rate }).from(vatRates);
  const row = rows.find((candidate) => Number(candidate.rate) === rate);
  if (!row) throw new Error(`no VAT ${rate}`);
  return row.id;
}

export interface LeadWithClient {
  client: string;
  subject: string;
  triangleCompanyId: number;
  sourceTriangleCompanyId?: number;
  /** The client is a factor. */
  isFactor?: boolean;
  /** The lead's project (its name is the subject unless given; still a lead unless a state is given). */
  project?: Partial<typeof projects.$inferInsert>;
}

/** A client company, its lead for the group company and the lead's project. */
export async function insertLeadWithClient(db: Db, fixture: LeadWithClient) {
  const [company] = await db
    .insert(companies)
    .values({ name: fixture.client, isFactor: fixture.isFactor })
    .returning({ id: companies.id });
  if (!company) throw new Error("company not inserted");
  const [lead] = await db
    .insert(leads)
    .values({
      subject: fixture.subject,
      companyId: company.id,
      triangleCompanyId: fixture.triangleCompanyId,
      sourceTriangleCompanyId: fixture.sourceTriangleCompanyId,
    })
    .returning({ id: leads.id });
  if (!lead) throw new Error("lead not inserted");
  const [project] = await db
    .insert(projects)
    .values({ name: fixture.subject, ...fixture.project, leadId: lead.id, companyId: company.id })
    .returning({ id: projects.id });
  if (!project) throw new Error("project not inserted");
  return { companyId: company.id, leadId: lead.id, projectId: project.id };
}

/** A recommendation of the lead for its client, in the given state. */
export async function insertRecommendation(db: Db, values: typeof recommendations.$inferInsert) {
  const [recommendation] = await db
    .insert(recommendations)
    .values(values)
    .returning({ id: recommendations.id });
  if (!recommendation) throw new Error("recommendation not inserted");
  return recommendation.id;
}

/** A new supplier offering the product type at a price HT with 20 % VAT; returns the supplier's id. */
export async function insertSupplierOffer(
  db: Db,
  offer: { supplier: string; productTypeId: number; priceHtCents: Cents; deliveryDays: string },
) {
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: offer.supplier })
    .returning({ id: suppliers.id });
  if (!supplier) throw new Error("supplier not inserted");
  await db.insert(supplierProductTypes).values({
    productTypeId: offer.productTypeId,
    supplierId: supplier.id,
    priceHtCents: offer.priceHtCents,
    vatRateId: await vatRateId(db, 20),
    deliveryDays: offer.deliveryDays,
  });
  return supplier.id;
}

/**
 * A group product (a service at 20 %) sold by the group company; a linked product type means a
 * purchase of 2 of that type per unit sold.
 */
export async function insertGroupProduct(
  db: Db,
  product: { name: string; reference: string; priceCents: number; companyId: number; linkedTypeId?: number },
) {
  const [row] = await db
    .insert(triangleProducts)
    .values({
      name: product.name,
      reference: product.reference,
      description: `<p>${product.name} : <strong>tout compris</strong></p>`,
      type: "TYPE_SERVICE",
      priceCents: toCents(product.priceCents),
      unity: "UNITY_UNITY",
      vatRateId: await vatRateId(db, 20),
    })
    .returning({ id: triangleProducts.id });
  if (!row) throw new Error("product not inserted");
  await db
    .insert(triangleProductCompanies)
    .values({ triangleProductId: row.id, triangleCompanyId: product.companyId });
  if (product.linkedTypeId) {
    await db
      .insert(triangleProductExpenses)
      .values({ triangleProductId: row.id, productTypeId: product.linkedTypeId, quantity: "2" });
  }
  return row.id;
}

/** The tasks of a project, as saved. */
export async function tasksOfProject(db: Db, projectId: number) {
  return (await db.select().from(tasks)).filter((row) => row.projectId === projectId);
}
