import {
  auditLog,
  purchaseOrders,
  quotationExpenses,
  supplierProductTypes,
  taskAssignees,
  tasks,
  taskTypes,
} from "@tronc/db";
import { parseReference, type QuotationState, toCents } from "@tronc/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productTypeModule } from "../../src/modules/catalogue/product-types";
import { supplierOfferModule } from "../../src/modules/catalogue/supplier-offers";
import { supplierModule } from "../../src/modules/catalogue/suppliers";
import { purchaseOrderModule } from "../../src/modules/money-out/purchase-orders";
import { purchaseLineModule } from "../../src/modules/proposals/purchase-lines";
import { quotationExpenseModule } from "../../src/modules/proposals/quotation-expenses";
import { projectModule } from "../../src/modules/work/projects";
import { taskModule } from "../../src/modules/work/tasks";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { createTestApp, type TestApp } from "../helpers";
import { rejection } from "../sales/sales-helpers";
import { insertOffer } from "./proposal-fixtures";
import { insertProposal } from "./purchases-helpers";

let t: TestApp;
let supplierId: number;
let otherSupplierId: number;

const NOW = new Date("2026-11-25T10:00:00Z");

beforeAll(async () => {
  t = await createTestApp({
    modules: [
      productTypeModule,
      projectModule,
      purchaseLineModule,
      purchaseOrderModule,
      quotationExpenseModule,
      supplierModule,
      supplierOfferModule,
      taskModule,
    ],
    now: () => NOW,
  });
  supplierId = (await insertSupplier(t, "Traiteur Lumière")).id;
  otherSupplierId = (await insertSupplier(t, "Location Mobilier")).id;
});

afterAll(() => t.close());

async function acceptedProposalWithPurchases(
  titles: string[],
  quotationStates: QuotationState[] = ["QUOTATION_STATE_ACCEPTED"],
) {
  const proposal = await insertProposal(t.handle.db, {
    issuerId: t.demo.companyIds[0] ?? 0,
    managerId: t.demo.userIds.chef,
    recommendationState: "RECO_STATE_ACCEPTED",
    quotationStates,
  });
  const user = await t.caller("user");
  const purchaseIds: number[] = [];
  for (const [index, title] of titles.entries()) {
    const purchase = await user.quotationExpense.create({
      quotationId: proposal.quotationId,
      supplierId: index % 2 === 0 ? supplierId : otherSupplierId,
      title,
    });
    purchaseIds.push(purchase.id);
  }
  return { ...proposal, purchaseIds };
}

const ordersOf = (purchaseIds: number[]) =>
  t.handle.db
    .select()
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.quotationExpenseId, purchaseIds))
    .orderBy(asc(purchaseOrders.id));

const tasksOf = (purchaseIds: number[]) =>
  t.handle.db
    .select({
      task: tasks,
      type: taskTypes.name,
      isPurchase: taskTypes.isPurchase,
      assignee: taskAssignees.userId,
    })
    .from(tasks)
    .innerJoin(taskTypes, eq(taskTypes.id, tasks.taskTypeId))
    .leftJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
    .where(inArray(tasks.quotationExpenseId, purchaseIds))
    .orderBy(asc(tasks.id));

