import { defineResource } from "../../resource/define-resource";
import { jobContract } from "./contract";
import { registerFailedJobs } from "./failed-route";
import { listFailedJobs, retryFailedJob } from "./services";

/** 'Tâches en échec': tRPC job.listFailed and job.retry, and GET /api/jobs/failed (failed-route.ts). */
export const jobModule = defineResource(
  jobContract,
  { listFailed: listFailedJobs, retry: retryFailedJob },
  { files: [registerFailedJobs] },
);
