import type { MessageCode } from "@tronc/domain";
import type { QueryReader } from "../../hydra/query";
import { collectionRoute, type ListResult } from "../../hydra/resource";
import type { HydraRoute } from "../../hydra/route";
import type { AppCaller } from "../../trpc/caller";
import { admit, type Policy } from "../policies";

interface ListRowSpec<Filters> {
  path: string;
  /** The operation's policy: checked before the query is read. */
  policy: Policy;
  /** The list's filters, read from the query string (the list and its totals read the same). */
  filters: (query: QueryReader) => Filters;
}

/**
 * An accounting list's `-search` as the old screens ask it: the page counted from 0 (the API's from 1,
 * so the next page's link is the API's page number), and documented without its members' type, as it
 * always was (a kit list names it).
 */
export function zeroBasedSearchRow<Row, Filters>(
  spec: ListRowSpec<Filters> & {
    member: (row: Row) => unknown;
    invalidPage: MessageCode;
    pageSize: number;
    maxPageSize?: number;
    search: (
      caller: AppCaller,
      input: Filters & { page: number; pageSize: number },
    ) => Promise<ListResult<Row> & { page: number }>;
  },
): HydraRoute {
  return collectionRoute(spec.path, spec.member, async (caller, req) => {
    admit(req.user, spec.policy);
    const result = await spec.search(caller, {
      ...spec.filters(req.query),
      page: req.query.zeroBasedPage(spec.invalidPage),
      pageSize: req.query.maxResults(spec.pageSize, spec.maxPageSize),
    });
    return { ...result, page: result.page - 1 };
  });
}

/** A list's `-search_stats`: its totals under the wire's names (not a collection). */
export function listStatsRow<Filters, Totals>(
  spec: ListRowSpec<Filters> & {
    stats: (caller: AppCaller, filters: Filters) => Promise<Totals>;
    wire: (totals: Totals) => Record<string, unknown>;
  },
): HydraRoute {
  return {
    method: "GET",
    path: spec.path,
    async handle(caller, req) {
      admit(req.user, spec.policy);
      return spec.wire(await spec.stats(caller, spec.filters(req.query)));
    },
  };
}
