import { z } from "zod";
import { safeString } from "../../../schemas/text";
import { defineContract } from "../../resource/contract";

/**
 * The top bar's search box: `q` is judged by the domain (readSearchQuery: too long or nothing to find is
 * a French 400, too short an empty answer with a hint); `kinds` narrows the kinds searched.
 */
export const searchInput = z.object({
  q: safeString(4_000),
  kinds: z.union([safeString(1_000), z.array(safeString(100)).max(50)]).optional(),
});

export type SearchInput = z.output<typeof searchInput>;

/** 'Rechercher' (Ctrl+K): every signed-in user; each kind then answers only to whom may read its list. */
export const searchContract = defineContract({
  name: "search",
  operations: {
    find: { type: "query", policy: "authed", input: searchInput },
  },
  messages: ["SEARCH_TOO_LONG", "SEARCH_NOTHING_TO_FIND", "SEARCH_TOO_SHORT", "SEARCH_KIND_UNKNOWN"],
});
