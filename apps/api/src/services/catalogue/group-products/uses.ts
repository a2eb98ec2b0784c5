import type { DbOrTx } from "@tronc/db";
import type { GroupProductUses } from "@tronc/domain";

/**
 * What uses a group product and so forbids deleting it. Nothing references one yet: the quotation
 * lines of the next issue add their count here (`quotation_triangle_products` by triangle_product_id).
 */
export async function findGroupProductUses(_db: DbOrTx, _productId: number): Promise<GroupProductUses> {
  return { quotationLines: 0 };
}
