export { createUserAccount, type NewUser } from "./auth/create-user";
export { readEnv } from "./env";
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
export {
  type FrozenDocumentProblem,
  type FrozenDocumentsReport,
  verifyFrozenDocuments,
} from "./services/documents/verify-frozen";
export {
  DEFAULT_ROLLOUT_BATCH_SIZE,
  type RolloutOptions,
  type RolloutReport,
  runForecastRollout,
} from "./services/forecast/rollout/run";
export * as sales from "./services/sales/public";
export * as alerts from "./services/support/alerts/public";
export * as mail from "./services/support/mail/public";
export { loadSecretsKey } from "./services/support/materials/secrets-key";
export * as work from "./services/work/public";
export type { AppRouter } from "./trpc/app-router";
