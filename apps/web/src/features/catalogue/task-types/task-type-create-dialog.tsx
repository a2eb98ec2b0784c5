import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import { checkTaskTypeName, nameErrorOf, TASK_TYPE_MESSAGES } from "./task-type-form";
import { TaskTypeNameField } from "./task-type-name-field";

/** 'Ajouter un type de tâche': the name, required and unique; the list shows the new card. */
export function TaskTypeCreateDialog({ onClose }: { onClose(): void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.taskType.create.useMutation({
    onSuccess: () => {
      toast.success(TASK_TYPE_MESSAGES.created);
      void utils.taskType.list.invalidate();
      onClose();
    },
    onError: (failure) => {
      const underField = nameErrorOf(failure);
      if (underField) setError(underField);
      else toast.error(apiErrorMessage(failure));
    },
  });

  const submit = () => {
    const problem = checkTaskTypeName(name);
    setError(problem);
    if (!problem) create.mutate({ name });
  };

  return (
    <FormModal
      title="Ajouter un type de tâche"
      formId="task-type-create-form"
      size="sm"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TaskTypeNameField
        id="task-type-new-name"
        value={name}
        error={error}
        onChange={(value) => {
          setName(value);
          if (error) setError(checkTaskTypeName(value));
        }}
      />
    </FormModal>
  );
}
