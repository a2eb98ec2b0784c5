import type { BadgeColor, StateMachine } from "../shared/state-machine";

export type LeaveState = "STATE_STAND_BY" | "STATE_ACCEPTED" | "STATE_REFUSED";

/** Every move is the leave administrator's decision (see canChangeLeaveState). */
export const LEAVE_TRANSITIONS = {
  STATE_STAND_BY: ["STATE_ACCEPTED", "STATE_REFUSED"],
  STATE_ACCEPTED: ["STATE_STAND_BY", "STATE_REFUSED"],
  STATE_REFUSED: ["STATE_STAND_BY", "STATE_ACCEPTED"],
} as const satisfies Record<LeaveState, readonly LeaveState[]>;

export const LEAVE_STATE_LABELS = {
  STATE_STAND_BY: "En attente",
  STATE_ACCEPTED: "Accepté",
  STATE_REFUSED: "Refusé",
} as const satisfies Record<LeaveState, string>;

export const LEAVE_STATE_COLORS = {
  STATE_STAND_BY: "warning",
  STATE_ACCEPTED: "success",
  STATE_REFUSED: "danger",
} as const satisfies Record<LeaveState, BadgeColor>;

export const LEAVE_STATE_ICONS = {
  STATE_STAND_BY: "clock",
  STATE_ACCEPTED: "check",
  STATE_REFUSED: "times",
} as const satisfies Record<LeaveState, string>;

export const LEAVE_MACHINE: StateMachine<LeaveState> = {
  transitions: LEAVE_TRANSITIONS,
  labels: LEAVE_STATE_LABELS,
  colors: LEAVE_STATE_COLORS,
};

/** Whoever creates it, a new leave waits for the administrator. */
export const INITIAL_LEAVE_STATE: LeaveState = "STATE_STAND_BY";
