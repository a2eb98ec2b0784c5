import {
  type DbOrTx,
  triangleCompanies,
  triangleProductCompanies,
  triangleProducts,
  vatRates,
} from "@tronc/db";
import {
  assertGroupProductDeletable,
  decimalToString,
  domainError,
  type GroupProductFields,
  type GroupProductInput,
  toCents,
  triangleProductSearchText,
  validateGroupProduct,
} from "@tronc/domain";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { findGroupProductUses } from "./uses";
import { type GroupProductDetail, getGroupProduct } from "./views";

/** A save: every field of the modal; on update an absent field keeps its value, null clears it. */
export interface GroupProductSave extends Omit<GroupProductInput, "price"> {
  /** Euros as typed ('1 200,50') or sent (1200.5). */
  price?: number | string | null | undefined;
}

async function assertReferencesExist(db: DbOrTx, fields: GroupProductFields) {
  const [vat] = await db.select({ id: vatRates.id }).from(vatRates).where(eq(vatRates.id, fields.vatRateId));
  if (!vat) throw domainError("GROUP_PRODUCT_VAT_NOT_FOUND", "invalid", {}, { field: "vatRateId" });
  const known = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(inArray(triangleCompanies.id, fields.triangleCompanyIds));
  if (known.length !== fields.triangleCompanyIds.length) {
    throw domainError("GROUP_PRODUCT_COMPANY_NOT_FOUND", "invalid", {}, { field: "triangleCompanyIds" });
  }
}

/** 120050 → '1200.5', exactly (no float division). */
const centsAsEuros = (cents: number) => decimalToString({ units: BigInt(cents), scale: 2 });

const columnsOf = (fields: GroupProductFields) => ({
  name: fields.name,
  reference: fields.reference,
  description: fields.description,
  type: fields.type,
  priceCents: toCents(fields.priceCents),
  unity: fields.unity,
  vatRateId: fields.vatRateId,
  isEnabled: fields.isEnabled,
  searchText: triangleProductSearchText(fields),
});

async function syncCompanies(db: DbOrTx, productId: number, companyIds: number[]) {
  await db
    .delete(triangleProductCompanies)
    .where(
      and(
        eq(triangleProductCompanies.triangleProductId, productId),
        notInArray(triangleProductCompanies.triangleCompanyId, companyIds),
      ),
    );
  await db
    .insert(triangleProductCompanies)
    .values(companyIds.map((triangleCompanyId) => ({ triangleProductId: productId, triangleCompanyId })))
    .onConflictDoNothing();
}

/** 'Nouveau produit du groupe Triangle' (super admins). */
export async function createGroupProduct(
  ctx: ServiceContext,
  input: GroupProductSave,
): Promise<GroupProductDetail> {
  const fields = validateGroupProduct(input);
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    await assertReferencesExist(tx, fields);
    const [row] = await tx
      .insert(triangleProducts)
      .values(columnsOf(fields))
      .returning({ id: triangleProducts.id });
    if (!row) throw new Error("triangle product insert returned nothing");
    await syncCompanies(tx, row.id, fields.triangleCompanyIds);
    return row.id;
  });
  return getGroupProduct(ctx, { id });
}

/** 'Éditer le produit' (super admins); a Hydra PUT may send only the fields it changes. */
export async function updateGroupProduct(
  ctx: ServiceContext,
  { id, ...input }: GroupProductSave & { id: number },
): Promise<GroupProductDetail> {
  await inTransaction(ctx, async ({ db: tx }) => {
    const [current] = await tx
      .select()
      .from(triangleProducts)
      .where(eq(triangleProducts.id, id))
      .for("update");
    if (!current) throw domainError("GROUP_PRODUCT_NOT_FOUND", "notFound");
    const companies =
      input.triangleCompanyIds === undefined
        ? (
            await tx
              .select({ id: triangleProductCompanies.triangleCompanyId })
              .from(triangleProductCompanies)
              .where(eq(triangleProductCompanies.triangleProductId, id))
          ).map((row) => row.id)
        : input.triangleCompanyIds;
    const fields = validateGroupProduct({
      name: input.name === undefined ? current.name : input.name,
      reference: input.reference === undefined ? current.reference : input.reference,
      description: input.description === undefined ? current.description : input.description,
      type: input.type === undefined ? current.type : input.type,
      unity: input.unity === undefined ? current.unity : input.unity,
      price: input.price === undefined ? centsAsEuros(current.priceCents) : input.price,
      vatRateId: input.vatRateId === undefined ? current.vatRateId : input.vatRateId,
      triangleCompanyIds: companies,
      isEnabled: input.isEnabled ?? current.isEnabled,
    });
    await assertReferencesExist(tx, fields);
    await tx
      .update(triangleProducts)
      .set({ ...columnsOf(fields), updatedAt: ctx.now })
      .where(eq(triangleProducts.id, id));
    await syncCompanies(tx, id, fields.triangleCompanyIds);
  });
  return getGroupProduct(ctx, { id });
}

/** Deletes the product with its linked purchases, unless a document uses it. */
export async function deleteGroupProduct(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  await inTransaction(ctx, async ({ db: tx }) => {
    const [current] = await tx
      .select({ id: triangleProducts.id })
      .from(triangleProducts)
      .where(eq(triangleProducts.id, id))
      .for("update");
    if (!current) throw domainError("GROUP_PRODUCT_NOT_FOUND", "notFound");
    assertGroupProductDeletable(await findGroupProductUses(tx, id));
    // The companies and linked purchases go with it (on delete cascade).
    await tx.delete(triangleProducts).where(eq(triangleProducts.id, id));
  });
  return { id };
}
