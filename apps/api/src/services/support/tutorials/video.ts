import { files, tutorials } from "@tronc/db";
import {
  assertCanEditTutorials,
  domainError,
  type TutorialVideoType,
  tutorialCaptionsVtt,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { discardObject, putUpload, recordFile } from "../../../files/file-store";
import { uploadKey } from "../../../files/storage/storage";
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
  /** A local file (FileStorage.tempPath) holding the whole upload, already judged by its bytes. */
  tempPath: string;
  filename: string;
  mimeType: TutorialVideoType;
  size: number;
}

/**
 * Keeps a judged upload as the entry's video: its bytes stored first under a fresh id (streamed, outside
 * any transaction), then in one transaction the file's row, the entry pointing at it and the previous
 * video's row deleted (its bytes after the commit). If the transaction fails, the stored bytes are
 * removed: no row points at missing bytes, and nothing half-written stays.
 */
export async function attachTutorialVideo(
  ctx: FilesServiceContext,
  input: { id: number; video: ReceivedVideo },
): Promise<{ idFile: number; video: TutorialVideoView }> {
  assertCanEditTutorials(ctx.user);
  const { tempPath, ...metadata } = input.video;
  const fileId = await putUpload(ctx.db, ctx.storage, { tempPath });
  try {
    const { stored, previous } = await inTransaction(ctx, async ({ db, user }) => {
      const current = await tutorialRow(db, input.id, true);
      if (current.externalUrl !== null) throw domainError("TUTORIAL_LINK_AND_VIDEO", "rule");
      const file = await recordFile(db, fileId, { ...metadata, uploadedById: user.id });
      await db
        .update(tutorials)
        .set({ videoFileId: file.id, updatedAt: ctx.now })
        .where(eq(tutorials.id, current.id));
      if (current.videoFileId !== null) await deleteVideoRow(db, current.videoFileId);
      return { stored: file, previous: current.videoFileId };
    });
    if (previous !== null) await discardObject(ctx.storage, uploadKey(previous));
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
    await discardObject(ctx.storage, uploadKey(fileId));
    throw error;
  }
}

export interface PlayableVideo {
  /** Its key in the storage (see uploadKey). */
  key: string;
  mimeType: string;
  filename: string;
}

/** The stored video of an entry, for any signed-in user; 404 when the entry or its video is missing. */
export async function findTutorialVideo(
  ctx: Pick<FilesServiceContext, "db">,
  input: { id: number },
): Promise<PlayableVideo> {
  const [row] = await ctx.db
    .select({ fileId: files.id, mimeType: files.mimeType, filename: files.filename })
    .from(tutorials)
    .leftJoin(files, eq(files.id, tutorials.videoFileId))
    .where(eq(tutorials.id, input.id));
  if (!row) throw domainError("TUTORIAL_NOT_FOUND", "notFound");
  if (row.fileId === null) throw domainError("TUTORIAL_NO_VIDEO", "notFound");
  return { key: uploadKey(row.fileId), mimeType: row.mimeType ?? "", filename: row.filename ?? "" };
}

/** The caption track of an entry (its title and description), for any signed-in user. */
export async function tutorialCaptions(
  ctx: Pick<ServiceContext, "db">,
  input: { id: number },
): Promise<string> {
  const row = await tutorialRow(ctx.db, input.id);
  return tutorialCaptionsVtt(row);
}
