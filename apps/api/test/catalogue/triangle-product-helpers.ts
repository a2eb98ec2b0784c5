import {
  type Db,
  productTypes,
  supplierProductTypes,
  suppliers,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { count, desc } from "drizzle-orm";

/** The demo VAT rates, highest first: 20 % then 10 %. */
export async function demoVatIds(db: Db): Promise<[number, number]> {
  const rates = await db.select({ id: vatRates.id }).from(vatRates).orderBy(desc(vatRates.rate));
  return [rates[0]?.id ?? 0, rates[1]?.id ?? 0];
}

/** A product type written straight to the db, with an offer from an active supplier when `offerCents` is given. */
export async function insertProductType(
  db: Db,
  name: string,
  options: { isFood?: boolean; offerCents?: Cents; vatId?: number } = {},
) {
  const [type] = await db
    .insert(productTypes)
    .values({ name, isFood: options.isFood ?? false, searchText: name.toLowerCase() })
    .returning({ id: productTypes.id });
  if (!type) throw new Error("product type not inserted");
  if (options.offerCents !== undefined) {
    const [supplier] = await db
      .insert(suppliers)
      .values({ name: `Fournisseur de ${name}` })
      .returning({ id: suppliers.id });
    if (!supplier) throw new Error("supplier not inserted");
    await db.insert(supplierProductTypes).values({
      productTypeId: type.id,
      supplierId: supplier.id,
      priceHtCents: toCents(options.offerCents),
      vatRateId: options.vatId ?? (await demoVatIds(db))[0],
      deliveryDays: "3",
    });
  }
  return type.id;
}

/** Rows of group products, their company links and linked purchases: "nothing saved" is these unchanged. */
export async function groupProductRowCounts(db: Db) {
  const [products] = await db.select({ n: count() }).from(triangleProducts);
  const [links] = await db.select({ n: count() }).from(triangleProductCompanies);
  const [expenses] = await db.select({ n: count() }).from(triangleProductExpenses);
  return { products: products?.n, links: links?.n, expenses: expenses?.n };
}
