import { domainError } from "@tronc/domain";
import type { Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";

export interface OutgoingMail {
  from: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so that a receiving server or client can tell a re-send. */
  messageId: string;
}

/** What the sender needs of SMTP: one pooled connection, reused from one mail to the next. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Short waits: a dead server must not hold a batch past its claim (see claim.ts). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (TLS from the start). */
export function smtpOptions(smtpUrl: string): SMTPPool.Options {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw domainError("MAIL_SMTP_URL_INVALID", "invalid");
  }
  if ((url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) {
    throw domainError("MAIL_SMTP_URL_INVALID", "invalid");
  }
  const secure = url.protocol === "smtps:";
  return {
    pool: true,
    maxConnections: 1,
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    ...TIMEOUTS,
  };
}

/** Where the mails go, for the log: never the password. */
export function smtpServerLabel(smtpUrl: string): string {
  const options = smtpOptions(smtpUrl);
  return `${options.secure ? "smtps" : "smtp"}://${options.host}:${options.port}`;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const options = smtpOptions(smtpUrl);
  // nodemailer (400 kB of code, 6 MB of memory) is loaded by the first mail, not by every start.
  let transporter: Promise<Transporter> | undefined;
  const open = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    ));
  return {
    async send(mail) {
      await (await open()).sendMail({
        ...mail,
        headers: { "Auto-Submitted": "auto-generated" },
      });
    },
    close() {
      transporter?.then((opened) => opened.close()).catch(() => {}); // a failed open: nothing to close
    },
  };
}
