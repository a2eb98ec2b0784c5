import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { LockIcon } from "./lock-icon";
import { checkTaskTypeName, nameErrorOf, TASK_TYPE_MESSAGES } from "./task-type-form";
import { TaskTypeNameField } from "./task-type-name-field";
import "./task-types.css";

type TaskType = RouterOutputs["taskType"]["get"];

/** admin-tronc-commun-task-type-edit: the name and 'Enregistrer'; 'Achat' is shown read-only. */
export default function TaskTypeEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const type = trpc.taskType.get.useQuery({ id }, { enabled: Number.isInteger(id) && id > 0 });
  const back = <Link href={routeUrl("admin-tronc-commun-task-type-list")}>← Retour aux types de tâche</Link>;
  return (
    <div className="task-type-page">
      <PageHeader title="Type de tâche" back={back} />
      <QueryStatus query={type} />
      {type.data && <TaskTypeForm key={type.data.id} type={type.data} />}
    </div>
  );
}

function TaskTypeForm({ type }: { type: TaskType }) {
  const [name, setName] = useState(type.name);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const confirm = useConfirm();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();

  useEffect(() => setName(type.name), [type.name]);

  const showRefusal = (failure: unknown) => {
    const underField = nameErrorOf(failure);
    if (underField) setError(underField);
    else toast.error(apiErrorMessage(failure));
  };
  const update = trpc.taskType.update.useMutation({
    onSuccess: (saved) => {
      toast.success(TASK_TYPE_MESSAGES.updated);
      utils.taskType.get.setData({ id: type.id }, saved);
      void utils.taskType.list.invalidate();
    },
    onError: showRefusal,
  });
  const remove = trpc.taskType.delete.useMutation({
    onSuccess: () => {
      toast.success(TASK_TYPE_MESSAGES.deleted);
      void utils.taskType.list.invalidate();
      navigate(routeUrl("admin-tronc-commun-task-type-list"));
    },
    onError: (failure) => toast.error(apiErrorMessage(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkTaskTypeName(name);
    setError(problem);
    if (!problem) update.mutate({ id: type.id, name });
  };
  const askDelete = async () => {
    if (await confirm(TASK_TYPE_MESSAGES.deleteConfirm, { confirmLabel: "Supprimer", danger: true })) {
      remove.mutate({ id: type.id });
    }
  };

  if (!type.canEdit) {
    return (
      <section className="card task-type-edit-card" aria-label="Type de tâche">
        <div className="card-body">
          <p className="task-type-readonly-label">Nom</p>
          <p className="task-type-readonly-name">
            {type.isPurchase && <LockIcon />}
            {type.name}
          </p>
          <p className="alert alert-info">
            {type.isPurchase ? TASK_TYPE_MESSAGES.purchaseLocked : TASK_TYPE_MESSAGES.readOnly}
          </p>
        </div>
      </section>
    );
  }
  return (
    <form className="card task-type-edit-card" onSubmit={submit} noValidate>
      <div className="card-body">
        <TaskTypeNameField
          id="task-type-edit-name"
          value={name}
          error={error}
          onChange={(value) => {
            setName(value);
            if (error) setError(checkTaskTypeName(value));
          }}
        />
      </div>
      <div className="card-footer form-actions">
        {type.canDelete && (
          <Button variant="danger" onClick={askDelete} busy={remove.isPending}>
            Supprimer
          </Button>
        )}
        <Button variant="primary" type="submit" busy={update.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
