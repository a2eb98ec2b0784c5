import { MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, safeString } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

/** Texts are bounded loosely here; the domain says in French what is missing or too long. */
const text = safeString(5000).nullish();

const id = idSchema("Le tutoriel");

/** 'Ajouter un tutoriel': a link is optional, the video is uploaded afterwards (POST /api/tutorials/:id/video). */
const saveFields = { title: text, category: text, description: text, externalUrl: text };

/**
 * 'Aide': every signed-in user watches; super admins add, edit, order and remove. Videos and captions:
 * video-routes.ts (a file route: it reads the deployment's video cap from the server's deps).
 */
export const tutorialContract = defineContract({
  name: "tutorial",
  operations: {
    list: { type: "query", policy: "authed" },
    create: { type: "mutation", policy: "superAdmin", input: z.object(saveFields) },
    /** Absent fields stay as they are; a null description or link clears it. */
    update: { type: "mutation", policy: "superAdmin", input: z.object({ ...saveFields, id }) },
    move: {
      type: "mutation",
      policy: "superAdmin",
      input: z.object({
        id,
        direction: z.enum(["up", "down"], { error: MESSAGES.TUTORIAL_MOVE_DIRECTION }),
      }),
    },
    remove: { type: "mutation", policy: "superAdmin", input: z.object({ id }) },
    removeVideo: { type: "mutation", policy: "superAdmin", input: z.object({ id }) },
  },
  messages: [
    "TUTORIAL_NOT_FOUND",
    "TUTORIAL_FORBIDDEN",
    "TUTORIAL_TITLE_REQUIRED",
    "TUTORIAL_TITLE_TOO_LONG",
    "TUTORIAL_CATEGORY_REQUIRED",
    "TUTORIAL_CATEGORY_TOO_LONG",
    "TUTORIAL_DESCRIPTION_TOO_LONG",
    "TUTORIAL_URL_INVALID",
    "TUTORIAL_URL_TOO_LONG",
    "TUTORIAL_VIDEO_AND_LINK",
    "TUTORIAL_NO_VIDEO",
    "TUTORIAL_MOVE_DIRECTION",
  ],
});

const { operations } = tutorialContract;
export type TutorialIdInput = InputOf<typeof operations.remove>;
export type TutorialCreateInput = InputOf<typeof operations.create>;
export type TutorialUpdateInput = InputOf<typeof operations.update>;
export type TutorialMoveInput = InputOf<typeof operations.move>;
