import { TASK_STATE_LABELS } from "@tronc/domain";
import { Fragment } from "react";
import { formatDate, formatLongDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";

type Chart = RouterOutputs["gantt"]["chart"];
type Item = Chart["projects"][number]["items"][number];

/** Width of the sticky column of task names. */
const LABEL_WIDTH = 260;

const tooltip = (item: Item) =>
  [
    item.taskTitle,
    `${TASK_STATE_LABELS[item.status]} — ${item.avancement} %`,
    item.endAt ? `Du ${formatDate(item.date)} au ${formatDate(item.endAt)}` : `Le ${formatDate(item.date)}`,
    item.users.map((user) => user.fullname).join(", "),
  ]
    .filter(Boolean)
    .join("\n");

/** One bar per task, grouped by project; weekends and public holidays shaded, 20 px per day. */
export function GanttChart({
  chart,
  today,
  onOpen,
}: {
  chart: Chart;
  today: string;
  onOpen: (id: number) => void;
}) {
  const width = chart.totalDays * chart.dayWidth;
  const todayIndex = chart.times.findIndex((day) => day.date === today);
  return (
    <div className="gantt-scroll card">
      <div
        className="gantt"
        style={{ width: LABEL_WIDTH + width, ["--day" as string]: `${chart.dayWidth}px` }}
      >
        <div className="gantt-head">
          <div className="gantt-corner" style={{ width: LABEL_WIDTH }}>
            Tâche
          </div>
          <div className="gantt-scale" style={{ width }}>
            <div className="gantt-months">
              {chart.months.map((month) => (
                <span key={month.label} style={{ width: month.days * chart.dayWidth }} title={month.label}>
                  {month.days * chart.dayWidth >= 60 ? month.label : ""}
                </span>
              ))}
            </div>
            <div className="gantt-days">
              {chart.times.map((day) => (
                <span
                  key={day.date}
                  className={day.isHoliday ? "is-holiday" : day.isWeekend ? "is-weekend" : undefined}
                  title={formatLongDate(day.date, { weekday: "long" })}
                >
                  {day.day}
                </span>
              ))}
            </div>
          </div>
        </div>
        <div className="gantt-body">
          <div className="gantt-shading" style={{ left: LABEL_WIDTH, width }} aria-hidden="true">
            {chart.times.map((day, index) =>
              day.isWeekend || day.isHoliday ? (
                <span
                  key={day.date}
                  className={day.isHoliday ? "is-holiday" : "is-weekend"}
                  style={{ left: index * chart.dayWidth }}
                />
              ) : null,
            )}
            {todayIndex >= 0 && (
              <span
                className="gantt-today"
                style={{ left: todayIndex * chart.dayWidth + chart.dayWidth / 2 }}
              />
            )}
          </div>
          {chart.projects.map((project) => (
            <Fragment key={project.id}>
              <div className="gantt-row gantt-project-row">
                <div className="gantt-label" style={{ width: LABEL_WIDTH }}>
                  <strong>{project.name}</strong>
                  {project.clientName && <span className="muted"> — {project.clientName}</span>}
                </div>
              </div>
              {project.items.map((item) => (
                <div key={item.id} className="gantt-row">
                  <div
                    className="gantt-label gantt-task-label"
                    style={{ width: LABEL_WIDTH }}
                    title={item.taskTitle}
                  >
                    {item.isFood && (
                      <Badge variant="success" className="gantt-food" title="Achat d'un produit périssable">
                        Périssable
                      </Badge>
                    )}
                    {item.taskTitle}
                  </div>
                  <button
                    type="button"
                    className={`gantt-bar is-${item.progressColor}`}
                    style={{ left: LABEL_WIDTH + item.left, width: item.width }}
                    title={tooltip(item)}
                    aria-label={`${item.taskTitle}, ${item.avancement} %`}
                    onClick={() => onOpen(item.id)}
                  >
                    <span className="gantt-bar-fill" style={{ width: `${item.avancement}%` }} />
                    <span className="gantt-bar-text">{item.taskTitle}</span>
                  </button>
                </div>
              ))}
            </Fragment>
          ))}
        </div>
      </div>
    </div>
  );
}
