/**
 * What the command-line tools (scripts/) call, without the web server: a cron command loads only the
 * services it runs (importing the whole API, server and seed included, took seconds before --help).
 */
export { createUserAccount, type NewUser } from "./auth/create-user";
export { readEnv } from "./env";
export { storageFromEnv } from "./files/storage/from-env";
export { localFolderStorage } from "./files/storage/local-folder";
export { type MigrationReport, migrateFiles } from "./files/storage/migrate";
export { s3Storage } from "./files/storage/s3";
export type { FileStorage, StoredObject } from "./files/storage/storage";
export * as alerts from "./modules/support/alerts/public";
export { appLocations } from "./ops/backup/app-locations";
export { createBackup } from "./ops/backup/backup";
export { BackupRefusal } from "./ops/backup/pg-tools";
export { type RestoreReport, restoreBackup } from "./ops/backup/restore";
export {
  type FrozenDocumentProblem,
  type FrozenDocumentsReport,
  verifyFrozenDocuments,
} from "./services/billing/documents/verify-frozen";
export {
  DEFAULT_ROLLOUT_BATCH_SIZE,
  type RolloutOptions,
  type RolloutReport,
  runForecastRollout,
} from "./services/cash/forecast/rollout/run";
export * as mail from "./services/support/mail/public";
