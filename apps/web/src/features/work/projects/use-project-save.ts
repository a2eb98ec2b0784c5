import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { type RouterInputs, trpc } from "../../../lib/trpc";
import { useVersionConflict } from "../../../ui/conflict-dialog";
import { useToast } from "../../../ui/toast";
import { projectDifferences } from "./project-differences";
import { PROJECT_MESSAGES, type ProjectView } from "./project-helpers";

export type ProjectChanges = Omit<RouterInputs["project"]["update"], "id" | "version">;

/**
 * Saves some fields of the project on the version the page holds: the answer replaces the cached
 * detail ('Projet mis à jour'); a save refused because a colleague changed the project meanwhile opens
 * the conflict dialog (render `dialog`); another refusal is a toast and the screen keeps the saved values.
 */
export function useProjectSave(projectId: number) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const [sent, setSent] = useState<ProjectChanges | null>(null);
  const mutation = trpc.project.update.useMutation({
    onSuccess: (view: ProjectView) => {
      utils.project.get.setData({ id: projectId }, view);
      void utils.project.search.invalidate();
      toast.success(PROJECT_MESSAGES.updated);
    },
    onError: (error) => {
      if (conflict.handle(error)) return;
      toast.error(apiErrorMessage(error));
      void utils.project.get.invalidate({ id: projectId });
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.project.get.query({ id: projectId }),
    differences: (current) => (sent ? projectDifferences(sent, current, utils.lead.options.getData()) : []),
    reload: (current) => utils.project.get.setData({ id: projectId }, current),
    overwrite: (version) => {
      if (sent) mutation.mutate({ id: projectId, version, ...sent });
    },
  });
  return {
    save: (changes: ProjectChanges) => {
      setSent(changes);
      // The version at the moment of sending: two blocks saved one after the other do not refuse each other.
      const version = utils.project.get.getData({ id: projectId })?.version ?? 0;
      return mutation.mutateAsync({ id: projectId, version, ...changes });
    },
    saving: mutation.isPending,
    dialog: conflict.dialog,
  };
}
