import { tutorials } from "@tronc/db";
import { assertCanEditTutorials, domainError } from "@tronc/domain";
import { eq } from "drizzle-orm";
import { discardObject } from "../../../files/file-store";
import { uploadKey } from "../../../files/storage/storage";
import type { TutorialIdInput } from "../../../modules/support/tutorials/contract";
import { type FilesServiceContext, inTransaction } from "../../shared/context";
import { deleteVideoRow, tutorialRow } from "./rows";
import { getTutorialEntry, type TutorialEntryView } from "./view";

/** 'Confirmez-vous la suppression  ?' (the web asks): the entry goes, and its stored video with it. */
export async function removeTutorial(
  ctx: FilesServiceContext,
  input: TutorialIdInput,
): Promise<{ id: number }> {
  assertCanEditTutorials(ctx.user);
  const videoFileId = await inTransaction(ctx, async ({ db }) => {
    const current = await tutorialRow(db, input.id, true);
    await db.delete(tutorials).where(eq(tutorials.id, current.id));
    if (current.videoFileId !== null) await deleteVideoRow(db, current.videoFileId);
    return current.videoFileId;
  });
  // The bytes go once the rows are gone for good: a rolled-back delete keeps a playable video.
  if (videoFileId !== null) await discardObject(ctx.storage, uploadKey(videoFileId));
  return { id: input.id };
}

/** The entry lets go of its uploaded video (row and bytes deleted): 'Bientôt disponible' again, or a link next. */
export async function removeTutorialVideo(
  ctx: FilesServiceContext,
  input: TutorialIdInput,
): Promise<TutorialEntryView> {
  assertCanEditTutorials(ctx.user);
  const videoFileId = await inTransaction(ctx, async ({ db }) => {
    const current = await tutorialRow(db, input.id, true);
    if (current.videoFileId === null) throw domainError("TUTORIAL_NO_VIDEO", "rule");
    await db
      .update(tutorials)
      .set({ videoFileId: null, updatedAt: ctx.now })
      .where(eq(tutorials.id, current.id));
    await deleteVideoRow(db, current.videoFileId);
    return current.videoFileId;
  });
  await discardObject(ctx.storage, uploadKey(videoFileId));
  return getTutorialEntry(ctx, input);
}
