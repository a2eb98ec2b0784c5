import { CALENDAR_MESSAGES } from "./proposals-calendar";
import { PRINT_MESSAGES } from "./proposals-print";
import { PURCHASE_MESSAGES } from "./proposals-purchases";
import { QUOTATION_MESSAGES } from "./proposals-quotations";
import { RECOMMENDATION_MESSAGES } from "./proposals-recommendations";

/** The proposals' sentences, one file per resource so that each is written by one hand. */
export const PROPOSAL_MESSAGE_AREAS = [
  RECOMMENDATION_MESSAGES,
  QUOTATION_MESSAGES,
  PURCHASE_MESSAGES,
  CALENDAR_MESSAGES,
  PRINT_MESSAGES,
] as const;

export const PROPOSAL_MESSAGES = {
  ...RECOMMENDATION_MESSAGES,
  ...QUOTATION_MESSAGES,
  ...PURCHASE_MESSAGES,
  ...CALENDAR_MESSAGES,
  ...PRINT_MESSAGES,
} as const;
