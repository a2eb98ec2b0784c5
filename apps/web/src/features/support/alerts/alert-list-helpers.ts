import { ALERT_STATE_LABELS, type AlertState } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";

export type AlertListItem = RouterOutputs["alert"]["search"]["items"][number];

export const ALERT_LIST_KEY = "alerts";

/** The state filter: new and read (the spec's default), one state, or every alert. */
export type AlertStateFilter = "open" | "all" | AlertState;

export interface AlertListFilters {
  state: AlertStateFilter;
}

export const DEFAULT_ALERT_FILTERS: AlertListFilters = { state: "open" };

export const ALERT_STATE_FILTER_OPTIONS: { value: AlertStateFilter; label: string }[] = [
  { value: "open", label: "Nouvelles et lues" },
  { value: "ALERT_STATE_NEW", label: ALERT_STATE_LABELS.ALERT_STATE_NEW },
  { value: "ALERT_STATE_READ", label: ALERT_STATE_LABELS.ALERT_STATE_READ },
  { value: "ALERT_STATE_DONE", label: ALERT_STATE_LABELS.ALERT_STATE_DONE },
  { value: "all", label: "Toutes" },
];

/** alert.search's input: absent states are the API's default (new and read), [] is every state. */
export function alertFiltersInput(filters: AlertListFilters, q: string | undefined) {
  if (filters.state === "open") return { q };
  return { q, states: filters.state === "all" ? [] : [filters.state] };
}
