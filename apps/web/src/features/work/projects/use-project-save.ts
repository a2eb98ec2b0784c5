import { apiErrorMessage } from "../../../lib/api-error";
import { type RouterInputs, trpc } from "../../../lib/trpc";
import { useToast } from "../../../ui/toast";
import { PROJECT_MESSAGES, type ProjectView } from "./project-helpers";

export type ProjectChanges = Omit<RouterInputs["project"]["update"], "id">;

/**
 * Saves some fields of the project: the answer replaces the cached detail ('Projet mis à jour'); a
 * refusal is shown as a toast and the screen keeps the saved values (a refused state reverts).
 */
export function useProjectSave(projectId: number) {
  const utils = trpc.useUtils();
  const toast = useToast();
  const mutation = trpc.project.update.useMutation({
    onSuccess: (view: ProjectView) => {
      utils.project.get.setData({ id: projectId }, view);
      void utils.project.search.invalidate();
      toast.success(PROJECT_MESSAGES.updated);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error));
      void utils.project.get.invalidate({ id: projectId });
    },
  });
  return {
    save: (changes: ProjectChanges) => mutation.mutateAsync({ id: projectId, ...changes }),
    saving: mutation.isPending,
  };
}
