import { formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { safeString } from "./text";

export const INFOS_MAX_KEYS = 50;

const infoValue = z.union([safeString(5_000), z.number().finite(), z.boolean(), z.null()], {
  error: MESSAGES.INFOS_VALUE_INVALID,
});

/** The extra fields of a contact form (a site's own questions): a small flat object, not any JSON. */
export const contactFormInfos = z
  .record(safeString(100), infoValue)
  .refine((value) => Object.keys(value).length <= INFOS_MAX_KEYS, {
    error: formatMessage("INFOS_TOO_MANY_KEYS", { max: INFOS_MAX_KEYS }),
  })
  .nullish();
