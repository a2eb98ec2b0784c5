import { leadCalls, leads } from "@tronc/db";
import {
  callbackTodayEnd,
  hasSearchableTerm,
  type LeadSearchMode,
  type LeadSearchSwitches,
  likeContains,
  resolveLeadSearchMode,
  searchTerms,
} from "@tronc/domain";
import { and, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import { inlineValues, type StatementValues } from "../../shared/statement-values";

export interface LeadSearchFilters extends LeadSearchSwitches {
  /** Subject, requester's name, companies, e-mail, phone; accent- and case-insensitive. */
  q?: string | undefined;
  triangleCompanyId?: number | null | undefined;
  /** Callback overdue (before now). */
  retard?: boolean | undefined;
  /** No exchange logged yet (no call, mail or other that is not deleted). */
  noAnswer?: boolean | undefined;
}

const notTrash = sql`(${leads.leadLevel} is null or ${leads.leadLevel} <> 'LEAD_TRASH')`;
const isTrash = eq(leads.leadLevel, "LEAD_TRASH");

/** 'Rappel auj.': a callback due before the end of today (Paris), overdue ones included; trash apart. */
export const callbackTodayCondition = (now: Date, values: StatementValues = inlineValues) =>
  and(
    isNotNull(leads.callbackAt),
    lt(leads.callbackAt, values.bind("callbackEnd", new Date(callbackTodayEnd(now)))),
    notTrash,
  );

/** 'Sans rappel': a callback is expected (not trash, refused or accepted) and none is set. */
export const withoutCallbackCondition = and(
  isNull(leads.callbackAt),
  notTrash,
  // Literal values (no parameters) so that the partial index leads_without_callback_idx applies.
  sql`${leads.leadStatus} not in ('LEAD_STATUS_REFUSED', 'LEAD_STATUS_ACCEPTED')`,
);

export const trashCondition = isTrash;

/** What every list shares: the text query and the group company (the badges count within them). */
export function baseConditions(filters: LeadSearchFilters, values: StatementValues = inlineValues): SQL[] {
  const conditions: SQL[] = searchTerms(filters.q ?? "").map(
    (term, index) => sql`${leads.searchText} like ${values.bind(`term${index}`, likeContains(term))}`,
  );
  if (filters.triangleCompanyId) {
    conditions.push(eq(leads.triangleCompanyId, values.bind("triangleCompanyId", filters.triangleCompanyId)));
  }
  return conditions;
}

export function modeCondition(
  mode: LeadSearchMode,
  now: Date,
  values: StatementValues = inlineValues,
): SQL | undefined {
  switch (mode.kind) {
    case "trash":
      return trashCondition;
    case "callback":
      return callbackTodayCondition(now, values);
    case "withoutCallback":
      return withoutCallbackCondition;
    case "status":
      return mode.statuses.length > 0
        ? and(
            inArray(
              leads.leadStatus,
              mode.statuses.map((status, index) => values.bind(`status${index}`, status)),
            ),
            notTrash,
          )
        : notTrash;
  }
}

/** A term of 3 characters or more can use the trigram index; shorter ones only filter what it found. */
export const hasIndexedText = (filters: LeadSearchFilters) => hasSearchableTerm(filters.q ?? "");

/**
 * The WHERE of a list, in two parts: the base (text query and group company, what the badges count
 * within) and the list's own condition (the mode, statuses or one switch, and the extra switches).
 */
export function listConditions(
  filters: LeadSearchFilters,
  now: Date,
  values: StatementValues = inlineValues,
): { mode: LeadSearchMode; base: SQL[]; own: SQL | undefined; where: SQL | undefined } {
  const mode = resolveLeadSearchMode(filters);
  const base = baseConditions(filters, values);
  const own: (SQL | undefined)[] = [modeCondition(mode, now, values)];
  values.shape(`mode:${mode.kind}`);
  if (filters.retard) {
    own.push(and(isNotNull(leads.callbackAt), lt(leads.callbackAt, values.bind("now", now))));
  }
  if (filters.noAnswer) {
    values.shape("noAnswer");
    own.push(
      sql`not exists (select 1 from ${leadCalls} where ${leadCalls.leadId} = ${leads.id} and not ${leadCalls.isDeleted})`,
    );
  }
  const ownCondition = and(...own);
  return { mode, base, own: ownCondition, where: and(...base, ownCondition) };
}
