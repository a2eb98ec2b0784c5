import { files, recommendations } from "@tronc/db";
import { assertDate, domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { withPurchasesMissingAlert } from "../../../modules/support/alerts/event-alerts";
import { assertFilesReadable } from "../../core/files/file-access";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { lockRecommendation } from "./rows";
import { applyRecommendationState, type RecommendationStateInput } from "./state";
import { getRecommendation, type RecommendationView } from "./views";

export interface RecommendationUpdateInput {
  id: number;
  /** 'YYYY-MM-DD'; null or empty clears it (an invalid date typed on the screen is sent empty). */
  validAt?: string | null | undefined;
  /** An uploaded PDF; null removes the presentation. */
  presentationFileId?: number | null | undefined;
}

function validityDate(value: string | null): string | null {
  const day = value?.trim() ?? "";
  if (day === "") return null;
  try {
    return assertDate(day);
  } catch {
    throw domainError("RECOMMENDATION_VALID_AT_INVALID", "invalid", {}, { field: "validAt" });
  }
}

/** Validity date and presentation PDF, in the caller's transaction; absent fields keep their value. */
export async function applyRecommendationUpdate(
  txCtx: ServiceContext,
  input: RecommendationUpdateInput,
): Promise<void> {
  const { db: tx, now } = txCtx;
  await lockRecommendation(tx, input.id);
  const set: Partial<typeof recommendations.$inferInsert> = {};
  if (input.validAt !== undefined) set.validAt = validityDate(input.validAt);
  if (input.presentationFileId !== undefined) {
    const fileId = input.presentationFileId;
    if (fileId !== null) {
      await assertFilesReadable(txCtx, { fileIds: [fileId] });
      const [file] = await tx.select({ mimeType: files.mimeType }).from(files).where(eq(files.id, fileId));
      if (file?.mimeType !== "application/pdf") {
        throw domainError(
          "RECOMMENDATION_PRESENTATION_NOT_PDF",
          "invalid",
          {},
          { field: "presentationFileId" },
        );
      }
    }
    set.presentationFileId = fileId;
  }
  if (Object.keys(set).length === 0) return;
  await tx
    .update(recommendations)
    .set({ ...set, updatedAt: now })
    .where(eq(recommendations.id, input.id));
}

export async function updateRecommendation(
  ctx: ServiceContext,
  input: RecommendationUpdateInput,
): Promise<RecommendationView> {
  await inTransaction(ctx, (txCtx) => applyRecommendationUpdate(txCtx, input));
  return getRecommendation(ctx, { id: input.id });
}

/** The REST shim's PUT: fields and state in one transaction (the state saved last). */
export async function saveRecommendation(
  ctx: ServiceContext,
  input: RecommendationUpdateInput & Partial<Omit<RecommendationStateInput, "id">>,
): Promise<RecommendationView> {
  const { state, refusedStatus, projectManagerId, ...fields } = input;
  // A refused acceptance (purchases missing) rolls back; its alert is raised just after, on its own.
  await withPurchasesMissingAlert(ctx, input.id, () =>
    inTransaction(ctx, async (txCtx) => {
      await applyRecommendationUpdate(txCtx, fields);
      if (state !== undefined) {
        await applyRecommendationState(txCtx, { id: input.id, state, refusedStatus, projectManagerId });
      }
    }),
  );
  return getRecommendation(ctx, { id: input.id });
}
