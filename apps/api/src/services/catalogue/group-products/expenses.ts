import { productTypes, triangleProductExpenses, triangleProducts } from "@tronc/db";
import { domainError, parseExpenseQuantity } from "@tronc/domain";
import { and, eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { type GroupProductExpenseView, loadExpenses } from "./views";

export async function getGroupProductExpense(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<GroupProductExpenseView> {
  const [view] = await loadExpenses(ctx, eq(triangleProductExpenses.id, id));
  if (!view) throw domainError("TRIANGLE_PRODUCT_EXPENSE_NOT_FOUND", "notFound");
  return view;
}

export interface GroupProductExpenseCreate {
  triangleProductId: number;
  productTypeId: number;
  quantity?: number | string | null | undefined;
}

/** 'Ajouter' in the right pane: an enabled product type, once per product, with a quantity above zero. */
export async function createGroupProductExpense(
  ctx: ServiceContext,
  input: GroupProductExpenseCreate,
): Promise<GroupProductExpenseView> {
  const quantity = parseExpenseQuantity(input.quantity);
  const id = await inTransaction(ctx, async ({ db: tx }) => {
    // The product locked: a delete running meanwhile waits, and two adds of one type do not both pass.
    const [product] = await tx
      .select({ id: triangleProducts.id })
      .from(triangleProducts)
      .where(eq(triangleProducts.id, input.triangleProductId))
      .for("update");
    if (!product) throw domainError("GROUP_PRODUCT_NOT_FOUND", "notFound");
    const [type] = await tx
      .select({ isEnabled: productTypes.isEnabled })
      .from(productTypes)
      .where(eq(productTypes.id, input.productTypeId));
    if (!type) {
      throw domainError(
        "TRIANGLE_PRODUCT_EXPENSE_PRODUCT_TYPE_NOT_FOUND",
        "invalid",
        {},
        { field: "productTypeId" },
      );
    }
    if (!type.isEnabled) {
      throw domainError(
        "TRIANGLE_PRODUCT_EXPENSE_PRODUCT_TYPE_DISABLED",
        "rule",
        {},
        { field: "productTypeId" },
      );
    }
    const [twin] = await tx
      .select({ id: triangleProductExpenses.id })
      .from(triangleProductExpenses)
      .where(
        and(
          eq(triangleProductExpenses.triangleProductId, input.triangleProductId),
          eq(triangleProductExpenses.productTypeId, input.productTypeId),
        ),
      );
    if (twin) {
      throw domainError("TRIANGLE_PRODUCT_EXPENSE_DUPLICATE", "conflict", {}, { field: "productTypeId" });
    }
    const [row] = await tx
      .insert(triangleProductExpenses)
      .values({ triangleProductId: input.triangleProductId, productTypeId: input.productTypeId, quantity })
      .returning({ id: triangleProductExpenses.id });
    if (!row) throw new Error("triangle product expense insert returned nothing");
    return row.id;
  });
  return getGroupProductExpense(ctx, { id });
}

/** The inline quantity edit. */
export async function updateGroupProductExpense(
  ctx: ServiceContext,
  input: { id: number; quantity?: number | string | null | undefined },
): Promise<GroupProductExpenseView> {
  const quantity = parseExpenseQuantity(input.quantity);
  const [row] = await ctx.db
    .update(triangleProductExpenses)
    .set({ quantity, updatedAt: ctx.now })
    .where(eq(triangleProductExpenses.id, input.id))
    .returning({ id: triangleProductExpenses.id });
  if (!row) throw domainError("TRIANGLE_PRODUCT_EXPENSE_NOT_FOUND", "notFound");
  return getGroupProductExpense(ctx, { id: row.id });
}

/** After 'Confirmez-vous la supression de cet achat ?'. */
export async function deleteGroupProductExpense(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<{ id: number }> {
  const [row] = await ctx.db
    .delete(triangleProductExpenses)
    .where(eq(triangleProductExpenses.id, id))
    .returning({ id: triangleProductExpenses.id });
  if (!row) throw domainError("TRIANGLE_PRODUCT_EXPENSE_NOT_FOUND", "notFound");
  return { id };
}
