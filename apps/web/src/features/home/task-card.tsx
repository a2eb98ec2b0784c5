import {
  TASK_PRIORITY_LABELS,
  TASK_STATE_COLORS,
  TASK_STATE_LABELS,
  TASK_WARNING_COLORS,
  TASK_WARNING_LABELS,
} from "@tronc/domain";
import { formatDate } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";
import { Badge } from "../../ui/badge";

export type DashboardCard = RouterOutputs["dashboard"]["tasks"]["sections"]["late"][number];

const period = (card: DashboardCard) =>
  card.endAt
    ? `Du ${formatDate(card.startAt)} au ${formatDate(card.endAt)}`
    : `À partir du ${formatDate(card.startAt)}`;

/** A task of the dashboard: a button that opens the task modal. */
export function TaskCard({ card, onOpen }: { card: DashboardCard; onOpen: (id: number) => void }) {
  const tone = card.warnings.includes("veryLate")
    ? " is-very-late"
    : card.warnings.includes("late")
      ? " is-late"
      : "";
  return (
    <button
      type="button"
      className={`card dashboard-card${card.state === "STATE_NEW" ? " is-new" : ""}${tone}`}
      onClick={() => onOpen(card.id)}
    >
      <span className="dashboard-card-top">
        <Badge variant={TASK_STATE_COLORS[card.state]}>{TASK_STATE_LABELS[card.state]}</Badge>
        {card.priority === "PRIORITY_HIGH" && (
          <Badge variant="danger">{TASK_PRIORITY_LABELS.PRIORITY_HIGH}</Badge>
        )}
        <span className="dashboard-card-type">{card.taskTypeName}</span>
      </span>
      <span className="dashboard-card-name">{card.name}</span>
      <span className="dashboard-card-project">
        {card.projectName}
        {card.clientName && <span className="muted"> — {card.clientName}</span>}
      </span>
      <span className="dashboard-card-dates">{period(card)}</span>
      <span className="dashboard-progress" title={`Avancement ${card.avancement} %`}>
        <span className="dashboard-progress-bar">
          <span style={{ width: `${card.avancement}%` }} />
        </span>
        <span className="dashboard-progress-value">{card.avancement} %</span>
      </span>
      {card.warnings.length > 0 && (
        <span className="dashboard-warnings">
          {card.warnings.map((warning) => (
            <Badge key={warning} variant={TASK_WARNING_COLORS[warning]}>
              {TASK_WARNING_LABELS[warning]}
            </Badge>
          ))}
        </span>
      )}
    </button>
  );
}
