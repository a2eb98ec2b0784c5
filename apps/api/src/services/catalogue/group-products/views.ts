import {
  type DbOrTx,
  productTypes,
  supplierProductTypes,
  suppliers,
  triangleCompanies,
  triangleProductCompanies,
  triangleProductExpenses,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { canManageGroupProducts, domainError, type GroupProductType, type Unity } from "@tronc/domain";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";

/** A group product as the list's cards, the modal and the Hydra shim read it. */
export interface GroupProductView {
  id: number;
  name: string;
  reference: string;
  description: string | null;
  type: GroupProductType;
  priceCents: Cents;
  unity: Unity;
  vatRateId: number;
  /** The VAT percentage (20 for 20 %). */
  vatRate: number;
  isEnabled: boolean;
  triangleCompanies: { id: number; name: string; color: string }[];
  countExpenses: number;
  canEdit: boolean;
  canDelete: boolean;
}

/** A supplier's offer for the product type of a linked purchase (the quotation picker preselects from them). */
export interface SupplierOfferView {
  id: number;
  supplierId: number;
  supplierName: string;
  priceHtCents: Cents;
  unity: Unity;
  vatRateId: number;
  vatRate: number;
  /** Days, a numeric string. */
  deliveryDays: string;
}

/** A linked purchase: selling one unit of the product buys `quantity` of the product type. */
export interface GroupProductExpenseView {
  id: number;
  triangleProductId: number;
  /** A numeric string ('2.5'). */
  quantity: string;
  productType: {
    id: number;
    name: string;
    isFood: boolean;
    /** False: 'Non négocié', no active supplier offers it. */
    isNegotiated: boolean;
  };
  offers: SupplierOfferView[];
  canEdit: boolean;
}

export interface GroupProductDetail extends GroupProductView {
  expenses: GroupProductExpenseView[];
}

/** The suppliers that count for offers: active and saved at least once (drafts are nobody's offer). */
export const offeringSupplier = and(eq(suppliers.isActive, true), eq(suppliers.isDraft, false));

/**
 * SQL: the product type of the current `product_types` row has an offer from an active supplier.
 * Written out because drizzle drops the table names of a one-table select, which made `id` ambiguous.
 */
export const isNegotiatedSql = () =>
  sql<boolean>`exists (select 1 from supplier_product_types offer join suppliers offer_supplier on offer_supplier.id = offer.supplier_id where offer.product_type_id = "product_types"."id" and offer_supplier.is_active and not offer_supplier.is_draft)`;

export const productColumns = {
  id: triangleProducts.id,
  name: triangleProducts.name,
  reference: triangleProducts.reference,
  description: triangleProducts.description,
  type: triangleProducts.type,
  priceCents: triangleProducts.priceCents,
  unity: triangleProducts.unity,
  vatRateId: triangleProducts.vatRateId,
  vatRate: vatRates.rate,
  isEnabled: triangleProducts.isEnabled,
};

/** A row read with `productColumns`. */
export interface ProductRow {
  id: number;
  name: string;
  reference: string;
  description: string | null;
  type: GroupProductType;
  priceCents: Cents;
  unity: Unity;
  vatRateId: number;
  /** numeric(5,2) as a string. */
  vatRate: string;
  isEnabled: boolean;
}

/** Rows of triangle_products (joined to their VAT) to views: companies and linked purchase counts in two queries. */
export async function toProductViews(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  rows: ProductRow[],
): Promise<GroupProductView[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [companies, counts] = await Promise.all([
    db
      .select({
        productId: triangleProductCompanies.triangleProductId,
        id: triangleCompanies.id,
        name: triangleCompanies.name,
        color: triangleCompanies.color,
      })
      .from(triangleProductCompanies)
      .innerJoin(triangleCompanies, eq(triangleCompanies.id, triangleProductCompanies.triangleCompanyId))
      .where(inArray(triangleProductCompanies.triangleProductId, ids))
      .orderBy(asc(triangleCompanies.name)),
    db
      .select({ productId: triangleProductExpenses.triangleProductId, n: count() })
      .from(triangleProductExpenses)
      .where(inArray(triangleProductExpenses.triangleProductId, ids))
      .groupBy(triangleProductExpenses.triangleProductId),
  ]);
  const canManage = canManageGroupProducts(user);
  return rows.map((row) => ({
    ...row,
    vatRate: Number(row.vatRate),
    triangleCompanies: companies
      .filter((company) => company.productId === row.id)
      .map(({ id, name, color }) => ({ id, name, color })),
    countExpenses: counts.find((line) => line.productId === row.id)?.n ?? 0,
    canEdit: canManage,
    canDelete: canManage,
  }));
}

export async function loadProductRow(db: DbOrTx, id: number): Promise<ProductRow> {
  const [row] = await db
    .select(productColumns)
    .from(triangleProducts)
    .innerJoin(vatRates, eq(vatRates.id, triangleProducts.vatRateId))
    .where(eq(triangleProducts.id, id));
  if (!row) throw domainError("GROUP_PRODUCT_NOT_FOUND", "notFound");
  return row;
}

/** Linked purchases with their product type and its active suppliers' offers, by product type name. */
export async function loadExpenses(
  { db, user }: Pick<ServiceContext, "db" | "user">,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 10_000, offset: 0 },
): Promise<GroupProductExpenseView[]> {
  const rows = await db
    .select({
      id: triangleProductExpenses.id,
      triangleProductId: triangleProductExpenses.triangleProductId,
      quantity: triangleProductExpenses.quantity,
      productTypeId: productTypes.id,
      name: productTypes.name,
      isFood: productTypes.isFood,
      isNegotiated: isNegotiatedSql().mapWith(Boolean),
    })
    .from(triangleProductExpenses)
    .innerJoin(productTypes, eq(productTypes.id, triangleProductExpenses.productTypeId))
    .where(where)
    .orderBy(asc(productTypes.name), asc(triangleProductExpenses.id))
    .limit(page.limit)
    .offset(page.offset);
  const typeIds = [...new Set(rows.map((row) => row.productTypeId))];
  const offers =
    typeIds.length === 0
      ? []
      : await db
          .select({
            id: supplierProductTypes.id,
            productTypeId: supplierProductTypes.productTypeId,
            supplierId: suppliers.id,
            supplierName: suppliers.name,
            priceHtCents: supplierProductTypes.priceHtCents,
            unity: supplierProductTypes.unity,
            vatRateId: supplierProductTypes.vatRateId,
            vatRate: vatRates.rate,
            deliveryDays: supplierProductTypes.deliveryDays,
          })
          .from(supplierProductTypes)
          .innerJoin(suppliers, eq(suppliers.id, supplierProductTypes.supplierId))
          .innerJoin(vatRates, eq(vatRates.id, supplierProductTypes.vatRateId))
          .where(and(inArray(supplierProductTypes.productTypeId, typeIds), offeringSupplier))
          .orderBy(asc(supplierProductTypes.priceHtCents), asc(suppliers.name));
  const canEdit = canManageGroupProducts(user);
  return rows.map((row) => ({
    id: row.id,
    triangleProductId: row.triangleProductId,
    quantity: trimZeros(row.quantity),
    productType: {
      id: row.productTypeId,
      name: row.name,
      isFood: row.isFood,
      isNegotiated: row.isNegotiated,
    },
    offers: offers
      .filter((offer) => offer.productTypeId === row.productTypeId)
      .map(({ productTypeId: _type, ...offer }) => ({ ...offer, vatRate: Number(offer.vatRate) })),
    canEdit,
  }));
}

/** numeric(12,3) reads as '2.500': the view says '2.5'. */
function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}

/** The modal's record: the product and its linked purchases. */
export async function getGroupProduct(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<GroupProductDetail> {
  const row = await loadProductRow(ctx.db, id);
  const [view] = await toProductViews(ctx, [row]);
  if (!view) throw domainError("GROUP_PRODUCT_NOT_FOUND", "notFound");
  const expenses = await loadExpenses(ctx, eq(triangleProductExpenses.triangleProductId, id));
  return { ...view, expenses };
}
