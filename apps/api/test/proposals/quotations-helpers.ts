import {
  companies,
  type Db,
  leads,
  quotationExpenses,
  quotationLines,
  quotations,
  recommendations,
  supplierProductTypes,
  suppliers,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import { type RecommendationState, toCents, type Unity } from "@tronc/domain";
import { asc, count, eq } from "drizzle-orm";
import { insertProductType } from "../triangle-product-helpers";

/** A recommendation of a demo lead, issued by `issuerId`, written straight to the db. */
export async function insertRecommendation(
  db: Db,
  issuerId: number,
  state: RecommendationState = "RECO_STATE_DRAFT",
): Promise<number> {
  const [lead] = await db.select({ id: leads.id }).from(leads).orderBy(asc(leads.id)).limit(1);
  const [company] = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  if (!lead || !company) throw new Error("the demo sales data has no lead or company");
  const [row] = await db
    .insert(recommendations)
    .values({ leadId: lead.id, companyId: company.id, triangleCompanyId: issuerId, state })
    .returning({ id: recommendations.id });
  if (!row) throw new Error("recommendation not inserted");
  return row.id;
}

let serial = 0;

/** A group product sold by the given companies, at a VAT rate of the list ('20', '5.5'). */
export async function insertProduct(
  db: Db,
  options: {
    name?: string;
    priceCents: number;
    vatRate: string;
    unity?: Unity;
    companyIds: number[];
    isEnabled?: boolean;
  },
): Promise<number> {
  serial += 1;
  const [vat] = await db.select({ id: vatRates.id }).from(vatRates).where(eq(vatRates.rate, options.vatRate));
  if (!vat) throw new Error(`no VAT rate ${options.vatRate}`);
  const [row] = await db
    .insert(triangleProducts)
    .values({
      name: options.name ?? `Produit ${serial}`,
      reference: `QT-${serial}`,
      description: "<p>Description du produit</p>",
      type: "TYPE_SERVICE",
      priceCents: toCents(options.priceCents),
      unity: options.unity ?? "UNITY_UNITY",
      vatRateId: vat.id,
      isEnabled: options.isEnabled ?? true,
    })
    .returning({ id: triangleProducts.id });
  if (!row) throw new Error("product not inserted");
  await db
    .insert(triangleProductCompanies)
    .values(
      options.companyIds.map((triangleCompanyId) => ({ triangleProductId: row.id, triangleCompanyId })),
    );
  return row.id;
}

/** A linked purchase of a product: a new product type offered by one new supplier; returns both ids. */
export async function insertLinkedPurchase(db: Db, productId: number, typeName: string, quantity = "2") {
  const productTypeId = await insertProductType(db, typeName, { offerCents: 800 });
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

/** A supplier that offers nothing. */
export async function insertSupplier(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(suppliers).values({ name }).returning({ id: suppliers.id });
  if (!row) throw new Error("supplier not inserted");
  return row.id;
}

/** Rows of quotations, lines and purchases: "nothing saved" is these unchanged. */
export async function quotationRowCounts(db: Db) {
  const [q] = await db.select({ n: count() }).from(quotations);
  const [l] = await db.select({ n: count() }).from(quotationLines);
  const [e] = await db.select({ n: count() }).from(quotationExpenses);
  return { quotations: q?.n, lines: l?.n, purchases: e?.n };
}
