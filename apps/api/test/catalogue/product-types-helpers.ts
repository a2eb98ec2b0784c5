import { addresses, productTypes, supplierProductTypes, suppliers, vatRates } from "@tronc/db";
import { supplierSearchText } from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import type { DemoUser, TestApp } from "../helpers";

export const TYPES = "/api/tronc-commun/tronc_commun_product_types";
export const TYPES_SEARCH = "/api/tronc-commun/tronc_commun_product_types-search";
export const OFFERS = "/api/tronc-commun/tronc_commun_supplier_product_types";
export const SUPPLIERS = "/api/tronc-commun/tronc_commun_suppliers";
export const TVAS = "/api/compta/tvas";

/** formatEuros writes no-break spaces: made plain to compare labels. */
export const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

let siretCounter = 0;

/** A supplier written straight to the database (suppliers are another screen's); SIRETs 9000…, unique per run. */
export async function insertSupplier(
  t: TestApp,
  name: string,
  options: { isActive?: boolean; isDraft?: boolean; city?: string } = {},
) {
  siretCounter += 1;
  const siret = `9${String(siretCounter).padStart(13, "0")}`;
  const city = options.city ?? "Lyon";
  const [address] = await t.handle.db
    .insert(addresses)
    .values({ address: "1 rue du Test", postalCode: "69001", city })
    .returning({ id: addresses.id });
  const [row] = await t.handle.db
    .insert(suppliers)
    .values({
      name,
      siret,
      addressId: address?.id ?? null,
      isActive: options.isActive ?? true,
      isDraft: options.isDraft ?? false,
      searchText: supplierSearchText({ name, siret, city }),
    })
    .returning({ id: suppliers.id });
  if (!row) throw new Error("supplier insert returned nothing");
  return { id: row.id, name, siret };
}

export async function vatIdOf(t: TestApp, rate: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: vatRates.id }).from(vatRates).where(eq(vatRates.rate, rate));
  if (!row) throw new Error(`no VAT ${rate}`);
  return row.id;
}

export const rowCounts = async (t: TestApp) => ({
  types: (await t.handle.db.select({ n: count() }).from(productTypes))[0]?.n,
  offers: (await t.handle.db.select({ n: count() }).from(supplierProductTypes))[0]?.n,
});

export async function send(
  t: TestApp,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  who: DemoUser,
  payload?: object,
) {
  const headers = { cookie: await t.login(who) };
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

export const offerInput = (
  productTypeId: number,
  supplierId: number,
  overrides: Record<string, unknown> = {},
) => ({
  productTypeId,
  supplierId,
  priceHT: "12,50",
  unity: "UNITY_DAY",
  delivery: "2",
  ...overrides,
});
