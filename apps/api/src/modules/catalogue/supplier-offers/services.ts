import { type DbOrTx, productTypes, supplierProductTypes, suppliers, vatRates } from "@tronc/db";
import {
  DEFAULT_OFFER_VAT_RATE,
  domainError,
  readOfferDelay,
  readOfferPriceCents,
  readOfferUnity,
} from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { isUniqueViolation } from "../../../services/shared/unique-violation";
import { type OfferView, offersOf } from "../product-types/views";

type Raw = number | string | null | undefined;

/** The offer's figures as typed ('12,50') or sent (12.5); the domain reads them and refuses in French. */
export interface OfferFigures {
  priceHT?: Raw;
  unity?: string | null | undefined;
  /** Absent or null: the 20 % rate. */
  vatRateId?: number | null | undefined;
  delivery?: Raw;
}

export interface OfferCreate extends OfferFigures {
  productTypeId: number;
  supplierId: number;
}

export interface OfferUpdate extends OfferFigures {
  id: number;
}

export async function getOffer(ctx: ServiceContext, { id }: { id: number }): Promise<OfferView> {
  const [offer] = await offersOf(ctx.db, ctx.user, { offerId: id });
  if (!offer) throw domainError("PRODUCT_TYPE_OFFER_NOT_FOUND", "notFound");
  return offer;
}

async function vatRateIdOf(db: DbOrTx, requested: number | null | undefined): Promise<number> {
  const [row] = await db
    .select({ id: vatRates.id })
    .from(vatRates)
    .where(requested ? eq(vatRates.id, requested) : eq(vatRates.rate, DEFAULT_OFFER_VAT_RATE));
  if (row) return row.id;
  if (requested) throw domainError("PRODUCT_TYPE_OFFER_VAT_NOT_FOUND", "notFound", {}, { field: "tva" });
  throw domainError("PRODUCT_TYPE_OFFER_DEFAULT_VAT_MISSING", "rule", {}, { field: "tva" });
}

/** Only active suppliers past their draft get new offers. */
async function offeringSupplier(db: DbOrTx, supplierId: number) {
  const [supplier] = await db
    .select({ name: suppliers.name, isActive: suppliers.isActive, isDraft: suppliers.isDraft })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!supplier || supplier.isDraft) {
    throw domainError(
      "PRODUCT_TYPE_OFFER_SUPPLIER_NOT_FOUND",
      "notFound",
      {},
      { field: "troncCommunSupplier" },
    );
  }
  if (!supplier.isActive) {
    throw domainError(
      "PRODUCT_TYPE_OFFER_SUPPLIER_INACTIVE",
      "rule",
      { name: supplier.name },
      { field: "troncCommunSupplier" },
    );
  }
  return supplier;
}

const duplicate = (name: string) =>
  domainError("PRODUCT_TYPE_OFFER_DUPLICATE", "conflict", { name }, { field: "troncCommunSupplier" });

/** 'Nouveau fournisseur' + 'Ajouter': price HT, unit and delay required, VAT 20 % unless chosen. */
export async function createOffer(ctx: ServiceContext, input: OfferCreate): Promise<OfferView> {
  const priceHtCents = readOfferPriceCents(input.priceHT);
  const unity = readOfferUnity(input.unity);
  const deliveryDays = readOfferDelay(input.delivery);
  let supplierName = "";
  try {
    const id = await inTransaction(ctx, async ({ db: tx }) => {
      const [type] = await tx
        .select({ id: productTypes.id })
        .from(productTypes)
        .where(eq(productTypes.id, input.productTypeId));
      if (!type) throw domainError("PRODUCT_TYPE_NOT_FOUND", "notFound");
      supplierName = (await offeringSupplier(tx, input.supplierId)).name;
      const vatRateId = await vatRateIdOf(tx, input.vatRateId);
      const [existing] = await tx
        .select({ id: supplierProductTypes.id })
        .from(supplierProductTypes)
        .where(
          and(
            eq(supplierProductTypes.productTypeId, input.productTypeId),
            eq(supplierProductTypes.supplierId, input.supplierId),
          ),
        );
      if (existing) throw duplicate(supplierName);
      const [row] = await tx
        .insert(supplierProductTypes)
        .values({
          productTypeId: input.productTypeId,
          supplierId: input.supplierId,
          priceHtCents,
          unity,
          vatRateId,
          deliveryDays,
        })
        .returning({ id: supplierProductTypes.id });
      if (!row) throw new Error("offer insert returned nothing");
      return row.id;
    });
    return getOffer(ctx, { id });
  } catch (error) {
    // Two people adding the same supplier at once: the unique pair index settles it with the same 409.
    if (isUniqueViolation(error)) throw duplicate(supplierName);
    throw error;
  }
}

/** The row's 'OK': absent figures stay as they are. */
export async function updateOffer(ctx: ServiceContext, { id, ...input }: OfferUpdate): Promise<OfferView> {
  const changes = {
    ...(input.priceHT !== undefined ? { priceHtCents: readOfferPriceCents(input.priceHT) } : {}),
    ...(input.unity !== undefined ? { unity: readOfferUnity(input.unity) } : {}),
    ...(input.delivery !== undefined ? { deliveryDays: readOfferDelay(input.delivery) } : {}),
  };
  await inTransaction(ctx, async ({ db: tx }) => {
    const vat = input.vatRateId !== undefined ? { vatRateId: await vatRateIdOf(tx, input.vatRateId) } : {};
    const [row] = await tx
      .update(supplierProductTypes)
      .set({ ...changes, ...vat, updatedAt: ctx.now })
      .where(eq(supplierProductTypes.id, id))
      .returning({ id: supplierProductTypes.id });
    if (!row) throw domainError("PRODUCT_TYPE_OFFER_NOT_FOUND", "notFound");
  });
  return getOffer(ctx, { id });
}

/** Deleting an offer is allowed (the confirm sentence is asked on screen). */
export async function deleteOffer(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db: tx }) => {
    const [row] = await tx
      .delete(supplierProductTypes)
      .where(eq(supplierProductTypes.id, id))
      .returning({ id: supplierProductTypes.id });
    if (!row) throw domainError("PRODUCT_TYPE_OFFER_NOT_FOUND", "notFound");
    return { id };
  });
}
