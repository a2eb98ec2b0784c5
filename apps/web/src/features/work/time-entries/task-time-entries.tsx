import { MAX_PAGE_SIZE } from "@tronc/domain";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { QueryStatus } from "../../../ui/query-status";
import { hoursLabel } from "./time-entry-helpers";
import { TimeEntryModal } from "./time-entry-modal";
import { TimeEntryTable } from "./time-entry-table";
import { useTimeEntryActions } from "./use-time-entry-actions";
import "./time-entries.css";

/**
 * A task's time: the total spent, its entries (edit and delete on one's own) and 'Saisir temps' with
 * the task linked, its group company and client locked. Embedded in the task modal.
 */
export function TaskTimeEntries({ taskId }: { taskId: number }) {
  const entries = trpc.timeEntry.search.useQuery({ taskId, pageSize: MAX_PAGE_SIZE });
  const links = trpc.timeEntry.taskLinks.useQuery({ taskId });
  const { editing, setEditing, askDelete } = useTimeEntryActions();
  const items = entries.data?.items ?? [];
  return (
    <section className="task-time-entries stack" aria-label="Temps passé sur la tâche">
      <div className="task-time-header">
        <span>
          Temps passé :{" "}
          <strong data-testid="task-time-total">{hoursLabel(entries.data?.totalHours ?? "0")}</strong>
        </span>
        <Button variant="secondary" disabled={!links.data} onClick={() => setEditing("new")}>
          Saisir temps
        </Button>
      </div>
      <QueryStatus query={entries} />
      {items.length > 0 ? (
        <TimeEntryTable
          compact
          entries={items}
          busy={entries.isFetching}
          onEdit={setEditing}
          onDelete={(entry) => void askDelete(entry)}
        />
      ) : (
        entries.isSuccess && <p className="muted">Aucun temps saisi sur cette tâche.</p>
      )}
      {editing && links.data && (
        <TimeEntryModal
          entry={editing === "new" ? undefined : editing}
          task={editing === "new" ? links.data : undefined}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
