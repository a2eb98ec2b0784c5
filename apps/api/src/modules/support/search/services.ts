import {
  readSearchKinds,
  readSearchQuery,
  SEARCH_RESULTS_PER_KIND,
  type SearchKind,
  searchKindPlural,
} from "@tronc/domain";
import type { ServiceContext } from "../../../services/shared/context";
import { holdsAnyPolicy } from "../../policies";
import type { SearchInput } from "./contract";
import { listUrl, type SearchHit } from "./kinds/finder";
import { KIND_FINDERS } from "./kinds/index";

export type { SearchHit } from "./kinds/finder";

/** The records of one kind found, at most SEARCH_RESULTS_PER_KIND; `more` when the kind has others. */
export interface SearchGroup {
  kind: SearchKind;
  /** 'Factures'. */
  label: string;
  hits: SearchHit[];
  more: boolean;
  /** The kind's list with the same text ('Voir tout'). */
  listUrl: string;
}

export interface SearchAnswer {
  q: string;
  /** Why nothing was searched (words all under 3 characters), else null. */
  hint: string | null;
  /** The kinds that found something, in the box's order. */
  groups: SearchGroup[];
}

/**
 * The top bar's search: one query per kind the person may read (the policy of that kind's list), all
 * sent together, each capped. A kind the person may not read is not searched at all.
 */
export async function findRecords(ctx: ServiceContext, input: SearchInput): Promise<SearchAnswer> {
  const kinds = readSearchKinds(input.kinds);
  const q = input.q.trim();
  const reading = readSearchQuery(q);
  if (!reading.searchable) return { q, hint: reading.hint, groups: [] };
  const readable = kinds
    .map((kind) => KIND_FINDERS[kind])
    .filter((finder) => holdsAnyPolicy(ctx.user, [finder.policy]));
  const found = await Promise.all(
    readable.map(async (finder) => ({
      finder,
      hits: await finder.find(ctx, q, SEARCH_RESULTS_PER_KIND + 1),
    })),
  );
  const groups = found
    .filter(({ hits }) => hits.length > 0)
    .map(({ finder, hits }) => ({
      kind: finder.kind,
      label: searchKindPlural(finder.kind),
      hits: hits.slice(0, SEARCH_RESULTS_PER_KIND),
      more: hits.length > SEARCH_RESULTS_PER_KIND,
      listUrl: listUrl(finder.listPath, q),
    }));
  return { q, hint: null, groups };
}