describe("generating the purchase tasks of an accepted recommendation", () => {
  it("creates one order with continuous references and one 'Achat' task per purchase, once", async () => {
    const proposal = await acceptedProposalWithPurchases(["Plateaux repas du midi", "Tables et chaises"]);
    const user = await t.caller("user");
    const projectId = proposal.projectId ?? 0;
    expect((await user.project.get({ id: projectId })).acceptedQuotations).toMatchObject([
      { id: proposal.quotationId, purchases: 2, purchaseTaskStatus: "2 achats sans tâche" },
    ]);
    const answer = await user.purchaseOrder.generateForRecommendation({
      recommendationId: proposal.recommendationId,
    });
    expect(answer).toEqual({
      created: 2,
      message: "2 tâches d'achats et leurs bons de commande sont générés",
    });

    const orders = await ordersOf(proposal.purchaseIds);
    expect(orders.map((order) => [order.state, order.supplierId, order.projectId])).toEqual([
      ["STATE_PENDING", supplierId, proposal.projectId],
      ["STATE_PENDING", otherSupplierId, proposal.projectId],
    ]);
    const [first, second] = orders.map((order) => parseReference(order.reference));
    expect(first?.year).toBe(2026);
    expect((second?.counter ?? 0) - (first?.counter ?? 0)).toBe(1);

    const generated = await tasksOf(proposal.purchaseIds);
    expect(
      generated.map((row) => [
        row.task.name,
        row.isPurchase,
        row.assignee,
        row.task.projectId,
        row.task.startAt,
      ]),
    ).toEqual([
      ["Plateaux repas du midi", true, t.demo.userIds.chef, proposal.projectId, "2026-11-25"],
      ["Tables et chaises", true, t.demo.userIds.chef, proposal.projectId, "2026-11-25"],
    ]);
    expect(generated[0]?.task.searchText).toContain("plateaux repas du midi");

    const audit = await t.handle.db
      .select({ to: auditLog.toValue })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "purchaseOrder"), eq(auditLog.entityId, orders[0]?.id ?? 0)));
    expect(audit).toEqual([{ to: "STATE_PENDING" }]);

    const again = await user.purchaseOrder.generateForRecommendation({
      recommendationId: proposal.recommendationId,
    });
    expect(again).toEqual({
      created: 0,
      message: "Aucune nouvelle tâche d'achat : chaque achat a déjà son bon de commande",
    });
    expect(await ordersOf(proposal.purchaseIds)).toHaveLength(2);
    expect((await user.project.get({ id: projectId })).acceptedQuotations).toMatchObject([
      {
        id: proposal.quotationId,
        printUrl: `/admin/print_quotation/${proposal.quotationId}`,
        purchasesWithoutTask: 0,
        purchaseTaskStatus: "Tâches d'achats générées",
      },
    ]);

    // The purchase now shows its order and offers no generation; it can no longer be deleted.
    const [view] = await user.quotationExpense.listByQuotation({ quotationId: proposal.quotationId });
    expect(view?.purchaseOrder?.reference).toBe(orders[0]?.reference);
    expect(view).toMatchObject({ canGenerateTask: false, canDelete: false });
    expect(
      (await rejection(user.quotationExpense.delete({ id: proposal.purchaseIds[0] ?? 0 }))).message,
    ).toBe("Cet achat ne peut pas être supprimé : il a un bon de commande. Retirez-les d'abord.");

    // The task modal shows the order and its supplier.
    const taskId = generated[0]?.task.id ?? 0;
    const task = await user.task.get({ id: taskId });
    expect(task.purchaseOrder).toMatchObject({
      reference: orders[0]?.reference,
      supplierName: "Traiteur Lumière",
      state: "STATE_PENDING",
    });
  });

  it("two generations at once still create one order and one task per purchase", async () => {
    const proposal = await acceptedProposalWithPurchases(["Petit-déjeuner", "Estrade", "Buffet du soir"]);
    const [a, b] = await Promise.all([t.caller("user"), t.caller("chef")]);
    const answers = await Promise.all([
      a.purchaseOrder.generateForRecommendation({ recommendationId: proposal.recommendationId }),
      b.purchaseOrder.generateForRecommendation({ recommendationId: proposal.recommendationId }),
      a.purchaseOrder.generateForExpense({ quotationExpenseId: proposal.purchaseIds[0] ?? 0 }),
    ]);
    expect(answers.reduce((sum, answer) => sum + answer.created, 0)).toBe(3);
    expect(await ordersOf(proposal.purchaseIds)).toHaveLength(3);
    expect(await tasksOf(proposal.purchaseIds)).toHaveLength(3);
  });

  it("is refused (422) before the recommendation is accepted, or without a project", async () => {
    const user = await t.caller("user");
    const draft = await insertProposal(t.handle.db, {
      issuerId: t.demo.companyIds[0] ?? 0,
      managerId: null,
      recommendationState: "RECO_STATE_SEND",
    });
    expect(
      await rejection(
        user.purchaseOrder.generateForRecommendation({ recommendationId: draft.recommendationId }),
      ),
    ).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message: "Les tâches d'achats se génèrent quand la recommandation est acceptée",
    });
    const orphan = await insertProposal(t.handle.db, {
      issuerId: t.demo.companyIds[0] ?? 0,
      managerId: null,
      recommendationState: "RECO_STATE_ACCEPTED",
      withProject: false,
    });
    expect(
      (
        await rejection(
          user.purchaseOrder.generateForRecommendation({ recommendationId: orphan.recommendationId }),
        )
      ).message,
    ).toBe("Le lead de cette recommandation n'a pas de projet : créez-le d'abord");
  });

  it("skips purchases of quotations that are not accepted; one purchase alone is generated on demand", async () => {
    const proposal = await acceptedProposalWithPurchases(["Vestiaire"], ["QUOTATION_STATE_REFUSED"]);
    const user = await t.caller("user");
    expect(
      await user.purchaseOrder.generateForRecommendation({ recommendationId: proposal.recommendationId }),
    ).toMatchObject({ created: 0 });
    expect(
      (
        await rejection(
          user.purchaseOrder.generateForExpense({ quotationExpenseId: proposal.purchaseIds[0] ?? 0 }),
        )
      ).message,
    ).toBe("La tâche d'achat se génère quand le devis de cet achat est accepté");

    const accepted = await acceptedProposalWithPurchases(["Navette", "Photographe"]);
    expect(
      await user.purchaseOrder.generateForExpense({ quotationExpenseId: accepted.purchaseIds[1] ?? 0 }),
    ).toEqual({ created: 1, message: "La tâche d'achat et son bon de commande sont générés" });
    expect((await ordersOf(accepted.purchaseIds)).map((order) => order.quotationExpenseId)).toEqual([
      accepted.purchaseIds[1],
    ]);
  });
});

