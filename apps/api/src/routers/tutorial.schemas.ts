import { z } from "zod";
import { idSchema, safeString } from "../schemas";

/** Texts are bounded loosely here; the domain says in French what is missing or too long. */
const text = safeString(5000).nullish();

export const tutorialIdInput = z.object({ id: idSchema("Le tutoriel") });

/** 'Ajouter un tutoriel': a link is optional, the video is uploaded afterwards (POST /api/tutorials/:id/video). */
export const tutorialCreateInput = z.object({
  title: text,
  category: text,
  description: text,
  externalUrl: text,
});

/** Absent fields stay as they are; a null description or link clears it. */
export const tutorialUpdateInput = tutorialCreateInput.extend({ id: idSchema("Le tutoriel") });

export const tutorialMoveInput = z.object({
  id: idSchema("Le tutoriel"),
  direction: z.enum(["up", "down"], { error: "Le sens du déplacement est « up » ou « down »." }),
});

export type TutorialIdInput = z.infer<typeof tutorialIdInput>;
export type TutorialCreateInput = z.infer<typeof tutorialCreateInput>;
export type TutorialUpdateInput = z.infer<typeof tutorialUpdateInput>;
export type TutorialMoveInput = z.infer<typeof tutorialMoveInput>;
