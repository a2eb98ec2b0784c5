import { MESSAGES, type MessageCode } from "@tronc/domain";
import { z } from "zod";
import { ID_MAX } from "./id";

/**
 * The version of a record its client read (GET answers it): every update sends it back, and a save
 * based on an older one is refused (409). Missing or not a whole number ≥ 1: a French 400.
 */
export const versionSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? MESSAGES.VERSION_REQUIRED : MESSAGES.VERSION_INVALID),
  })
  .int({ error: MESSAGES.VERSION_INVALID })
  .min(1, { error: MESSAGES.VERSION_INVALID })
  .max(ID_MAX, { error: MESSAGES.VERSION_INVALID });

/** What a versioned record's contract may answer besides its own refusals (its stale save, its If-Match). */
export const VERSION_MESSAGES = [
  "VERSION_CONFLICT",
  "VERSION_INVALID",
  "VERSION_REQUIRED",
  "IF_MATCH_INVALID",
  "IF_MATCH_OTHER_RECORD",
  "IF_MATCH_VERSION_MISMATCH",
] as const satisfies readonly MessageCode[];
