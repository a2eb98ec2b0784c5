import { moveTutorialEntry } from "../services/support/tutorials/move";
import { removeTutorial, removeTutorialVideo } from "../services/support/tutorials/remove";
import { createTutorial, updateTutorial } from "../services/support/tutorials/save";
import { listTutorials } from "../services/support/tutorials/view";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router, superAdminProcedure } from "../trpc/trpc";
import {
  tutorialCreateInput,
  tutorialIdInput,
  tutorialMoveInput,
  tutorialUpdateInput,
} from "./tutorial.schemas";

/** 'Aide': every signed-in user watches; super admins add, edit, order and remove. Videos: tutorial-video-routes.ts. */
export const tutorialRouter = router({
  list: authedProcedure.query(({ ctx }) => listTutorials(serviceCtx(ctx))),
  create: superAdminProcedure
    .input(tutorialCreateInput)
    .mutation(({ ctx, input }) => createTutorial(serviceCtx(ctx), input)),
  update: superAdminProcedure
    .input(tutorialUpdateInput)
    .mutation(({ ctx, input }) => updateTutorial(serviceCtx(ctx), input)),
  move: superAdminProcedure
    .input(tutorialMoveInput)
    .mutation(({ ctx, input }) => moveTutorialEntry(serviceCtx(ctx), input)),
  remove: superAdminProcedure
    .input(tutorialIdInput)
    .mutation(({ ctx, input }) => removeTutorial(serviceCtx(ctx), input)),
  removeVideo: superAdminProcedure
    .input(tutorialIdInput)
    .mutation(({ ctx, input }) => removeTutorialVideo(serviceCtx(ctx), input)),
});
