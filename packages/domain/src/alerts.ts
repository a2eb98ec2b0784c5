import { domainError } from "./messages";
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

export const ALERT_STATES = Object.keys(ALERT_TRANSITIONS) as AlertState[];

export const DEFAULT_ALERT_LIST_STATES: readonly AlertState[] = ["ALERT_STATE_NEW", "ALERT_STATE_READ"];

export function isAlertState(value: unknown): value is AlertState {
  return typeof value === "string" && Object.hasOwn(ALERT_TRANSITIONS, value);
}

/** States read from a query ('state[]=…'); an unknown one is refused in French. */
export function readAlertStates(values: readonly string[]): AlertState[] {
  return [
    ...new Set(
      values.map((value) => {
        if (!isAlertState(value)) throw domainError("ALERT_STATE_INVALID", "invalid", { value });
        return value;
      }),
    ),
  ];
}

export interface AlertRef {
  id: number;
  state: AlertState;
  readBy: readonly number[];
}

/**
 * When a reader loads the list: new alerts become read, and the reader is added (once) to the readers
 * of every alert shown that is not done yet — 'readBy' is who opened the list while the alert was in it.
 */
export function readAlerts<A extends AlertRef>(alerts: readonly A[], readerId: number): A[] {
  return alerts.map((alert) => {
    if (alert.state === "ALERT_STATE_DONE") return alert;
    const readBy = alert.readBy.includes(readerId) ? alert.readBy : [...alert.readBy, readerId];
    return { ...alert, state: "ALERT_STATE_READ" as const, readBy };
  });
}

/** Whether the screen should tell the server that this reader has seen the alert. */
export function needsReading(alert: AlertRef, readerId: number): boolean {
  return alert.state !== "ALERT_STATE_DONE" && !alert.readBy.includes(readerId);
}

export function canDeclareAlertDone(state: AlertState): boolean {
  return state !== "ALERT_STATE_DONE";
}

/** 'Déclarer comme réglé': done, with the date and time. */
export function declareAlertDone(now: string): { state: "ALERT_STATE_DONE"; doneAt: string } {
  return { state: "ALERT_STATE_DONE", doneAt: now };
}

/**
 * Settling a done alert is a conflict (two people clicked, or a client sent it twice): refused, saying
 * when it was settled (`doneAtLabel`, 'dd/MM/yyyy HH:mm').
 */
export function assertAlertSettleable(alert: { state: AlertState; doneAtLabel: string | null }): void {
  if (canDeclareAlertDone(alert.state)) return;
  throw domainError("ALERT_ALREADY_DONE", "conflict", { doneAt: alert.doneAtLabel ?? "—" });
}

/** A state sent by a client on an alert: back to new is refused; read and done are the two verbs. */
export function assertAlertStateSendable(state: AlertState): "ALERT_STATE_READ" | "ALERT_STATE_DONE" {
  if (state === "ALERT_STATE_NEW") throw domainError("ALERT_STATE_NOT_NEW", "rule");
  return state;
}
