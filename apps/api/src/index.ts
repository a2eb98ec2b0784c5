// The command-line tools' entry point, and what the server and the seed add to it.
export * from "./commands";
export { modules } from "./modules";
export { loadSecretsKey } from "./modules/support/materials/secrets-key";
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
