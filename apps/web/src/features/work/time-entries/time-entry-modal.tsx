import { MESSAGES, validateTimeEntry } from "@tronc/domain";
import { useState } from "react";
import { domainErrorOf, fieldErrorsOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { useConfirm } from "../../../ui/confirm";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import { ClientSelect, type NamedRef } from "./client-select";
import {
  fieldError,
  LEAVE_CONFIRMATION,
  type TaskTimeLinks,
  type TimeEntryView,
  todayInParis,
} from "./time-entry-helpers";
import { invalidateTimeSpent } from "./use-time-entry-actions";

interface TimeEntryModalProps {
  /** The entry to edit; a new one otherwise. */
  entry?: TimeEntryView;
  /** A new entry on this task: group company and client are the task's project's, locked. */
  task?: TaskTimeLinks;
  onClose(): void;
}

type Errors = Partial<
  Record<"hours" | "date" | "comment" | "triangleCompanyId" | "companyId" | "form", string>
>;

const FREE_FORM_NOTICE = "Saisir un temps pour un travail réalisé en dehors d'un projet.";

/** 'Saisir temps': group company, hours, date and comment required, client optional. */
export function TimeEntryModal({ entry, task, onClose }: TimeEntryModalProps) {
  const options = trpc.timeEntry.options.useQuery();
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const linkedTask = task?.task ?? (entry?.task ? { id: entry.task.id, name: entry.task.name } : null);
  const lockedGroup = task ? task.triangleCompany : entry?.task ? entry.triangleCompany : null;
  const lockedClient = task ? task.company : entry?.task ? entry.company : null;
  const [groupId, setGroupId] = useState<number | null>(entry?.triangleCompany.id ?? null);
  const [client, setClient] = useState<NamedRef | null>(entry?.company ?? null);
  const [clientSearch, setClientSearch] = useState("");
  const [hours, setHours] = useState(entry ? entry.hours.replace(".", ",") : "");
  const [date, setDate] = useState(entry?.date ?? todayInParis());
  const [comment, setComment] = useState(entry?.comment ?? "");
  const [errors, setErrors] = useState<Errors>({});
  /** A field's message goes away as soon as the person changes it. */
  const edited =
    <T,>(field: keyof Errors, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors(({ [field]: _, ...rest }) => rest);
    };

  const defaultGroup =
    options.data?.myTriangleCompanies[0]?.id ?? options.data?.triangleCompanies[0]?.id ?? null;
  const chosenGroup = lockedGroup?.id ?? groupId ?? defaultGroup;

  const done = (message: string) => {
    invalidateTimeSpent(utils);
    toast.success(message);
    onClose();
  };
  const create = trpc.timeEntry.create.useMutation();
  const update = trpc.timeEntry.update.useMutation();
  const saving = create.isPending || update.isPending;

  const send = async (confirmLeave: boolean): Promise<void> => {
    const fields = {
      date,
      comment,
      hours,
      triangleCompanyId: chosenGroup,
      companyId: linkedTask ? undefined : (client?.id ?? null),
      taskId: linkedTask?.id ?? null,
      confirmLeave,
    };
    try {
      if (entry) {
        await update.mutateAsync({ id: entry.id, ...fields });
        done("Temps modifié avec succès");
      } else {
        await create.mutateAsync(fields);
        done("Temps ajouté avec succès");
      }
    } catch (error) {
      const refusal = domainErrorOf(error);
      if (refusal?.code === LEAVE_CONFIRMATION) {
        if (await confirm(refusal.message, { title: "Jour de congé", confirmLabel: "Saisir quand même" })) {
          await send(true);
        }
        return;
      }
      const zodField = Object.entries(fieldErrorsOf(error))[0];
      const field = refusal?.field ?? zodField?.[0] ?? "form";
      setErrors({
        [field in FIELD_NAMES ? field : "form"]: refusal?.message ?? zodField?.[1][0] ?? String(error),
      });
    }
  };

  const submit = () => {
    try {
      validateTimeEntry({ date, comment, hours });
    } catch (error) {
      const refused = fieldError(error);
      if (refused) {
        setErrors({ [refused.field]: refused.message });
        return;
      }
      throw error;
    }
    if (chosenGroup === null) {
      setErrors({ triangleCompanyId: MESSAGES.TIME_ENTRY_TRIANGLE_COMPANY_REQUIRED });
      return;
    }
    setErrors({});
    void send(false);
  };

  const groups = options.data?.triangleCompanies ?? [];
  return (
    <FormModal
      title={entry ? "Modifier le temps" : "Saisir temps"}
      formId="time-entry-form"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      className="stack time-entry-form"
    >
      {linkedTask ? (
        <p className="time-entry-task">
          Tâche : <strong>{linkedTask.name}</strong>
        </p>
      ) : (
        <p className="alert alert-info">{FREE_FORM_NOTICE}</p>
      )}
      {errors.form && (
        <p className="alert alert-danger" role="alert">
          {errors.form}
        </p>
      )}
      <div className="form-grid">
        <Field label="Entreprise du groupe" required error={errors.triangleCompanyId}>
          <select
            id="time-entry-group"
            disabled={Boolean(lockedGroup)}
            value={chosenGroup ?? ""}
            onChange={(event) =>
              edited("triangleCompanyId", setGroupId)(event.target.value ? Number(event.target.value) : null)
            }
          >
            {lockedGroup && <option value={lockedGroup.id}>{lockedGroup.name}</option>}
            {!lockedGroup && <option value="">Choisir…</option>}
            {!lockedGroup &&
              groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
          </select>
        </Field>
        <Field label="Client" error={errors.companyId}>
          <ClientSelect
            id="time-entry-client"
            value={linkedTask ? lockedClient : client}
            onChange={edited("companyId", setClient)}
            search={clientSearch}
            onSearch={setClientSearch}
            noneLabel={linkedTask ? "Pas de client rattaché" : "Aucun client"}
            disabled={Boolean(linkedTask)}
          />
        </Field>
        <Field label="Heures" required error={errors.hours} hint="Exemple : 1h30 ou 1,5">
          <input
            id="time-entry-hours"
            inputMode="decimal"
            value={hours}
            onChange={(e) => edited("hours", setHours)(e.target.value)}
          />
        </Field>
        <Field label="Date de réalisation" required error={errors.date}>
          <DateInput id="time-entry-date" value={date} onChange={edited("date", setDate)} />
        </Field>
        <Field label="Commentaire" required error={errors.comment} wide>
          <textarea
            id="time-entry-comment"
            rows={3}
            value={comment}
            onChange={(e) => edited("comment", setComment)(e.target.value)}
          />
        </Field>
      </div>
    </FormModal>
  );
}

const FIELD_NAMES = { hours: 1, date: 1, comment: 1, triangleCompanyId: 1, companyId: 1 };
