import { type DbOrTx, productTypes, supplierProductTypes, suppliers, vatRates } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { decimalToString, domainError, pow10, toDecimal, type Unity } from "@tronc/domain";
import { and, asc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";

/** A supplier's offer for a product type, as a purchase line is pre-filled from it. */
export interface SupplierOfferView {
  productTypeId: number;
  productTypeName: string;
  isFood: boolean;
  isEnabled: boolean;
  priceHtCents: Cents;
  unity: Unity;
  /** The VAT rate itself ('20', '5.5'). */
  vatRate: string;
  /** Working days, whole (a half day offered counts as a full one). */
  deliveryDays: number;
}

/** '1.5' → 2: the catalogue allows half days, a purchase line counts whole working days. */
const wholeDays = (value: string) => {
  const decimal = toDecimal(value);
  const factor = pow10(decimal.scale);
  return Number((decimal.units + factor - 1n) / factor);
};

const offerColumns = {
  productTypeId: productTypes.id,
  productTypeName: productTypes.name,
  isFood: productTypes.isFood,
  isEnabled: productTypes.isEnabled,
  priceHtCents: supplierProductTypes.priceHtCents,
  unity: supplierProductTypes.unity,
  vatRate: vatRates.rate,
  deliveryDays: supplierProductTypes.deliveryDays,
};

type OfferRow = { [K in keyof typeof offerColumns]: (typeof offerColumns)[K]["_"]["data"] };

const toView = (row: OfferRow): SupplierOfferView => ({
  ...row,
  vatRate: decimalToString(toDecimal(row.vatRate)),
  deliveryDays: wholeDays(row.deliveryDays),
});

function offersQuery(db: DbOrTx) {
  return db
    .select(offerColumns)
    .from(supplierProductTypes)
    .innerJoin(productTypes, eq(productTypes.id, supplierProductTypes.productTypeId))
    .innerJoin(vatRates, eq(vatRates.id, supplierProductTypes.vatRateId));
}

/** The product type picker of a purchase line: what this supplier offers, by name. */
export async function supplierOffers(
  ctx: ServiceContext,
  { supplierId }: { supplierId: number },
): Promise<SupplierOfferView[]> {
  const rows = await offersQuery(ctx.db)
    .where(eq(supplierProductTypes.supplierId, supplierId))
    .orderBy(asc(productTypes.name), asc(productTypes.id));
  return rows.map(toView);
}

/**
 * The offer of the supplier for the product type, or a 422 naming both (the product type must exist:
 * 400 otherwise). `field` is where the refusal goes on the form.
 */
export async function requireOffer(
  db: DbOrTx,
  supplierId: number,
  productTypeId: number,
  field = "productTypeId",
): Promise<SupplierOfferView> {
  const [row] = await offersQuery(db).where(
    and(
      eq(supplierProductTypes.supplierId, supplierId),
      eq(supplierProductTypes.productTypeId, productTypeId),
    ),
  );
  if (row) return toView(row);
  const [type] = await db
    .select({ name: productTypes.name })
    .from(productTypes)
    .where(eq(productTypes.id, productTypeId));
  if (!type) throw domainError("PURCHASE_LINE_PRODUCT_TYPE_NOT_FOUND", "invalid", {}, { field });
  const [supplier] = await db
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  throw domainError(
    "PURCHASE_LINE_PRODUCT_NOT_OFFERED",
    "rule",
    { supplier: supplier?.name ?? String(supplierId), product: type.name },
    { field },
  );
}
