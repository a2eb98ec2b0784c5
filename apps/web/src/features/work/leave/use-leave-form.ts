import {
  defaultLeaveDateTime,
  INITIAL_LEAVE_STATE,
  LEAVE_MAX,
  type LeaveState,
  leaveBounds,
  leaveEndAfterStartChange,
  leaveWorkingDays,
  MESSAGES,
  normalizeLocalDateTime,
} from "@tronc/domain";
import { useState } from "react";
import type { LeaveView } from "./leave-dates";

export const AFTER_MAX = "La date ne peut pas dépasser le 31/12/2999 à 17:00.";

/** A datetime-local value as 'YYYY-MM-DDTHH:mm', or '' while it is empty or incomplete. */
function clean(value: string): string {
  try {
    return value ? normalizeLocalDateTime(value) : "";
  } catch {
    return "";
  }
}

/**
 * The rules of spec 1 §5 for the leave form, previewed in the browser (the server checks them again):
 * bounds, today 08:00 on focus, the end moved to 18:00 of the start day, end before start blocking.
 */
export function useLeaveForm(leave: LeaveView | null, today: string) {
  const [start, setStartValue] = useState(leave?.startAt ?? "");
  const [end, setEndValue] = useState(leave?.endAt ?? "");
  const [state, setState] = useState<LeaveState>(leave?.state ?? INITIAL_LEAVE_STATE);

  const bounds = leaveBounds(today, start || null);
  // An existing leave already under way keeps its start: the minimum never hides it.
  const startMin = leave && leave.startAt < bounds.startMin ? leave.startAt : bounds.startMin;
  const endMin = start || startMin;

  const setStart = (raw: string) => {
    const value = clean(raw);
    setStartValue(value);
    if (value) setEndValue((current) => leaveEndAfterStartChange(value, current || null));
  };
  const setEnd = (raw: string) => setEndValue(clean(raw));

  /** Focusing an empty start sets today 08:00 (and so the end to today 18:00). */
  const focusStart = () => {
    if (!start) setStart(defaultLeaveDateTime(today));
  };
  /** Focusing an empty end sets today 08:00, or 18:00 of the start day once a start is chosen. */
  const focusEnd = () => {
    if (!end) setEndValue(start ? leaveEndAfterStartChange(start, null) : defaultLeaveDateTime(today));
  };

  const endBeforeStart = Boolean(start && end && end < start);
  const startError =
    start && start < startMin && start !== leave?.startAt
      ? MESSAGES.LEAVE_START_IN_PAST
      : start > LEAVE_MAX
        ? AFTER_MAX
        : null;
  const endError = endBeforeStart ? MESSAGES.LEAVE_END_BEFORE_START : end > LEAVE_MAX ? AFTER_MAX : null;
  const workingDays = start && end && !endBeforeStart ? leaveWorkingDays(start, end) : null;

  return {
    start,
    end,
    state,
    setStart,
    setEnd,
    setState,
    focusStart,
    focusEnd,
    min: { start: startMin, end: endMin },
    max: LEAVE_MAX,
    startError,
    endError,
    workingDays,
    canSave: Boolean(start && end) && !startError && !endError,
  };
}
