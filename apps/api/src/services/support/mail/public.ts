/** What the command line (`pnpm mail:send`) uses of the mail sender. */
export { countGivenUpMails, listDueMails, mailPassSummary, sendDueMails } from "./pass";
export { createSmtpTransport, smtpServerLabel } from "./transport";
