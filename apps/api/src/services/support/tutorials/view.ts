import { domainError, groupTutorials, isTutorialComingSoon, ROLES, tutorialEntryFlags } from "@tronc/domain";
import type { ServiceContext } from "../../shared/context";
import { tutorialRowsWithVideo } from "./rows";

export interface TutorialVideoView {
  /** Streamed with range requests; `v` changes with each upload so a replaced video is not served from cache. */
  url: string;
  /** WebVTT: the entry's title and description, offered as the player's captions. */
  captionsUrl: string;
  mimeType: string;
  size: number;
  filename: string;
}

export interface TutorialEntryView {
  id: number;
  title: string;
  category: string;
  description: string | null;
  video: TutorialVideoView | null;
  externalUrl: string | null;
  /** 'Bientôt disponible': neither a video nor a link yet. */
  comingSoon: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
}

export interface TutorialListView {
  /** Super admins add, edit, order and remove entries. */
  canEdit: boolean;
  categories: { name: string; entries: TutorialEntryView[] }[];
}

export const tutorialVideoUrl = (tutorialId: number, fileId: number) =>
  `/api/tutorials/${tutorialId}/video?v=${fileId}`;

export const tutorialCaptionsUrl = (tutorialId: number) => `/api/tutorials/${tutorialId}/captions`;

/** The 'Aide' page: every entry, grouped by category, with what this user may do on each. */
export async function listTutorials(ctx: ServiceContext): Promise<TutorialListView> {
  const rows = await tutorialRowsWithVideo(ctx.db);
  const groups = groupTutorials(rows);
  return {
    canEdit: ROLES.superAdmin(ctx.user),
    categories: groups.map((group) => ({
      name: group.name,
      entries: group.entries.map((row, index) => {
        const video =
          row.videoFileId === null
            ? null
            : {
                url: tutorialVideoUrl(row.id, row.videoFileId),
                captionsUrl: tutorialCaptionsUrl(row.id),
                mimeType: row.videoMimeType ?? "application/octet-stream",
                size: row.videoSize ?? 0,
                filename: row.videoFilename ?? "",
              };
        return {
          id: row.id,
          title: row.title,
          category: row.category,
          description: row.description,
          video,
          externalUrl: row.externalUrl,
          comingSoon: isTutorialComingSoon({ hasVideo: video !== null, externalUrl: row.externalUrl }),
          ...tutorialEntryFlags(ctx.user, index, group.entries.length),
        };
      }),
    })),
  };
}

/** One entry as the page shows it (after a save), or 404. */
export async function getTutorialEntry(
  ctx: ServiceContext,
  input: { id: number },
): Promise<TutorialEntryView> {
  const { categories } = await listTutorials(ctx);
  for (const category of categories) {
    const entry = category.entries.find((candidate) => candidate.id === input.id);
    if (entry) return entry;
  }
  throw domainError("TUTORIAL_NOT_FOUND", "notFound");
}
