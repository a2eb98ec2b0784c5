import { addresses, type Db, productTypes, supplierProductTypes, suppliers, vatRates } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { count } from "drizzle-orm";

/** A complete supplier as the edit screen saves it (SIRET with a correct Luhn key). */
export const supplierFields = (overrides: Record<string, unknown> = {}) => ({
  name: "Traiteur Dupont",
  phone: "01 23 45 67 89",
  email: "contact@traiteur-dupont.fr",
  siret: "44188207000010",
  contactName: "Jeanne Dupont",
  contactMail: "jeanne@traiteur-dupont.fr",
  contactPhone: "06 12 34 56 78",
  address: { address: "12 Rue de la République", postalCode: "69002", city: "Lyon" },
  paymentMode: 30,
  advancePercent: "30",
  note: "Livre avant 8 h",
  ...overrides,
});

export async function supplierRowCounts(db: Db) {
  const [supplierRows] = await db.select({ n: count() }).from(suppliers);
  const [addressRows] = await db.select({ n: count() }).from(addresses);
  return { suppliers: supplierRows?.n ?? 0, addresses: addressRows?.n ?? 0 };
}

/** A product type and this supplier's offer for it, written straight into the database. */
export async function insertOffer(
  db: Db,
  supplierId: number,
  product: { name: string; isFood: boolean; priceHtCents: Cents; deliveryDays: string },
) {
  const [vat] = await db.select({ id: vatRates.id }).from(vatRates).limit(1);
  const [type] = await db
    .insert(productTypes)
    .values({ name: product.name, isFood: product.isFood })
    .returning({ id: productTypes.id });
  if (!vat || !type) throw new Error("the offer's product type or VAT rate is missing");
  await db.insert(supplierProductTypes).values({
    productTypeId: type.id,
    supplierId,
    priceHtCents: toCents(product.priceHtCents),
    unity: "UNITY_DAY",
    vatRateId: vat.id,
    deliveryDays: product.deliveryDays,
  });
  return type.id;
}
