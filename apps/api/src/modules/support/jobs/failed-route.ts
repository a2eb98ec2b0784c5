import type { FastifyInstance, FastifyReply } from "fastify";
import type { RouteDoc } from "../../../docs/route-doc";
import { sendError } from "../../../http/error-handler";
import type { ContextFactory } from "../../../hydra/register";
import { admit } from "../../policies";
import type { FileRouteServer } from "../../resource/define-resource";
import { jobContract } from "./contract";

export const FAILED_JOBS_PATH = "/api/jobs/failed";

const doc: RouteDoc = {
  summary: "Les tâches de fond en échec (dernier essai manqué) et le nombre de tâches par état",
  roles: [jobContract.operations.listFailed.policy],
  answers: {
    types: ["application/json"],
    description:
      "{ jobs: [{ id, name, label, attempts, lastError, failedAt }], stats: [{ name, queued, active, failed, completed }] }, les plus récentes d'abord, 100 au plus ; l'erreur est en français.",
  },
};

/** GET /api/jobs/failed: what 'Tâches en échec' shows, as JSON, for scripts and supervision (super admins). */
export function registerFailedJobs(
  app: FastifyInstance,
  contextFor: ContextFactory,
  { callerFor }: FileRouteServer,
): void {
  app.get(FAILED_JOBS_PATH, { config: { doc } }, async (request, reply): Promise<FastifyReply> => {
    try {
      const ctx = await contextFor(request);
      admit(ctx.user, doc.roles);
      const view = await callerFor(ctx).job.listFailed();
      return reply.header("Cache-Control", "no-store").send(view);
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
