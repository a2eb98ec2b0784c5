/**
 * Every background job of the app, declared once: its queue name, its French label (the admin list),
 * how often it is tried again and after how long, how many may run at once, and its schedule if any.
 * Schedules are cron lines read in Paris time; each tick is sent once across all processes.
 */
export const PARIS = "Europe/Paris";

export type JobPolicy =
  /** Any number queued and running (one per worker slot of each process). */
  | "standard"
  /** At most one waiting and one running across all processes: never twice at once, never piled up. */
  | "stately";

export interface JobDefinition {
  name: string;
  label: string;
  policy: JobPolicy;
  /** Tries after the first one; then the job is failed and shows in the admin list. */
  retryLimit: number;
  /** Wait before the first retry; doubled at each next one (back-off). */
  retryDelaySeconds: number;
  /** A try still running after this long (its process was killed) is failed and taken again. */
  expireInSeconds: number;
  schedule?: { cron: string; tz: typeof PARIS };
}

export const JOBS = {
  /** A pass over the mail outbox (the outbox keeps each mail's own retries and its given-up state). */
  mailSend: {
    name: "mail-send",
    label: "Envoi des e-mails en attente",
    policy: "stately",
    retryLimit: 3,
    retryDelaySeconds: 10,
    // A pass stops starting batches after 30 s (handlers.ts); a batch ends within its claim's window.
    expireInSeconds: 3 * 60,
    schedule: { cron: "* * * * *", tz: PARIS },
  },
  alertScan: {
    name: "alerts-scan",
    label: "Scan des alertes",
    policy: "stately",
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 15 * 60,
    schedule: { cron: "0 * * * *", tz: PARIS },
  },
  forecastRollout: {
    name: "forecast-rollout",
    label: "Déploiement des charges dans la prévision",
    policy: "stately",
    retryLimit: 3,
    retryDelaySeconds: 5 * 60,
    expireInSeconds: 60 * 60,
    // 03:30: an hour that happens once every night, on the nights the clocks change too.
    schedule: { cron: "30 3 * * *", tz: PARIS },
  },
  issuedPdf: {
    name: "issued-pdf",
    label: "PDF d'une facture ou d'un avoir validé",
    policy: "standard",
    retryLimit: 3,
    retryDelaySeconds: 5,
    expireInSeconds: 2 * 60,
  },
} as const satisfies Record<string, JobDefinition>;

export type JobKey = keyof typeof JOBS;
export type JobName = (typeof JOBS)[JobKey]["name"];

export const jobDefinitions: readonly JobDefinition[] = Object.values(JOBS);
