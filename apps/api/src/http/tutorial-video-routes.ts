import type { FastifyInstance } from "fastify";
import type { ContextFactory } from "../hydra/register";
import type { AppDeps } from "../trpc/context";

/** Upload (super admins) and range-streamed playback of tutorial videos. Being built (issue 17). */
export function registerTutorialVideoRoutes(
  _app: FastifyInstance,
  _deps: AppDeps,
  _contextFor: ContextFactory,
): void {}
