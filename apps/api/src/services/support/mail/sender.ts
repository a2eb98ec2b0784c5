import type { Db } from "@tronc/db";

export interface MailSenderOptions {
  db: Db;
  /** smtp://…; undefined: nothing is sent, mails stay in the outbox (the log says so once). */
  smtpUrl: string | undefined;
  from: string;
  /** Base of the links in the mails (APP_URL). */
  appUrl: string;
  log: (message: string) => void;
}

/** Starts the outbox sender in this process; the returned function stops it. Being built (issue 17). */
export function startMailSender(options: MailSenderOptions): () => Promise<void> {
  options.log(
    options.smtpUrl
      ? "Envoi des e-mails : en construction"
      : "SMTP_URL absent : les e-mails restent dans la file",
  );
  return async () => {};
}
