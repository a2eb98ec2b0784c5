import { Button } from "../../../ui/button";
import {
  dayLabel,
  FALLBACK_CLIENT,
  FALLBACK_GROUP,
  FALLBACK_TASK,
  hoursLabel,
  type TimeEntryView,
} from "./time-entry-helpers";

interface TimeEntryTableProps {
  entries: readonly TimeEntryView[];
  onEdit(entry: TimeEntryView): void;
  onDelete(entry: TimeEntryView): void;
  busy?: boolean;
  /** The task modal leaves out the group company, client and task columns (they are the task's). */
  compact?: boolean;
}

/** The entries; edit and delete only on one's own (the view's flags). */
export function TimeEntryTable({ entries, onEdit, onDelete, busy, compact }: TimeEntryTableProps) {
  return (
    <div className="card table-wrap">
      <table className="table time-entry-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Utilisateur</th>
            {!compact && <th scope="col">Entreprise du groupe</th>}
            {!compact && <th scope="col">Client</th>}
            {!compact && <th scope="col">Projet / tâche</th>}
            <th scope="col" className="num">
              Heures
            </th>
            <th scope="col">Commentaire</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="nowrap">{dayLabel(entry.date)}</td>
              <td>{entry.user.fullname}</td>
              {!compact && <td>{entry.triangleCompany.name || <Fallback text={FALLBACK_GROUP} />}</td>}
              {!compact && <td>{entry.company?.name ?? <Fallback text={FALLBACK_CLIENT} />}</td>}
              {!compact && (
                <td>
                  {entry.task ? (
                    <>
                      <span className="time-entry-project">{entry.task.projectName}</span>
                      <span className="time-entry-taskname">{entry.task.name}</span>
                    </>
                  ) : (
                    <Fallback text={FALLBACK_TASK} />
                  )}
                </td>
              )}
              <td className="num nowrap">{hoursLabel(entry.hours)}</td>
              <td className="time-entry-comment">{entry.comment}</td>
              <td className="time-entry-actions">
                {entry.canEdit && (
                  <Button
                    variant="link"
                    onClick={() => onEdit(entry)}
                    aria-label={`Modifier le temps du ${dayLabel(entry.date)}`}
                  >
                    Modifier
                  </Button>
                )}
                {entry.canDelete && (
                  <Button
                    variant="link"
                    className="danger-link"
                    onClick={() => onDelete(entry)}
                    aria-label={`Supprimer le temps du ${dayLabel(entry.date)}`}
                  >
                    Supprimer
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const Fallback = ({ text }: { text: string }) => <span className="muted">{text}</span>;
