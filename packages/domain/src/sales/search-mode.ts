import { expandLeadStatusFilter, type LeadStatus } from "./lead-rules";

/**
 * The lead list's filters: a status multi-select and three switches ('Rappel auj.', 'Sans rappel',
 * 'Poubelle') that clear the statuses and each other. The server applies the same exclusion when a
 * client sends several at once, with this precedence: trash, then callback, then without callback.
 */
export type LeadSearchMode =
  | { kind: "trash" }
  | { kind: "callback" }
  | { kind: "withoutCallback" }
  /** statuses empty: every status. */
  | { kind: "status"; statuses: LeadStatus[] };

export interface LeadSearchSwitches {
  /** Absent: the default filter, unread. 'ALL' (or an explicitly empty list): every status. */
  searchStatus?: readonly string[] | undefined;
  callback?: boolean | undefined;
  withoutCallback?: boolean | undefined;
  leadTrash?: boolean | undefined;
}

export const ALL_STATUSES = "ALL";

export function resolveLeadSearchMode(switches: LeadSearchSwitches): LeadSearchMode {
  if (switches.leadTrash) return { kind: "trash" };
  if (switches.callback) return { kind: "callback" };
  if (switches.withoutCallback) return { kind: "withoutCallback" };
  const values = switches.searchStatus;
  if (values === undefined) return { kind: "status", statuses: ["LEAD_STATUS_UNREAD"] };
  if (values.length === 0 || values.includes(ALL_STATUSES)) return { kind: "status", statuses: [] };
  return { kind: "status", statuses: expandLeadStatusFilter(values) };
}
