import type { BadgeColor, StateMachine } from "./state-machine";

export type AlertState = "ALERT_STATE_NEW" | "ALERT_STATE_READ" | "ALERT_STATE_DONE";

/** Loading the list reads new alerts; 'Déclarer comme réglé' closes them for good. */
export const ALERT_TRANSITIONS = {
  ALERT_STATE_NEW: ["ALERT_STATE_READ", "ALERT_STATE_DONE"],
  ALERT_STATE_READ: ["ALERT_STATE_DONE"],
  ALERT_STATE_DONE: [],
} as const satisfies Record<AlertState, readonly AlertState[]>;

export const ALERT_STATE_LABELS = {
  ALERT_STATE_NEW: "Nouveau",
  ALERT_STATE_READ: "Lu",
  ALERT_STATE_DONE: "Terminé",
} as const satisfies Record<AlertState, string>;

export const ALERT_STATE_COLORS = {
  ALERT_STATE_NEW: "danger",
  ALERT_STATE_READ: "warning",
  ALERT_STATE_DONE: "success",
} as const satisfies Record<AlertState, BadgeColor>;

export const ALERT_MACHINE: StateMachine<AlertState> = {
  transitions: ALERT_TRANSITIONS,
  labels: ALERT_STATE_LABELS,
  colors: ALERT_STATE_COLORS,
};

export const DEFAULT_ALERT_LIST_STATES: readonly AlertState[] = ["ALERT_STATE_NEW", "ALERT_STATE_READ"];

export interface AlertRef {
  id: number;
  state: AlertState;
  readBy: readonly number[];
}

/** When a reader loads the list: new alerts become read and the reader is added (once) to their readers. */
export function readAlerts<A extends AlertRef>(alerts: readonly A[], readerId: number): A[] {
  return alerts.map((alert) =>
    alert.state === "ALERT_STATE_NEW"
      ? {
          ...alert,
          state: "ALERT_STATE_READ" as const,
          readBy: alert.readBy.includes(readerId) ? alert.readBy : [...alert.readBy, readerId],
        }
      : alert,
  );
}

export function canDeclareAlertDone(state: AlertState): boolean {
  return state !== "ALERT_STATE_DONE";
}

/** 'Déclarer comme réglé': done, with the date and time. */
export function declareAlertDone(now: string): { state: "ALERT_STATE_DONE"; doneAt: string } {
  return { state: "ALERT_STATE_DONE", doneAt: now };
}
