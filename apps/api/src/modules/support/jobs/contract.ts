import { z } from "zod";
import { jobDefinitions } from "../../../jobs/catalogue";
import { defineContract } from "../../resource/contract";

const jobNames = jobDefinitions.map((definition) => definition.name) as [string, ...string[]];

/** 'Tâches en échec': the background jobs that failed their last try; super admins list and relaunch them. */
export const jobContract = defineContract({
  name: "job",
  operations: {
    listFailed: { type: "query", policy: "superAdmin" },
    retry: {
      type: "mutation",
      policy: "superAdmin",
      input: z.object({ name: z.enum(jobNames), id: z.uuid() }),
    },
  },
  messages: ["JOB_NOT_FAILED", "JOB_QUEUE_OFF"],
});
