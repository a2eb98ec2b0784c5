import { defineResource } from "../../resource/define-resource";
import { jobContract } from "./contract";
import { listFailedJobs, retryFailedJob } from "./services";

export const jobModule = defineResource(jobContract, { listFailed: listFailedJobs, retry: retryFailedJob });
