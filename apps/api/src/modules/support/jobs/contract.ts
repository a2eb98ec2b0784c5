import { z } from "zod";
import { defineContract } from "../../resource/contract";

/** A queue's name as pg-boss allows it. */
const jobName = z.string().regex(/^[\w-]{1,100}$/);

/** 'Tâches en échec': the background jobs that failed their last try; super admins list and relaunch them. */
export const jobContract = defineContract({
  name: "job",
  operations: {
    listFailed: { type: "query", policy: "superAdmin" },
    retry: {
      type: "mutation",
      policy: "superAdmin",
      input: z.object({ name: jobName, id: z.uuid() }),
    },
  },
  messages: ["JOB_NOT_FAILED", "JOB_QUEUE_OFF"],
});
