import { deliveryReports, projects } from "@tronc/db";
import {
  assertDeliveryReportBilledSettable,
  assertDeliveryReportDeletable,
  assertDeliveryReportEditable,
  assertPngSignature,
  domainError,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { sanitizeRichText } from "../../../services/shared/rich-text";
import { newDeliveryReportToken } from "./token";
import { type DeliveryReportView, getDeliveryReport } from "./views";

export interface DeliveryReportCreateInput {
  projectId: number;
  content?: string | null | undefined;
  creatorSignature?: string | null | undefined;
}

/** Absent: unchanged. Content and signature are a draft's; isBilled is the accounting's. */
export interface DeliveryReportUpdateInput {
  id: number;
  content?: string | null | undefined;
  creatorSignature?: string | null | undefined;
  isBilled?: boolean | undefined;
}

/** 'Générer PV de livraison': a draft signed by its creator, with the link's token. */
export function createDeliveryReport(
  ctx: ServiceContext,
  input: DeliveryReportCreateInput,
): Promise<DeliveryReportView> {
  return inTransaction(ctx, async (txCtx) => {
    const { db: tx, user, now } = txCtx;
    const creatorSignature = assertPngSignature(input.creatorSignature, "creatorSignature");
    // Locked for share: the project cannot be deleted under the new report.
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, input.projectId))
      .for("share");
    if (!project) throw domainError("PROJECT_NOT_FOUND", "notFound", {}, { field: "projectId" });
    const [created] = await tx
      .insert(deliveryReports)
      .values({
        projectId: project.id,
        content: sanitizeRichText(input.content ?? ""),
        creatorSignature,
        token: newDeliveryReportToken(),
        createdById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: deliveryReports.id });
    if (!created) throw new Error("insert returned no row");
    return getDeliveryReport(txCtx, { id: created.id });
  });
}

async function lockReport(ctx: ServiceContext, id: number) {
  const [report] = await ctx.db
    .select({ state: deliveryReports.state, createdById: deliveryReports.createdById })
    .from(deliveryReports)
    .where(eq(deliveryReports.id, id))
    .for("update");
  if (!report) throw domainError("DELIVERY_REPORT_NOT_FOUND", "notFound");
  return report;
}

export function updateDeliveryReport(
  ctx: ServiceContext,
  input: DeliveryReportUpdateInput,
): Promise<DeliveryReportView> {
  return inTransaction(ctx, async (txCtx) => {
    const { db: tx, user, now } = txCtx;
    const report = await lockReport(txCtx, input.id);
    const set: Partial<typeof deliveryReports.$inferInsert> = {};
    if (input.content !== undefined || input.creatorSignature !== undefined) {
      assertDeliveryReportEditable(report);
      if (input.content !== undefined) set.content = sanitizeRichText(input.content ?? "");
      if (input.creatorSignature !== undefined) {
        set.creatorSignature = assertPngSignature(input.creatorSignature, "creatorSignature");
      }
    }
    if (input.isBilled !== undefined) {
      assertDeliveryReportBilledSettable(user);
      set.isBilled = input.isBilled;
    }
    if (Object.keys(set).length > 0) {
      await tx
        .update(deliveryReports)
        .set({ ...set, updatedAt: now })
        .where(eq(deliveryReports.id, input.id));
    }
    return getDeliveryReport(txCtx, { id: input.id });
  });
}

/** A draft, by its creator or a super admin ('Pv de livraison suprrimé'). */
export function deleteDeliveryReport(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  return inTransaction(ctx, async (txCtx) => {
    const report = await lockReport(txCtx, id);
    assertDeliveryReportDeletable(txCtx.user, report);
    await txCtx.db.delete(deliveryReports).where(eq(deliveryReports.id, id));
    return { id };
  });
}
