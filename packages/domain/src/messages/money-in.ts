import { COLLECTION_MESSAGES } from "./collections";
import { CREDIT_EDIT_MESSAGES } from "./credits-edit";
import { CREDIT_LIST_MESSAGES } from "./credits-list";
import { PAYMENT_MESSAGES } from "./payments";

/** Money in (credit notes, payments, collections), one file per part so that each is written by one hand. */
export const MONEY_IN_MESSAGE_AREAS = [
  CREDIT_EDIT_MESSAGES,
  CREDIT_LIST_MESSAGES,
  PAYMENT_MESSAGES,
  COLLECTION_MESSAGES,
] as const;

export const MONEY_IN_MESSAGES = {
  ...CREDIT_EDIT_MESSAGES,
  ...CREDIT_LIST_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...COLLECTION_MESSAGES,
} as const;
