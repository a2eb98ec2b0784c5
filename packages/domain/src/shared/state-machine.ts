import { domainError } from "../messages";

/** Bootstrap-like badge colours, the vocabulary the screens share. */
/** Bootstrap's names, plus "paid": the solid green the spec gives a billed quotation. */
export type BadgeColor =
  | "success"
  | "danger"
  | "warning"
  | "info"
  | "primary"
  | "dark"
  | "secondary"
  | "paid";

export interface Badge {
  label: string;
  color: BadgeColor;
}

/**
 * A state machine as plain data: the transition table (from → the states it may move to), the
 * French labels and the badge colours. Staying in the same state is always allowed (a save that
 * does not change the state).
 */
export interface StateMachine<S extends string> {
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  readonly labels: Readonly<Record<S, string>>;
  readonly colors: Readonly<Record<S, BadgeColor>>;
}

export function statesOf<S extends string>(machine: StateMachine<S>): S[] {
  return Object.keys(machine.transitions) as S[];
}

export function isState<S extends string>(machine: StateMachine<S>, value: unknown): value is S {
  return typeof value === "string" && Object.hasOwn(machine.transitions, value);
}

/** Checks a state read from outside (a request body, a database row). */
export function assertState<S extends string>(machine: StateMachine<S>, value: unknown): S {
  if (!isState(machine, value)) throw domainError("UNKNOWN_STATE", "invalid", { value: String(value) });
  return value;
}

export function canTransition<S extends string>(machine: StateMachine<S>, from: S, to: S): boolean {
  return from === to || machine.transitions[from].includes(to);
}

export function assertTransition<S extends string>(machine: StateMachine<S>, from: S, to: S): void {
  assertState(machine, from);
  assertState(machine, to);
  if (!canTransition(machine, from, to)) {
    throw domainError("TRANSITION_FORBIDDEN", "rule", { from: machine.labels[from], to: machine.labels[to] });
  }
}

/** Label-value options for a select, in table order. */
export function stateOptions<S extends string>(
  machine: StateMachine<S>,
  states: readonly S[] = statesOf(machine),
): { value: S; label: string }[] {
  return states.map((value) => ({ value, label: machine.labels[value] }));
}
