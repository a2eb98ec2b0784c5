// The command-line tools' entry point, and what the server and the seed add to it.
export * from "./commands";
export { modules } from "./modules";
export { loadSecretsKey } from "./modules/support/materials/secrets-key";
export { KIND_FINDERS as SEARCH_KIND_FINDERS } from "./modules/support/search/kinds/index";
export { findRecords as findSearchRecords } from "./modules/support/search/services";
export {
  DEMO_PASSWORD,
  demoLogins,
  generateLeads,
  generateWork,
  generationActors,
  isDatabaseEmpty,
  seedDemo,
} from "./seed";
export { buildServer, type ServerOptions } from "./server";
export * as sales from "./services/sales/public";
export * as work from "./services/work/public";
export type { AppRouter } from "./trpc/app-router";
