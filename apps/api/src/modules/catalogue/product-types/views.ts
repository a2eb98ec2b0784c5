import {
  addresses,
  type DbOrTx,
  productTypes,
  quotationSupplierProducts,
  supplierProductTypes,
  suppliers,
  triangleProductExpenses,
  vatRates,
} from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  canDeleteProductType,
  canEditProductType,
  decimalToString,
  domainError,
  type ProductTypeDatas,
  type ProductTypeUsage,
  productTypeDatas,
  toDecimal,
  type Unity,
} from "@tronc/domain";
import { and, asc, eq, inArray, not, notExists, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";

/** A supplier's offer for a product type, as the edit screen's table and the Hydra item show it. */
export interface OfferView {
  id: number;
  productTypeId: number;
  supplier: { id: number; name: string; city: string | null; isActive: boolean; isDraft: boolean };
  priceHtCents: Cents;
  unity: Unity;
  vatRateId: number;
  /** The VAT percentage as a number: 5.5 for 5,5 %. */
  tva: number;
  /** Days as a numeric string without trailing zeros ('1.5', '2'). */
  deliveryDays: string;
  canEdit: boolean;
}

/** A card of the list: the type, its offers and the price label, negotiated flag and alert. */
export interface ProductTypeCard {
  id: number;
  name: string;
  isFood: boolean;
  isEnabled: boolean;
  description: string | null;
  datas: ProductTypeDatas;
  offers: OfferView[];
}

/** A supplier of the 'Nouveau fournisseur' select. */
export interface SupplierChoice {
  id: number;
  name: string;
  city: string | null;
}

/** The view/edit screen: the card, the suppliers that may still be added, and what the viewer may do. */
export interface ProductTypeSheet extends ProductTypeCard {
  availableSuppliers: SupplierChoice[];
  canEdit: boolean;
  canDelete: boolean;
}

const isAvailable = (supplier: { isActive: boolean; isDraft: boolean }) =>
  supplier.isActive && !supplier.isDraft;

/** The offers of the given product types, lowest price first, in one query. */
export async function offersOf(
  db: DbOrTx,
  user: ServiceContext["user"],
  where: { productTypeIds?: number[]; offerId?: number },
): Promise<OfferView[]> {
  const condition =
    where.offerId !== undefined
      ? eq(supplierProductTypes.id, where.offerId)
      : inArray(supplierProductTypes.productTypeId, where.productTypeIds ?? []);
  if (where.offerId === undefined && (where.productTypeIds ?? []).length === 0) return [];
  const rows = await db
    .select({
      id: supplierProductTypes.id,
      productTypeId: supplierProductTypes.productTypeId,
      priceHtCents: supplierProductTypes.priceHtCents,
      unity: supplierProductTypes.unity,
      vatRateId: supplierProductTypes.vatRateId,
      rate: vatRates.rate,
      deliveryDays: supplierProductTypes.deliveryDays,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      supplierActive: suppliers.isActive,
      supplierDraft: suppliers.isDraft,
      city: addresses.city,
    })
    .from(supplierProductTypes)
    .innerJoin(suppliers, eq(suppliers.id, supplierProductTypes.supplierId))
    .innerJoin(vatRates, eq(vatRates.id, supplierProductTypes.vatRateId))
    .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
    .where(condition)
    .orderBy(asc(supplierProductTypes.priceHtCents), asc(suppliers.name), asc(supplierProductTypes.id));
  const canEdit = canEditProductType(user);
  return rows.map((row) => ({
    id: row.id,
    productTypeId: row.productTypeId,
    supplier: {
      id: row.supplierId,
      name: row.supplierName,
      city: row.city || null,
      isActive: row.supplierActive,
      isDraft: row.supplierDraft,
    },
    priceHtCents: row.priceHtCents,
    unity: row.unity,
    vatRateId: row.vatRateId,
    tva: Number(row.rate),
    deliveryDays: decimalToString(toDecimal(row.deliveryDays)),
    canEdit,
  }));
}

type ProductTypeRow = Pick<
  typeof productTypes.$inferSelect,
  "id" | "name" | "isFood" | "isEnabled" | "description"
>;

export const productTypeColumns = {
  id: productTypes.id,
  name: productTypes.name,
  isFood: productTypes.isFood,
  isEnabled: productTypes.isEnabled,
  description: productTypes.description,
};

/** Rows to cards, their offers loaded in one query. */
export async function toCards(ctx: ServiceContext, rows: ProductTypeRow[]): Promise<ProductTypeCard[]> {
  const offers = await offersOf(ctx.db, ctx.user, { productTypeIds: rows.map((row) => row.id) });
  return rows.map((row) => {
    const own = offers.filter((offer) => offer.productTypeId === row.id);
    const datas = productTypeDatas({
      isEnabled: row.isEnabled,
      offers: own.map((offer) => ({ ...offer, supplierAvailable: isAvailable(offer.supplier) })),
    });
    return { ...row, datas, offers: own };
  });
}

/** Active, non-draft suppliers that do not offer this type yet, by name (the select shows name + city). */
export function availableSuppliers(db: DbOrTx, productTypeId: number): Promise<SupplierChoice[]> {
  return db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      city: sql<string | null>`nullif(${addresses.city}, '')`,
    })
    .from(suppliers)
    .leftJoin(addresses, eq(addresses.id, suppliers.addressId))
    .where(
      and(
        eq(suppliers.isActive, true),
        not(suppliers.isDraft),
        notExists(
          db
            .select({ one: sql`1` })
            .from(supplierProductTypes)
            .where(
              and(
                eq(supplierProductTypes.supplierId, suppliers.id),
                eq(supplierProductTypes.productTypeId, productTypeId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(suppliers.name), asc(suppliers.id));
}

/** Everything that refers to the type, counted in one query: the sheet's `canDelete` and the delete read it. */
export async function usageOf(db: DbOrTx, productTypeId: number): Promise<ProductTypeUsage> {
  const [usage] = await db
    .select({
      purchaseCount: db.$count(
        triangleProductExpenses,
        eq(triangleProductExpenses.productTypeId, productTypeId),
      ),
      offerCount: db.$count(supplierProductTypes, eq(supplierProductTypes.productTypeId, productTypeId)),
      purchaseLineCount: db.$count(
        quotationSupplierProducts,
        eq(quotationSupplierProducts.productTypeId, productTypeId),
      ),
    })
    .from(sql`(select 1) as one`);
  return usage ?? { purchaseCount: 0, offerCount: 0, purchaseLineCount: 0 };
}

export async function findProductType(db: DbOrTx, id: number): Promise<ProductTypeRow> {
  const [row] = await db.select(productTypeColumns).from(productTypes).where(eq(productTypes.id, id));
  if (!row) throw domainError("PRODUCT_TYPE_NOT_FOUND", "notFound");
  return row;
}

/** 'Produit type': the card, its offers, the suppliers to add and the viewer's permissions. */
export async function getProductTypeSheet(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<ProductTypeSheet> {
  const row = await findProductType(ctx.db, id);
  const [[card], choices, usage] = await Promise.all([
    toCards(ctx, [row]),
    canEditProductType(ctx.user) ? availableSuppliers(ctx.db, id) : Promise.resolve([]),
    usageOf(ctx.db, id),
  ]);
  if (!card) throw domainError("PRODUCT_TYPE_NOT_FOUND", "notFound");
  return {
    ...card,
    availableSuppliers: choices,
    canEdit: canEditProductType(ctx.user),
    canDelete: canDeleteProductType(ctx.user, usage),
  };
}