describe("the catalogue's delete checks count purchases", () => {
  it("a supplier with purchases and a product type on purchase lines are not deleted", async () => {
    const admin = await t.caller("admin");
    const lonely = (await insertSupplier(t, "Fleuriste Rose")).id;
    const proposal = await insertProposal(t.handle.db, {
      issuerId: t.demo.companyIds[0] ?? 0,
      managerId: null,
    });
    await admin.quotationExpense.create({
      quotationId: proposal.quotationId,
      supplierId: lonely,
      title: "Fleurs",
    });
    expect(await rejection(admin.supplier.delete({ id: lonely }))).toEqual({
      code: "UNPROCESSABLE_CONTENT",
      message:
        "Ce fournisseur est utilisé par 1 achat(s) de devis : désactivez-le plutôt que de le supprimer",
    });
    const typeId = await insertOffer(t.handle.db, lonely, { name: "Bouquet", priceHtCents: toCents(3000) });
    const [purchase] = await t.handle.db
      .select({ id: quotationExpenses.id })
      .from(quotationExpenses)
      .where(eq(quotationExpenses.supplierId, lonely));
    await admin.purchaseLine.create({ quotationExpenseId: purchase?.id ?? 0, productTypeId: typeId });
    await admin.supplierProductType.delete({ id: (await offerId(lonely, typeId)) ?? 0 });
    expect((await rejection(admin.productType.delete({ id: typeId }))).message).toBe(
      "Ce produit type est utilisé par 1 ligne(s) d'achat : désactivez-le plutôt que de le supprimer",
    );
  });
});

async function offerId(supplier: number, type: number) {
  const [row] = await t.handle.db
    .select({ id: supplierProductTypes.id })
    .from(supplierProductTypes)
    .where(and(eq(supplierProductTypes.supplierId, supplier), eq(supplierProductTypes.productTypeId, type)));
  return row?.id;
}
