import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import type { TimeEntryView } from "./time-entry-helpers";

type Utils = ReturnType<typeof trpc.useUtils>;

/** What shows time spent: the lists of entries, the task's total, the project's spent hours. */
export function invalidateTimeSpent(utils: Utils): void {
  void utils.timeEntry.search.invalidate();
  void utils.task.get.invalidate();
  void utils.task.search.invalidate();
  void utils.project.get.invalidate();
}

/** The modal's state (new or edited entry) and the confirmed delete, shared by the page and the task modal. */
export function useTimeEntryActions() {
  const [editing, setEditing] = useState<TimeEntryView | "new" | null>(null);
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const remove = trpc.timeEntry.delete.useMutation({
    onSuccess: () => {
      invalidateTimeSpent(utils);
      toast.success("Temps supprimé");
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const askDelete = async (entry: TimeEntryView) => {
    const ok = await confirm("Confirmez-vous la suppression de ce temps ?", {
      confirmLabel: "Supprimer",
      danger: true,
    });
    if (ok) remove.mutate({ id: entry.id });
  };
  return { editing, setEditing, askDelete };
}
