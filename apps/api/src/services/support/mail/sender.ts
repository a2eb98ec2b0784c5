import type { Db } from "@tronc/db";
import { formatMessage, isDomainError } from "@tronc/domain";
import { DEFAULT_MAIL_BATCH_SIZE, mailPassSummary, sendDueMails } from "./pass";
import { createSmtpTransport, type MailTransport, smtpServerLabel } from "./transport";

export interface MailSenderOptions {
  db: Db;
  /** smtp://…; undefined: nothing is sent, mails stay in the outbox (the log says so once). */
  smtpUrl: string | undefined;
  from: string;
  /** Base of the links in the mails (APP_URL). */
  appUrl: string;
  log: (message: string) => void;
  /** The clock (tests move it); default the system's. */
  now?: () => Date;
  /** Pause between two passes; default 5 s. */
  intervalMs?: number;
  batchSize?: number;
}

export const MAIL_SEND_INTERVAL_MS = 5_000;

/**
 * The SMTP transport of SMTP_URL, said in the log; none (mails stay in the outbox) when it is unset
 * or unreadable.
 */
export function mailTransportFor(
  smtpUrl: string | undefined,
  log: (message: string) => void,
): MailTransport | undefined {
  if (!smtpUrl) {
    log(formatMessage("MAIL_SMTP_URL_MISSING"));
    return undefined;
  }
  try {
    const transport = createSmtpTransport(smtpUrl);
    log(`Envoi des e-mails par ${smtpServerLabel(smtpUrl)}`);
    return transport;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    log(`${error.message} : les e-mails restent dans la file`);
    return undefined;
  }
}

/**
 * Starts the outbox sender in this process: a pass at once, then one every `intervalMs` after the
 * previous ends. The returned function stops it, waiting for the batch in flight.
 */
export function startMailSender(options: MailSenderOptions): () => Promise<void> {
  const { db, log } = options;
  const transport = mailTransportFor(options.smtpUrl, log);
  if (!transport) return async () => {};
  const deps = {
    db,
    transport,
    from: options.from,
    appUrl: options.appUrl,
    now: options.now ?? (() => new Date()),
    batchSize: options.batchSize ?? DEFAULT_MAIL_BATCH_SIZE,
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const pass = async () => {
    try {
      const report = await sendDueMails(deps, () => !stopped);
      if (report.sent + report.retried + report.givenUp > 0) log(`E-mails : ${mailPassSummary(report)}`);
    } catch (error) {
      log(
        `Envoi des e-mails interrompu, repris au prochain passage : ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  const tick = () => {
    inFlight = pass().finally(() => {
      inFlight = undefined;
      if (!stopped) {
        timer = setTimeout(tick, options.intervalMs ?? MAIL_SEND_INTERVAL_MS);
        timer.unref();
      }
    });
  };
  tick();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await inFlight;
    transport.close();
  };
}
