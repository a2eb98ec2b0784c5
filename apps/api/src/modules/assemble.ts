import type { AnyRouter } from "@trpc/server";
import type { CallerFactory } from "../hydra/register";
import type { HydraRoute } from "../hydra/route";
import type { AppCaller } from "../trpc/caller";
import { createCallerFactory, router } from "../trpc/trpc";
import type { FileRoute, Resource } from "./resource/define-resource";

export type AnyResource = Resource<string, AnyRouter>;

/** What a server is made of, read from the modules it is built with (all of them, or a test's few). */
export interface AssembledModules {
  router: AnyRouter;
  callerFor: CallerFactory;
  hydraRoutes: HydraRoute[];
  fileRoutes: FileRoute[];
}

export function assembleModules(modules: readonly AnyResource[]): AssembledModules {
  const names = modules.map((module) => module.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`The module ${twice} is listed twice`);
  const appRouter = router(Object.fromEntries(modules.map((module) => [module.name, module.procedures])));
  const createCaller = createCallerFactory(appRouter);
  return {
    router: appRouter,
    // The full app's caller type: a row asking a module the server was not built with fails loudly.
    callerFor: (ctx) => createCaller(ctx) as unknown as AppCaller,
    hydraRoutes: modules.flatMap((module) => module.hydraRoutes),
    fileRoutes: modules.flatMap((module) => module.fileRoutes),
  };
}
