import { formatMessage, MESSAGES, RECORD_KIND_NAMES, type RecordKind } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput } from "../../../schemas";
import { defineContract } from "../../resource/contract";

/** A history page: 20 changes, 100 at most. */
export const HISTORY_PAGE_SIZE = 20;

const kind = z.enum(RECORD_KIND_NAMES as [RecordKind, ...RecordKind[]], {
  error: (issue) =>
    typeof issue.input === "string"
      ? formatMessage("HISTORY_KIND_UNKNOWN", {
          kind: issue.input.slice(0, 40),
          kinds: RECORD_KIND_NAMES.join(", "),
        })
      : MESSAGES.HISTORY_KIND_NOT_TEXT,
});

export const historyInput = z.object({
  kind,
  id: idSchema("La fiche"),
  ...pageInput(HISTORY_PAGE_SIZE, 100),
});

/**
 * 'Historique' of a record: who changed which field from what to what, newest first. Signed-in users at
 * the door; the service then asks what the record's own `get` asks (readers.ts).
 */
export const historyContract = defineContract({
  name: "history",
  operations: {
    list: { type: "query", policy: "authed", input: historyInput },
  },
  messages: ["HISTORY_KIND_UNKNOWN", "HISTORY_KIND_NOT_TEXT"],
});
