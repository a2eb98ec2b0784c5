import { CHARGE_STATE_LABELS, type ChargeState } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";

export type ChargeListItem = RouterOutputs["charge"]["search"]["items"][number];

export const CHARGE_LIST_KEY = "charges";

/** The state filter: not switched off (the default), one state, or every charge. */
export type ChargeStateFilter = "current" | "all" | ChargeState;

export interface ChargeListFilters {
  state: ChargeStateFilter;
}

export const DEFAULT_CHARGE_FILTERS: ChargeListFilters = { state: "current" };

export const CHARGE_STATE_FILTER_OPTIONS: { value: ChargeStateFilter; label: string }[] = [
  { value: "current", label: "En attente et actives" },
  { value: "STATE_PENDING", label: CHARGE_STATE_LABELS.STATE_PENDING },
  { value: "STATE_CHARGE_ACTIVE", label: CHARGE_STATE_LABELS.STATE_CHARGE_ACTIVE },
  { value: "STATE_CHARGE_INACTIVE", label: CHARGE_STATE_LABELS.STATE_CHARGE_INACTIVE },
  { value: "all", label: "Toutes" },
];

/** charge.search / stats input: absent states are the API's default (not switched off), [] is every state. */
export function chargeFiltersInput(filters: ChargeListFilters, q: string | undefined) {
  if (filters.state === "current") return { q };
  return { q, states: filters.state === "all" ? [] : [filters.state] };
}
