import { z } from "zod";
import { defineContract } from "../../resource/contract";

/** 'Tableau de bord Tronc Commun': the signed-in user's own open tasks, so nothing to choose. */
export const dashboardContract = defineContract({
  name: "dashboard",
  operations: {
    tasks: { type: "query", policy: "authed", input: z.object({}).strict().optional() },
  },
  messages: [],
});
