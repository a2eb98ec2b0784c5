import type { Db } from "@tronc/db";
import { formatMessage } from "@tronc/domain";
import { z } from "zod";
import type { FileStorage } from "../files/storage/storage";
import { runAlertScan } from "../modules/support/alerts/public";
import { idSchema } from "../schemas/id";
import { runForecastRollout } from "../services/cash/forecast/rollout/run";
import { renderIssuedPdf } from "../services/shared/issued-pdfs/render";
import { mailPassSummary, sendDueMails } from "../services/support/mail/pass";
import type { MailTransport } from "../services/support/mail/transport";
import { JOBS } from "./catalogue";
import type { JobHandler } from "./queue";

export interface JobDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  log: (message: string) => void;
  /** Absent (no SMTP_URL): this process does not send mails, they wait in the outbox. */
  mail?: { transport: MailTransport; from: string; appUrl: string; claimMs?: number };
}

/** Pause between two mail passes while the server runs: a new mail leaves within this. */
export const MAIL_PASS_INTERVAL_SECONDS = 5;
/** A pass starts no new batch after this: a long outbox is sent by the next passes, each within its expiry. */
const MAIL_PASS_BUDGET_MS = 30_000;

const issuedDocument = z.object({
  kind: z.enum(["invoice", "credit"]),
  id: idSchema("document"),
  reference: z.string().min(1),
});

/** What each job does: the same services the command-line tools call. */
export function jobHandlers(deps: JobDeps): Record<string, JobHandler> {
  const { db, log, now, mail } = deps;
  const handlers: Record<string, JobHandler> = {
    [JOBS.alertScan.name]: async () => {
      const report = await runAlertScan(db, { now: now() });
      const raised = report.counts.reduce((sum, kind) => sum + kind.raised, 0);
      if (raised > 0) log(`Scan des alertes : ${raised} alerte(s) levée(s)`);
      return { raised };
    },
    [JOBS.forecastRollout.name]: async () => {
      const report = await runForecastRollout(db, { now: now() });
      log(
        `Déploiement des charges : ${report.charges} charge(s), ${report.inserted} ligne(s) ajoutée(s), ${report.updated} modifiée(s), ${report.deleted} supprimée(s)`,
      );
      return report;
    },
    [JOBS.issuedPdf.name]: async (data) => {
      const parsed = issuedDocument.safeParse(data);
      if (!parsed.success) throw new Error(formatMessage("JOB_ISSUED_PDF_UNREADABLE"));
      await renderIssuedPdf({ db, storage: deps.storage }, parsed.data);
    },
  };
  if (mail) {
    handlers[JOBS.mailSend.name] = async (_data, context) => {
      try {
        const started = Date.now();
        const report = await sendDueMails(
          { db, now, ...mail },
          () => Date.now() - started < MAIL_PASS_BUDGET_MS,
        );
        if (report.sent + report.retried + report.givenUp > 0) log(`E-mails : ${mailPassSummary(report)}`);
        return report;
      } finally {
        // The next pass, a few seconds on (one waiting at most across processes: the queue is stately).
        await context.send(JOBS.mailSend.name, {}, { startAfterSeconds: MAIL_PASS_INTERVAL_SECONDS });
      }
    };
  }
  return handlers;
}
