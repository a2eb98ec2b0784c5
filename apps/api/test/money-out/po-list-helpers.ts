import { companies, projects, purchaseOrders, quotationExpenses } from "@tronc/db";
import type { PurchaseOrderState } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { insertSupplier } from "../catalogue/product-types-helpers";
import type { TestApp } from "../helpers";
import { insertPurchaseOrder } from "./money-out-fixtures";

/**
 * Five purchase orders whose names carry `code` (so a file's filters never meet the demo's orders),
 * each HT 725,00 / VAT 105,00 / TTC 830,00 (insertPurchaseOrder's purchase):
 * - pending   (issuer A, 'Traiteur Zéphyr {code}', project 'Gala {code}', client 'Maison Brûlée {code}',
 *   purchase 'Repas des équipes'), created 2026-03-10 10:00 UTC;
 * - pending   (issuer B, 'Loueur Mobilier {code}', project 'Congrès {code}'), 2026-04-15 10:00 UTC;
 * - invoiced  (issuer A, Zéphyr, Gala), 2026-05-20 10:00 UTC;
 * - finished  (issuer A, Mobilier, no project), 2026-05-31 22:30 UTC = 1 June 00:30 in Paris;
 * - canceled  (issuer B, Zéphyr, Congrès), 2026-06-02 08:00 UTC.
 * Newest first: canceled, finished, invoiced, pendingB, pendingA.
 */
export async function insertPurchaseOrderListScenario(
  t: TestApp,
  options: { issuerA: number; issuerB: number; code: string },
) {
  const { issuerA, issuerB, code } = options;
  const db = t.handle.db;
  const zephyr = (await insertSupplier(t, `Traiteur Zéphyr ${code}`)).id;
  const mobilier = (await insertSupplier(t, `Loueur Mobilier ${code}`)).id;
  const project = async (name: string) => {
    const [row] = await db.insert(projects).values({ name }).returning({ id: projects.id });
    if (!row) throw new Error("project not inserted");
    return row.id;
  };
  const gala = await project(`Gala ${code}`);
  const congres = await project(`Congrès ${code}`);

  const order = async (spec: {
    issuerId: number;
    supplierId: number;
    state: PurchaseOrderState;
    projectId: number | null;
    createdAt: string;
    clientName: string;
    title: string;
  }) => {
    const inserted = await insertPurchaseOrder(t, {
      issuerId: spec.issuerId,
      supplierId: spec.supplierId,
      state: spec.state,
    });
    await db
      .update(purchaseOrders)
      .set({ projectId: spec.projectId, createdAt: new Date(spec.createdAt) })
      .where(eq(purchaseOrders.id, inserted.purchaseOrderId));
    await db.update(companies).set({ name: spec.clientName }).where(eq(companies.id, inserted.companyId));
    await db
      .update(quotationExpenses)
      .set({ title: spec.title })
      .where(eq(quotationExpenses.id, inserted.expenseId));
    return { ...inserted, id: inserted.purchaseOrderId };
  };
  const pendingA = await order({
    issuerId: issuerA,
    supplierId: zephyr,
    state: "STATE_PENDING",
    projectId: gala,
    createdAt: "2026-03-10T10:00:00Z",
    clientName: `Maison Brûlée ${code}`,
    title: "Repas des équipes",
  });
  const pendingB = await order({
    issuerId: issuerB,
    supplierId: mobilier,
    state: "STATE_PENDING",
    projectId: congres,
    createdAt: "2026-04-15T10:00:00Z",
    clientName: `Client Deux ${code}`,
    title: "Tables et chaises",
  });
  const invoiced = await order({
    issuerId: issuerA,
    supplierId: zephyr,
    state: "STATE_INVOICE",
    projectId: gala,
    createdAt: "2026-05-20T10:00:00Z",
    clientName: `Client Trois ${code}`,
    title: "Cocktail dînatoire",
  });
  const finished = await order({
    issuerId: issuerA,
    supplierId: mobilier,
    state: "STATE_FINISH",
    projectId: null,
    createdAt: "2026-05-31T22:30:00Z",
    clientName: `Client Quatre ${code}`,
    title: "Estrade",
  });
  const canceled = await order({
    issuerId: issuerB,
    supplierId: zephyr,
    state: "STATE_CANCELED",
    projectId: congres,
    createdAt: "2026-06-02T08:00:00Z",
    clientName: `Client Cinq ${code}`,
    title: "Brunch annulé",
  });
  return { zephyr, mobilier, gala, congres, pendingA, pendingB, invoiced, finished, canceled };
}
