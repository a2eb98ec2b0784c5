import { addresses, quotationExpenses, supplierProductTypes, suppliers } from "@tronc/db";
import { assertSupplierDeletable, domainError } from "@tronc/domain";
import { count, eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";

/**
 * Deletes a supplier nothing uses, with its address. The row is locked first, so an offer added at the
 * same moment either waits for the delete or is counted here (its foreign key locks the supplier).
 */
export function deleteSupplier(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(ctx, async ({ db: tx, user }) => {
    const [supplier] = await tx
      .select({ isDraft: suppliers.isDraft, addressId: suppliers.addressId })
      .from(suppliers)
      .where(eq(suppliers.id, id))
      .for("update");
    if (!supplier) throw domainError("SUPPLIER_NOT_FOUND", "notFound");
    const [offers] = await tx
      .select({ n: count() })
      .from(supplierProductTypes)
      .where(eq(supplierProductTypes.supplierId, id));
    assertSupplierDeletable(user, supplier, { offers: offers?.n ?? 0 });
    const [purchases] = await tx
      .select({ n: count() })
      .from(quotationExpenses)
      .where(eq(quotationExpenses.supplierId, id));
    if ((purchases?.n ?? 0) > 0)
      throw domainError("SUPPLIER_HAS_PURCHASES", "rule", { count: purchases?.n ?? 0 });
    await tx.delete(suppliers).where(eq(suppliers.id, id));
    if (supplier.addressId !== null) await tx.delete(addresses).where(eq(addresses.id, supplier.addressId));
    return { id };
  });
}
