import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { createDb, migrate } from "@tronc/db";
import { toParisDate } from "@tronc/domain";
import { readEnv } from "./env";
import { storageFromEnv } from "./files/storage/from-env";
import {
  deferredJobQueue,
  JOBS,
  jobHandlers,
  jobIssuedPdfQueue,
  jobQueueDatabase,
  jobQueueStats,
  startJobQueue,
} from "./jobs";
import { modules } from "./modules";
import { loadSecretsKey } from "./modules/support/materials/secrets-key";
import { copyDemoSnapshot, prebuiltClusterFor } from "./prebuilt-cluster";
import { DEMO_PASSWORD, demoLogins, isDatabaseEmpty, seedDemo } from "./seed";
import { buildServer } from "./server";
import { banAddressLookup } from "./services/shared/address-lookup";
import { closePdfBrowser, warmUpPdfBrowser } from "./services/shared/pdf";
import { mailTransportFor } from "./services/support/mail/sender";

const JOB_QUEUE_START_DELAY_MS = 2_000;

// pnpm runs this from apps/api: relative paths (DATA_DIR) are taken from where the command was typed.
const env = readEnv(process.env, process.env.INIT_CWD ?? process.cwd());
const pgliteDir = join(env.dataDir, "pglite");
// The process entry is where the clock is read; the demo (copied or seeded) is dated from this day.
const now = new Date();
// A new embedded database takes the demo that the build seeded today, when its sealed codes can be
// read: not under an operator's SECRETS_KEY (the snapshot's codes are sealed with its own key).
// Copied, the cluster is no longer new: prebuiltClusterFor then has nothing to give.
// The snapshot's files are a folder: with S3 the demo is seeded through the storage instead.
if (!env.databaseUrl && !env.secretsKey?.trim() && env.storage.driver === "local") {
  copyDemoSnapshot({ dataDir: env.dataDir, pgliteDir, filesDir: env.filesDir, today: toParisDate(now) });
}
const handle = env.databaseUrl
  ? await createDb({ url: env.databaseUrl })
  : await createDb({ dataDir: pgliteDir, loadDataDir: prebuiltClusterFor(pgliteDir) });
await migrate(handle);

// Demo data only ever goes into an empty embedded database, never into a PostgreSQL one by accident.
const seeded = handle.kind === "pglite" && (await isDatabaseEmpty(handle.db));
const secretsKey = await loadSecretsKey(env.secretsKey, env.dataDir);
// The files folder, or the S3 bucket (whose SDK is loaded only then).
const storage = await storageFromEnv(env);
if (seeded) await seedDemo(handle.db, now, storage, secretsKey);

// Background work runs on the job queue, started once the server listens; until then jobs sent wait.
const jobs = deferredJobQueue();
// Numbered documents' PDFs are rendered after their validation: a job per document.
const issuedPdfs = jobIssuedPdfQueue(jobs.queue, (error) =>
  app.log.warn({ err: error }, "PDF d'un document numéroté non mis en file"),
);
const app = await buildServer({
  modules,
  issuedPdfQueue: issuedPdfs,
  jobQueue: jobs.queue,
  db: handle.db,
  secretsKey,
  maxVideoBytes: env.maxVideoBytes,
  storage,
  maxUploadBytes: env.maxUploadBytes,
  addressLookup: banAddressLookup(env.addressApiUrl),
  webDir: fileURLToPath(new URL("../../web/dist", import.meta.url)),
  cookieSecure: env.cookieSecure,
  chromePath: env.chromePath,
  logger: true,
  metrics: { token: env.metricsToken, databasePoolMax: handle.poolMax, jobStats: jobQueueStats },
});
await app.listen({ port: env.port, host: env.host });
// Chromium starts now, in the background, so that the first PDF does not wait for it (12 s seen).
void warmUpPdfBrowser((error) =>
  app.log.warn({ err: error }, "Chromium (PDF) n'a pas démarré : nouvel essai au premier PDF"),
);
const mailTransport = mailTransportFor(env.smtpUrl, (message) => app.log.info(message));
let closing = false;
// Two seconds on: a start's first requests are answered before the queue's own start-up statements
// (on the embedded database, they would wait behind them on its one connection).
// A stop before then does not start it (a test or a bench stopping a fresh server waited for it).
const queueNotStarted = new AbortController();
const jobQueue = sleep(JOB_QUEUE_START_DELAY_MS, undefined, { signal: queueNotStarted.signal }).then(() =>
  startJobQueue({
    database: jobQueueDatabase(handle),
    handlers: jobHandlers({
      db: handle.db,
      storage,
      now: () => new Date(),
      log: (message) => app.log.info(message),
      mail: mailTransport && {
        transport: mailTransport,
        from: env.mailFrom,
        appUrl: env.appUrl,
        claimMs: env.mailClaimSeconds && env.mailClaimSeconds * 1000,
      },
    }),
    log: (message) => app.log.warn(message),
    maxExpireInSeconds: env.jobMaxExpirySeconds,
  }),
);
jobs.started(jobQueue);
// The first mail pass now (each pass sends the next one), then the schedules take over.
void jobQueue
  .then((queue) => (mailTransport ? queue.send(JOBS.mailSend.name) : null))
  .catch((error: unknown) => {
    if (!closing) app.log.error({ err: error }, "La file des tâches n'a pas démarré");
  });

console.log(`\nTronc Commun est prêt : http://localhost:${env.port}`);
console.log(
  `Base : ${handle.kind === "pglite" ? `embarquée (${env.dataDir})` : "PostgreSQL (DATABASE_URL)"}`,
);
if (handle.kind === "pglite") {
  console.log(`Comptes de démonstration (mot de passe « ${DEMO_PASSWORD} ») :`);
  for (const login of demoLogins) console.log(`  ${login.email.padEnd(20)} ${login.role}`);
}

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  queueNotStarted.abort();
  app.log.info(`${signal} reçu : arrêt propre`);
  // Not ready from now on: a load balancer that polls readiness stops sending here before close().
  app.beginDrain();
  if (env.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, env.shutdownDrainMs));
  // close() stops accepting connections and waits for the requests in flight before the database closes.
  await app.close();
  // Jobs running finish (or are failed to be taken again, after the grace time) before Chromium and the
  // database close.
  await issuedPdfs.idle();
  await jobQueue.then((queue) => queue.stop()).catch(() => {});
  await closePdfBrowser();
  mailTransport?.close();
  await handle.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
