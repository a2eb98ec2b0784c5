import { projects, purchaseOrders, suppliers } from "@tronc/db";
import { asc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../../services/shared/context";

export interface PurchaseOrderFilterOptions {
  projects: { id: number; name: string }[];
  suppliers: { id: number; name: string }[];
}

/**
 * The list's 'Projet' and 'Fournisseur' choices: those that have purchase orders, whatever their state
 * (an archived project or an inactive supplier still has orders to find), by name.
 */
export async function purchaseOrderFilterOptions({
  db,
}: Pick<ServiceContext, "db">): Promise<PurchaseOrderFilterOptions> {
  const [projectRows, supplierRows] = await Promise.all([
    db
      .selectDistinct({ id: projects.id, name: projects.name })
      .from(purchaseOrders)
      .innerJoin(projects, eq(projects.id, purchaseOrders.projectId))
      .orderBy(asc(projects.name), asc(projects.id)),
    db
      .selectDistinct({ id: suppliers.id, name: suppliers.name })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .orderBy(asc(suppliers.name), asc(suppliers.id)),
  ]);
  return { projects: projectRows, suppliers: supplierRows };
}
