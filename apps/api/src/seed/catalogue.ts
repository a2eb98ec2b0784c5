import {
  addresses,
  type DbOrTx,
  productTypes,
  supplierProductTypes,
  suppliers,
  taskTypes,
  triangleCompanies,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import {
  isValidSiret,
  productTypeSearchText,
  supplierSearchText,
  toCents,
  triangleProductSearchText,
} from "@tronc/domain";
import {
  DEMO_EXPENSES,
  DEMO_GROUP_PRODUCTS,
  DEMO_OFFERS,
  DEMO_PRODUCT_TYPES,
  DEMO_SUPPLIERS,
  DEMO_TASK_TYPES,
} from "./catalogue-data";
import type { DemoSeeder } from "./demo";
import { slug } from "./fake-data";

/** The body's SIRET with the first key digit that passes the domain's check (deterministic). */
export function siretWithKey(body: string): string {
  for (let key = 0; key < 10; key++) {
    if (isValidSiret(`${body}${key}`)) return `${body}${key}`;
  }
  throw new Error(`no SIRET key for ${body}`);
}

/** Looks a seeded row up by its name, failing loudly on a typo in the data file. */
function idOf(ids: Map<string, number>, name: string, what: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo catalogue: unknown ${what} « ${name} »`);
  return id;
}

const byKey = <T>(rows: T[], key: (row: T) => string, id: (row: T) => number) =>
  new Map(rows.map((row) => [key(row), id(row)]));

async function seedSuppliers(db: DbOrTx, now: Date): Promise<Map<string, number>> {
  const addressRows = await db
    .insert(addresses)
    .values(DEMO_SUPPLIERS.map((s) => ({ address: s.street, postalCode: s.postalCode, city: s.city })))
    .returning({ id: addresses.id });
  const rows = await db
    .insert(suppliers)
    .values(
      DEMO_SUPPLIERS.map((supplier, index) => {
        const siret = siretWithKey(supplier.siretBody);
        const email = `contact@${slug(supplier.name)}.test`;
        return {
          name: supplier.name,
          phone: supplier.phone,
          email,
          siret,
          contactName: supplier.contactName,
          contactMail: `${slug(supplier.contactName)}@${slug(supplier.name)}.test`,
          contactPhone: supplier.phone,
          addressId: addressRows[index]?.id ?? null,
          paymentMode: supplier.paymentMode,
          advancePercent: supplier.advancePercent,
          note: supplier.note,
          isActive: supplier.isActive,
          searchText: supplierSearchText({
            name: supplier.name,
            siret,
            contactName: supplier.contactName,
            email,
            city: supplier.city,
            postalCode: supplier.postalCode,
          }),
          createdAt: now,
          updatedAt: now,
        };
      }),
    )
    .returning({ id: suppliers.id, name: suppliers.name });
  return byKey(
    rows,
    (row) => row.name,
    (row) => row.id,
  );
}

async function seedProductTypes(
  db: DbOrTx,
  now: Date,
  supplierIds: Map<string, number>,
  vatIds: Map<string, number>,
): Promise<Map<string, number>> {
  const rows = await db
    .insert(productTypes)
    .values(
      DEMO_PRODUCT_TYPES.map((type) => ({
        name: type.name,
        isFood: type.isFood,
        isEnabled: type.isEnabled,
        description: type.description,
        searchText: productTypeSearchText({ name: type.name, description: type.description }),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: productTypes.id, name: productTypes.name });
  const typeIds = byKey(
    rows,
    (row) => row.name,
    (row) => row.id,
  );
  await db.insert(supplierProductTypes).values(
    DEMO_OFFERS.map((offer) => ({
      productTypeId: idOf(typeIds, offer.productType, "product type"),
      supplierId: idOf(supplierIds, offer.supplier, "supplier"),
      priceHtCents: toCents(offer.priceHtCents),
      unity: offer.unity,
      vatRateId: idOf(vatIds, offer.vat, "VAT rate"),
      deliveryDays: offer.deliveryDays,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return typeIds;
}

async function seedGroupProducts(
  db: DbOrTx,
  now: Date,
  typeIds: Map<string, number>,
  vatIds: Map<string, number>,
): Promise<void> {
  const companies = await db
    .select({ id: triangleCompanies.id, code: triangleCompanies.code })
    .from(triangleCompanies);
  const companyIds = byKey(
    companies,
    (row) => row.code ?? "",
    (row) => row.id,
  );
  const rows = await db
    .insert(triangleProducts)
    .values(
      DEMO_GROUP_PRODUCTS.map((product) => ({
        name: product.name,
        reference: product.reference,
        description: product.description,
        type: product.type,
        priceCents: toCents(product.priceCents),
        unity: product.unity,
        vatRateId: idOf(vatIds, product.vat, "VAT rate"),
        isEnabled: product.isEnabled,
        searchText: triangleProductSearchText({ reference: product.reference, name: product.name }),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: triangleProducts.id, reference: triangleProducts.reference });
  const productIds = byKey(
    rows,
    (row) => row.reference,
    (row) => row.id,
  );
  await db.insert(triangleProductCompanies).values(
    DEMO_GROUP_PRODUCTS.flatMap((product) =>
      product.companyCodes.map((code) => ({
        triangleProductId: idOf(productIds, product.reference, "group product"),
        triangleCompanyId: idOf(companyIds, code, "group company"),
      })),
    ),
  );
  await db.insert(triangleProductExpenses).values(
    DEMO_EXPENSES.map((expense) => ({
      triangleProductId: idOf(productIds, expense.reference, "group product"),
      productTypeId: idOf(typeIds, expense.productType, "product type"),
      quantity: expense.quantity,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * The demo catalogue (catalogue-data.ts): twelve suppliers, thirty product types with their offers,
 * twenty group products with their companies and linked purchases, and the demo task types beside
 * the migration's 'Achat'. A dozen multi-row inserts in one transaction.
 */
export const seedCatalogue: DemoSeeder = async (db, now, core) => {
  await db.transaction(async (tx) => {
    const vatRows = await tx.select({ id: vatRates.id, rate: vatRates.rate }).from(vatRates);
    const vatIds = byKey(
      vatRows,
      (row) => row.rate,
      (row) => row.id,
    );
    const supplierIds = await seedSuppliers(tx, now);
    const typeIds = await seedProductTypes(tx, now, supplierIds, vatIds);
    await seedGroupProducts(tx, now, typeIds, vatIds);
    await tx
      .insert(taskTypes)
      .values(DEMO_TASK_TYPES.map((name) => ({ name, createdAt: now, updatedAt: now })));
  });
  return core;
};
