import {
  frenchPublicHolidays,
  type LeaveViewer,
  leaveBadge,
  leavesForDay,
  type MonthGridCell,
  monthGrid,
  toParisDate,
  WEEKDAY_LABELS,
} from "@tronc/domain";
import { useMemo } from "react";
import { Badge } from "../../../ui/badge";
import { describeInstant, type LeaveView } from "./leave-dates";
import { LeaveStateIcon } from "./leave-icons";
import "../../../ui/badge.css";

interface LeaveCalendarProps {
  year: number;
  month: number;
  viewer: LeaveViewer;
  leaves: LeaveView[];
  onLeaveClick(leave: LeaveView): void;
}

const WEEKDAY_NAMES = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];

/** The month, Monday to Sunday: day number, 'Férié', one badge per leave on each weekday it covers. */
export function LeaveCalendar({ year, month, viewer, leaves, onLeaveClick }: LeaveCalendarProps) {
  const weeks = useMemo(() => monthGrid(year, month), [year, month]);
  const holidayNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const y of [year - 1, year, year + 1]) {
      for (const holiday of frenchPublicHolidays(y)) names.set(holiday.date, holiday.name);
    }
    return names;
  }, [year]);
  const today = toParisDate(new Date());

  return (
    <table className="leave-calendar">
      <thead>
        <tr>
          {WEEKDAY_LABELS.map((label, index) => (
            <th key={label} scope="col" abbr={WEEKDAY_NAMES[index]}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]?.date}>
            {week.map((cell) => (
              <DayCell
                key={cell.date}
                cell={cell}
                isToday={cell.date === today}
                holidayName={holidayNames.get(cell.date)}
                leaves={cell.inMonth ? leavesForDay(viewer, leaves, cell.date, cell.isWeekend) : []}
                onLeaveClick={onLeaveClick}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DayCellProps {
  cell: MonthGridCell;
  isToday: boolean;
  holidayName: string | undefined;
  leaves: LeaveView[];
  onLeaveClick(leave: LeaveView): void;
}

function DayCell({ cell, isToday, holidayName, leaves, onLeaveClick }: DayCellProps) {
  const classes = [
    "leave-day",
    cell.isWeekend ? "is-weekend" : "",
    cell.isHoliday ? "is-holiday" : "",
    cell.inMonth ? "" : "is-outside",
    isToday ? "is-today" : "",
  ].filter(Boolean);
  return (
    <td className={classes.join(" ")} data-date={cell.date} aria-current={isToday ? "date" : undefined}>
      <div className="leave-day-head">
        <span className="leave-day-number">{cell.day}</span>
        {cell.isHoliday && (
          <Badge variant="info" title={holidayName}>
            Férié
          </Badge>
        )}
      </div>
      {leaves.length > 0 && (
        <ul className="leave-day-badges">
          {leaves.map((leave) => (
            <li key={leave.id}>
              <LeaveBadgeButton leave={leave} onClick={() => onLeaveClick(leave)} />
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

function LeaveBadgeButton({ leave, onClick }: { leave: LeaveView; onClick(): void }) {
  const badge = leaveBadge(leave);
  const period = `du ${describeInstant(leave.startIso)} au ${describeInstant(leave.endIso)}`;
  return (
    <button
      type="button"
      className={`badge badge-${badge.color} leave-badge`}
      data-leave-id={leave.id}
      data-state={leave.state}
      title={`${badge.label} — ${badge.stateLabel}, ${period}`}
      aria-label={`${badge.label}, ${badge.stateLabel}, ${period}`}
      onClick={onClick}
    >
      <LeaveStateIcon icon={badge.icon} />
      <span className="leave-badge-name">{badge.label}</span>
    </button>
  );
}
