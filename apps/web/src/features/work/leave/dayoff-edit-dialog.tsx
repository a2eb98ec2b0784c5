import {
  assertState,
  canChangeLeaveState,
  LEAVE_MACHINE,
  type LeaveViewer,
  MESSAGES,
  stateOptions,
  toParisDate,
} from "@tronc/domain";
import type { FormEvent } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { useToast } from "../../../ui/toast";
import { type LeaveView, workingDaysLabel } from "./leave-dates";
import { useLeaveForm } from "./use-leave-form";

interface DayOffEditDialogProps {
  /** null: a new leave. */
  leave: LeaveView | null;
  viewer: LeaveViewer;
  onClose(): void;
}

/** 'Ajouter un congé' / 'Modifier un congé'. Mount it with a key per leave so the form starts afresh. */
export function DayOffEditDialog({ leave, viewer, onClose }: DayOffEditDialogProps) {
  const form = useLeaveForm(leave, toParisDate(new Date()));
  const toast = useToast();
  const confirm = useConfirm();
  const utils = trpc.useUtils();
  const showState = leave !== null && canChangeLeaveState(viewer);

  const done = (message: string) => {
    toast.success(message);
    void utils.dayOff.invalidate();
    onClose();
  };
  const failed = (error: unknown) => toast.error(apiErrorMessage(error));
  const create = trpc.dayOff.create.useMutation({
    onSuccess: () => done("Congé enregistré"),
    onError: failed,
  });
  const update = trpc.dayOff.update.useMutation({ onSuccess: () => done("Congé modifié"), onError: failed });
  const remove = trpc.dayOff.delete.useMutation({ onSuccess: () => done("Congé supprimé"), onError: failed });
  const busy = create.isPending || update.isPending || remove.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.start) {
      toast.error(MESSAGES.LEAVE_START_REQUIRED);
    } else if (!form.end) {
      toast.error(MESSAGES.LEAVE_END_REQUIRED);
    } else if (form.canSave) {
      const dates = { startAt: form.start, endAt: form.end };
      if (leave) update.mutate({ id: leave.id, ...dates, ...(showState ? { state: form.state } : {}) });
      else create.mutate(dates);
    }
  };

  const askDelete = async () => {
    if (!leave) {
      toast.error(MESSAGES.LEAVE_NOT_SELECTED);
    } else if (await confirm(MESSAGES.DELETE_CONFIRM, { danger: true, confirmLabel: "Supprimer" })) {
      remove.mutate({ id: leave.id });
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={leave ? "Modifier un congé" : "Ajouter un congé"}
      description={leave?.owner ? `Congé de ${leave.owner.fullname}` : undefined}
      dismissable={false}
      size="sm"
      footer={
        <>
          {leave && (
            <Button variant="danger" className="leave-form-delete" onClick={askDelete} disabled={busy}>
              Supprimer
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            Annuler
          </Button>
          <Button
            variant="primary"
            type="submit"
            form="leave-form"
            busy={create.isPending || update.isPending}
            disabled={!form.canSave || busy}
          >
            {leave ? "Modifier" : "Ajouter"}
          </Button>
        </>
      }
    >
      <form id="leave-form" className="leave-form" onSubmit={submit} noValidate>
        <Field label="Date de début" required error={form.startError}>
          <DateInput
            withTime
            id="leave-start"
            name="startAt"
            value={form.start}
            min={form.min.start}
            max={form.max}
            onFocus={form.focusStart}
            onChange={form.setStart}
          />
        </Field>
        <Field label="Date de fin" required error={form.endError}>
          <DateInput
            withTime
            id="leave-end"
            name="endAt"
            value={form.end}
            min={form.min.end}
            max={form.max}
            onFocus={form.focusEnd}
            onChange={form.setEnd}
          />
        </Field>
        {showState && (
          <Field label="État">
            <select
              id="leave-state"
              name="state"
              value={form.state}
              onChange={(event) => form.setState(assertState(LEAVE_MACHINE, event.target.value))}
            >
              {stateOptions(LEAVE_MACHINE).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
        )}
        <p className="leave-working-days" aria-live="polite">
          {form.workingDays === null ? (
            <span className="muted">Choisissez les dates pour voir les jours ouvrés couverts.</span>
          ) : (
            <>
              Ce congé couvre <strong>{workingDaysLabel(form.workingDays)}</strong>
              <span className="muted"> (hors week-ends et jours fériés)</span>
            </>
          )}
        </p>
      </form>
    </Modal>
  );
}
