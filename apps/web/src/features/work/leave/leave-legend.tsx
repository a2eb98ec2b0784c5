import { type LeaveState, leaveBadge } from "@tronc/domain";
import { LeaveStateIcon } from "./leave-icons";
import "../../../ui/badge.css";

/** What the three colours mean, under the calendar. */
export function LeaveLegend({ states }: { states: LeaveState[] }) {
  return (
    <ul className="leave-legend" aria-label="Légende">
      {states.map((state) => {
        const badge = leaveBadge({ state });
        return (
          <li key={state} className={`badge badge-${badge.color}`}>
            <LeaveStateIcon icon={badge.icon} />
            {badge.stateLabel}
          </li>
        );
      })}
      <li className="leave-legend-note muted">Cliquez sur un congé pour le modifier.</li>
    </ul>
  );
}
