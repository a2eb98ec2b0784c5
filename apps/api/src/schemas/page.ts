import { formatMessage, MAX_PAGE, MESSAGES } from "@tronc/domain";
import { z } from "zod";

/**
 * The paging fields of every list input: 1-based page, bounded so that the offset (page − 1) × size
 * stays a small integer, and a page size with the list's default and cap.
 */
export const pageInput = (defaultSize: number, maxSize: number) => ({
  page: z
    .number({ error: MESSAGES.PAGE_NOT_INTEGER })
    .int({ error: MESSAGES.PAGE_NOT_INTEGER })
    .min(1, { error: MESSAGES.PAGE_TOO_SMALL })
    .max(MAX_PAGE, { error: formatMessage("PAGE_TOO_LARGE", { max: MAX_PAGE }) })
    .default(1),
  pageSize: z
    .number({ error: MESSAGES.PAGE_SIZE_NOT_INTEGER })
    .int({ error: MESSAGES.PAGE_SIZE_NOT_INTEGER })
    .min(1, { error: MESSAGES.PAGE_SIZE_TOO_SMALL })
    .max(maxSize, { error: formatMessage("PAGE_SIZE_TOO_LARGE", { max: maxSize }) })
    .default(defaultSize),
});
