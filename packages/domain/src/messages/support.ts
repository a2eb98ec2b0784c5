import { SUPPORT_ALERT_MESSAGES } from "./support-alerts";
import { SUPPORT_HISTORY_MESSAGES } from "./support-history";
import { SUPPORT_JOB_MESSAGES } from "./support-jobs";
import { SUPPORT_MAIL_MESSAGES } from "./support-mail";
import { SUPPORT_MATERIAL_MESSAGES } from "./support-materials";
import { SUPPORT_SEARCH_MESSAGES } from "./support-search";
import { SUPPORT_TUTORIAL_MESSAGES } from "./support-tutorials";

/** Support (alerts, history, jobs, mail, materials, search, tutorials), one file per part. */
export const SUPPORT_MESSAGE_AREAS = [
  SUPPORT_ALERT_MESSAGES,
  SUPPORT_HISTORY_MESSAGES,
  SUPPORT_MAIL_MESSAGES,
  SUPPORT_JOB_MESSAGES,
  SUPPORT_MATERIAL_MESSAGES,
  SUPPORT_SEARCH_MESSAGES,
  SUPPORT_TUTORIAL_MESSAGES,
] as const;

export const SUPPORT_MESSAGES = {
  ...SUPPORT_ALERT_MESSAGES,
  ...SUPPORT_HISTORY_MESSAGES,
  ...SUPPORT_MAIL_MESSAGES,
  ...SUPPORT_JOB_MESSAGES,
  ...SUPPORT_MATERIAL_MESSAGES,
  ...SUPPORT_SEARCH_MESSAGES,
  ...SUPPORT_TUTORIAL_MESSAGES,
} as const;
