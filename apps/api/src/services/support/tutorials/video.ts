import { rm } from "node:fs/promises";
import { files, tutorials } from "@tronc/db";
import {
  assertCanEditTutorials,
  domainError,
  type TutorialVideoType,
  tutorialCaptionsVtt,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { pathOf, storeTempFile } from "../../../files/file-store";
import { type FilesServiceContext, inTransaction, type ServiceContext } from "../../shared/context";
import { deleteVideoRow, type TutorialRow, tutorialRow } from "./rows";
import { type TutorialVideoView, tutorialCaptionsUrl, tutorialVideoUrl } from "./view";

/** Before receiving any byte: the entry exists and has no external link (a video replaces a video, not a link). */
export async function assertCanReceiveVideo(
  ctx: ServiceContext,
  input: { id: number },
): Promise<TutorialRow> {
  assertCanEditTutorials(ctx.user);
  const current = await tutorialRow(ctx.db, input.id);
  if (current.externalUrl !== null) throw domainError("TUTORIAL_LINK_AND_VIDEO", "rule");
  return current;
}

export interface ReceivedVideo {
  /** A file of filesDir (tempUploadPath) holding the whole upload, already judged by its bytes. */
  tempPath: string;
  filename: string;
  mimeType: TutorialVideoType;
  size: number;
}

/**
 * Keeps a judged upload as the entry's video, in one transaction: the file stored under its id, the
 * entry pointing at it, the previous video's row deleted (its bytes after the commit). If the
 * transaction fails after the move, the moved bytes are removed: nothing half-written stays.
 */
export async function attachTutorialVideo(
  ctx: FilesServiceContext,
  input: { id: number; video: ReceivedVideo },
): Promise<{ idFile: number; video: TutorialVideoView }> {
  assertCanEditTutorials(ctx.user);
  let storedId: number | null = null;
  try {
    const { stored, previous } = await inTransaction(ctx, async ({ db, user }) => {
      const current = await tutorialRow(db, input.id, true);
      if (current.externalUrl !== null) throw domainError("TUTORIAL_LINK_AND_VIDEO", "rule");
      const file = await storeTempFile(db, ctx.filesDir, { ...input.video, uploadedById: user.id });
      storedId = file.id;
      await db
        .update(tutorials)
        .set({ videoFileId: file.id, updatedAt: ctx.now })
        .where(eq(tutorials.id, current.id));
      if (current.videoFileId !== null) await deleteVideoRow(db, current.videoFileId);
      return { stored: file, previous: current.videoFileId };
    });
    if (previous !== null) await rm(pathOf(ctx.filesDir, previous), { force: true });
    return {
      idFile: stored.id,
      video: {
        url: tutorialVideoUrl(input.id, stored.id),
        captionsUrl: tutorialCaptionsUrl(input.id),
        mimeType: stored.mimeType,
        size: stored.size,
        filename: stored.filename,
      },
    };
  } catch (error) {
    if (storedId !== null) await rm(pathOf(ctx.filesDir, storedId), { force: true });
    throw error;
  }
}

export interface PlayableVideo {
  path: string;
  mimeType: string;
  filename: string;
}

/** The stored video of an entry, for any signed-in user; 404 when the entry or its video is missing. */
export async function findTutorialVideo(
  ctx: Pick<FilesServiceContext, "db" | "filesDir">,
  input: { id: number },
): Promise<PlayableVideo> {
  const [row] = await ctx.db
    .select({ fileId: files.id, mimeType: files.mimeType, filename: files.filename })
    .from(tutorials)
    .leftJoin(files, eq(files.id, tutorials.videoFileId))
    .where(eq(tutorials.id, input.id));
  if (!row) throw domainError("TUTORIAL_NOT_FOUND", "notFound");
  if (row.fileId === null) throw domainError("TUTORIAL_NO_VIDEO", "notFound");
  return {
    path: pathOf(ctx.filesDir, row.fileId),
    mimeType: row.mimeType ?? "",
    filename: row.filename ?? "",
  };
}

/** The caption track of an entry (its title and description), for any signed-in user. */
export async function tutorialCaptions(
  ctx: Pick<ServiceContext, "db">,
  input: { id: number },
): Promise<string> {
  const row = await tutorialRow(ctx.db, input.id);
  return tutorialCaptionsVtt(row);
}
