import { moveTutorialEntry } from "../../../services/support/tutorials/move";
import { removeTutorial, removeTutorialVideo } from "../../../services/support/tutorials/remove";
import { createTutorial, updateTutorial } from "../../../services/support/tutorials/save";
import { listTutorials } from "../../../services/support/tutorials/view";
import { defineResource } from "../../resource/define-resource";
import { tutorialContract } from "./contract";
import { registerTutorialVideoRoutes } from "./video-routes";

/** No Hydra row: the help screen speaks tRPC, its videos their own paths (video-routes.ts). */
export const tutorialModule = defineResource(
  tutorialContract,
  {
    list: listTutorials,
    create: createTutorial,
    update: updateTutorial,
    move: moveTutorialEntry,
    remove: removeTutorial,
    removeVideo: removeTutorialVideo,
  },
  { files: [registerTutorialVideoRoutes] },
);
