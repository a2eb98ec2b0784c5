/** Support — notification mails (issue 17): templates, links and the retry schedule. */
export { appLink, escapeHtml, escapeHtmlLines, oneLine } from "./mail/html";
export type { MailParts, RenderedMail } from "./mail/layout";
export {
  MAIL_RETRY_DELAYS_MINUTES,
  type MailRetryPlan,
  planAfterFailedAttempt,
} from "./mail/retry";
export {
  type AlertMailFacts,
  isMailKind,
  MAIL_KINDS,
  MAIL_SUBJECT_MAX,
  type MailKind,
  type MailToRender,
  mailSubject,
  type NewLeadMailFacts,
  type RecommendationAcceptedMailFacts,
  renderMail,
} from "./mail/templates";
