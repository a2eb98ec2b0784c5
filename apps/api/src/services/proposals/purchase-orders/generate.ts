import {
  type DbOrTx,
  projects,
  purchaseOrders,
  quotationExpenses,
  quotations,
  recommendations,
  taskAssignees,
  tasks,
  taskTypes,
} from "@tronc/db";
import {
  domainError,
  PURCHASE_ORDER_QUOTATION_STATES,
  PURCHASE_TASK_DURATION_HOURS,
  purchaseOrderQuotationState,
  purchaseTasksMessage,
  toParisDate,
} from "@tronc/domain";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { logChanges } from "../../shared/audit";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { nextReference } from "../../shared/document-counter";
import { refreshTaskSearchText } from "../../work/tasks/search-text";

export interface PurchaseTaskGeneration {
  /** Purchase orders (and 'Achat' tasks) created by this call. */
  created: number;
  /** The French sentence the screen shows as a success toast. */
  message: string;
}

const TASK_NAME_MAX = 250;

/**
 * The recommendation locked: every generation of its purchases runs one after the other, so two
 * clicks at once never make two orders (the unique indexes are the last guard).
 */
async function lockAcceptedRecommendation(tx: DbOrTx, recommendationId: number) {
  const [recommendation] = await tx
    .select({ id: recommendations.id, state: recommendations.state, leadId: recommendations.leadId })
    .from(recommendations)
    .where(eq(recommendations.id, recommendationId))
    .for("update");
  if (!recommendation) throw domainError("PURCHASE_ORDER_RECOMMENDATION_NOT_FOUND", "notFound");
  if (recommendation.state !== "RECO_STATE_ACCEPTED") {
    throw domainError("PURCHASE_ORDER_RECOMMENDATION_NOT_ACCEPTED", "rule");
  }
  const [project] = await tx
    .select({ id: projects.id, managerId: projects.projectManagerId })
    .from(projects)
    .where(eq(projects.leadId, recommendation.leadId));
  if (!project) throw domainError("PURCHASE_ORDER_NO_PROJECT", "rule");
  return { ...recommendation, project };
}

interface Candidate {
  id: number;
  title: string;
  supplierId: number;
  triangleCompanyId: number;
}

async function createOrderAndTask(
  ctx: ServiceContext,
  project: { id: number; managerId: number | null },
  taskTypeId: number,
  purchase: Candidate,
) {
  const tx = ctx.db;
  const reference = await nextReference(tx, "purchaseOrder", purchase.triangleCompanyId, ctx.now);
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      quotationExpenseId: purchase.id,
      reference,
      state: "STATE_PENDING",
      supplierId: purchase.supplierId,
      triangleCompanyId: purchase.triangleCompanyId,
      projectId: project.id,
      createdById: ctx.user.id,
    })
    .returning({ id: purchaseOrders.id });
  if (!order) throw new Error("purchase order insert returned nothing");
  await logChanges(tx, { type: "purchaseOrder", id: order.id }, ctx.user.id, [
    { field: "state", from: null, to: "STATE_PENDING" },
  ]);
  const today = toParisDate(ctx.now);
  const [task] = await tx
    .insert(tasks)
    .values({
      name: purchase.title.slice(0, TASK_NAME_MAX),
      projectId: project.id,
      taskTypeId,
      startAt: today,
      endAt: today,
      durationHours: PURCHASE_TASK_DURATION_HOURS,
      creatorId: ctx.user.id,
      quotationExpenseId: purchase.id,
    })
    .returning({ id: tasks.id });
  if (!task) throw new Error("purchase task insert returned nothing");
  await tx.insert(taskAssignees).values({ taskId: task.id, userId: project.managerId ?? ctx.user.id });
  await refreshTaskSearchText(tx, { taskIds: [task.id] });
}

async function generate(ctx: ServiceContext, recommendationId: number, onlyExpenseId?: number) {
  const tx = ctx.db;
  const { project } = await lockAcceptedRecommendation(tx, recommendationId);
  const [taskType] = await tx
    .select({ id: taskTypes.id })
    .from(taskTypes)
    .where(eq(taskTypes.isPurchase, true));
  if (!taskType) throw domainError("PURCHASE_ORDER_NO_PURCHASE_TYPE", "rule");
  const candidates = await tx
    .select({
      id: quotationExpenses.id,
      title: quotationExpenses.title,
      supplierId: quotationExpenses.supplierId,
      triangleCompanyId: quotations.triangleCompanyId,
    })
    .from(quotationExpenses)
    .innerJoin(quotations, eq(quotations.id, quotationExpenses.quotationId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.quotationExpenseId, quotationExpenses.id))
    .where(
      and(
        eq(quotations.recommendationId, recommendationId),
        inArray(quotations.state, [...PURCHASE_ORDER_QUOTATION_STATES]),
        isNull(purchaseOrders.id),
        onlyExpenseId === undefined ? undefined : eq(quotationExpenses.id, onlyExpenseId),
      ),
    )
    .orderBy(asc(quotations.id), asc(quotationExpenses.id));
  for (const purchase of candidates) await createOrderAndTask(ctx, project, taskType.id, purchase);
  const created = candidates.length;
  return {
    created,
    message: purchaseTasksMessage(created),
  };
}

/** 'Générer les tâches d'achats': an order and an 'Achat' task for each purchase that has none. */
export function generatePurchaseTasks(
  ctx: ServiceContext,
  { recommendationId }: { recommendationId: number },
): Promise<PurchaseTaskGeneration> {
  return inTransaction(ctx, (txCtx) => generate(txCtx, recommendationId));
}

/** 'Générer la tâche d'achat' of one purchase (and `GET /api/tronc-commun/task-generate/{id}`). */
export function generatePurchaseTask(
  ctx: ServiceContext,
  { quotationExpenseId }: { quotationExpenseId: number },
): Promise<PurchaseTaskGeneration> {
  return inTransaction(ctx, async (txCtx) => {
    const [purchase] = await txCtx.db
      .select({ recommendationId: quotations.recommendationId, quotationState: quotations.state })
      .from(quotationExpenses)
      .innerJoin(quotations, eq(quotations.id, quotationExpenses.quotationId))
      .where(eq(quotationExpenses.id, quotationExpenseId));
    if (!purchase) throw domainError("QUOTATION_EXPENSE_NOT_FOUND", "notFound");
    await lockAcceptedRecommendation(txCtx.db, purchase.recommendationId);
    if (!purchaseOrderQuotationState(purchase.quotationState)) {
      throw domainError("PURCHASE_ORDER_QUOTATION_NOT_ACCEPTED", "rule");
    }
    return generate(txCtx, purchase.recommendationId, quotationExpenseId);
  });
}
