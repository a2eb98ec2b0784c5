import { productTypes } from "@tronc/db";
import {
  assertProductTypeDeletable,
  domainError,
  productTypeSearchText,
  readProductTypeName,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { findProductType, getProductTypeSheet, type ProductTypeSheet, usageOf } from "./views";

export interface ProductTypeCreate {
  name?: string | null | undefined;
  isFood?: boolean | undefined;
  isEnabled?: boolean | undefined;
  description?: string | null | undefined;
}

/** Absent fields are left as they are; a null description clears it. */
export interface ProductTypeUpdate extends ProductTypeCreate {
  id: number;
}

const cleanDescription = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** 'Créer un produit type': name and 'Produit périssable'; enabled, without supplier yet. */
export async function createProductType(
  ctx: ServiceContext,
  input: ProductTypeCreate,
): Promise<ProductTypeSheet> {
  const name = readProductTypeName(input.name);
  const description = cleanDescription(input.description);
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    const [row] = await tx
      .insert(productTypes)
      .values({
        name,
        isFood: input.isFood ?? false,
        isEnabled: input.isEnabled ?? true,
        description,
        searchText: productTypeSearchText({ name, description }),
      })
      .returning({ id: productTypes.id });
    if (!row) throw new Error("product type insert returned nothing");
    return row.id;
  });
  return getProductTypeSheet(ctx, { id });
}

/** The edit screen's 'Enregistrer': name, perishable, enabled, description. */
export async function updateProductType(
  ctx: ServiceContext,
  { id, ...input }: ProductTypeUpdate,
): Promise<ProductTypeSheet> {
  const name = input.name === undefined ? undefined : readProductTypeName(input.name);
  await inTransaction(ctx, async ({ db: tx }) => {
    const current = await findProductType(tx, id);
    const next = {
      name: name ?? current.name,
      isFood: input.isFood ?? current.isFood,
      isEnabled: input.isEnabled ?? current.isEnabled,
      description:
        input.description === undefined ? current.description : cleanDescription(input.description),
    };
    await tx
      .update(productTypes)
      .set({ ...next, searchText: productTypeSearchText(next), updatedAt: ctx.now })
      .where(eq(productTypes.id, id));
  });
  return getProductTypeSheet(ctx, { id });
}

/** Refused while a linked purchase, an offer or a quotation's purchase line uses it (`usageOf`). */
export async function deleteProductType(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db: tx }) => {
    // The lock makes a purchase or offer added meanwhile wait for this delete (their key check needs it).
    const [row] = await tx
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.id, id))
      .for("update");
    if (!row) throw domainError("PRODUCT_TYPE_NOT_FOUND", "notFound");
    assertProductTypeDeletable(await usageOf(tx, id));
    await tx.delete(productTypes).where(eq(productTypes.id, id));
    return { id };
  });
}
