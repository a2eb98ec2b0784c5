import {
  type DateWindowKind,
  dateWindow,
  dateWindowMessage,
  isOutsideDateWindow,
  toParisDate,
} from "@tronc/domain";
import { safeString } from "./text";

/**
 * The one schema of a document's or a payment's date, through tRPC and Hydra alike: a real date out
 * of its window (docs/decisions.md, issue 25) is refused with the window in French; a text that is not
 * a date is left to the domain, which says what it expected for that field.
 */
export const windowedDate = (kind: DateWindowKind, max = 40) =>
  safeString(max).superRefine((value, context) => {
    const window = dateWindow(kind, toParisDate(new Date()));
    if (isOutsideDateWindow(value, window))
      context.addIssue({ code: "custom", message: dateWindowMessage(window) });
  });

export const documentDate = (max?: number) => windowedDate("document", max);
export const paymentDate = (max?: number) => windowedDate("payment", max);
