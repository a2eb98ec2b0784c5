import { CHARGE_TYPE_LABELS, type ChargeType, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { HistoryButton } from "../../../ui/history-panel";
import { useToast } from "../../../ui/toast";
import type { ChargeListItem } from "./charge-list-helpers";

const TYPES = Object.entries(CHARGE_TYPE_LABELS) as [ChargeType, string][];

/** Clicking a card: the charge's type (required) and colour, nothing else. */
export function ChargeEditModal({ charge, onClose }: { charge: ChargeListItem; onClose(): void }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [type, setType] = useState<ChargeType | "">(charge.type);
  const [color, setColor] = useState(charge.color);
  const [errors, setErrors] = useState<{ type?: string; color?: string; form?: string }>({});
  const update = trpc.charge.update.useMutation({
    onSuccess: async () => {
      toast.success(MESSAGES.CHANGE_SAVED);
      await utils.charge.invalidate();
      onClose();
    },
    onError: (error) => {
      const refusal = domainErrorOf(error);
      const message = refusal?.message ?? apiErrorMessage(error);
      const field = refusal?.field === "type" || refusal?.field === "color" ? refusal.field : "form";
      setErrors({ [field]: message });
      toast.error(message);
    },
  });
  return (
    <FormModal
      title={`Modifier la charge « ${charge.title} »`}
      formId="charge-edit"
      saving={update.isPending}
      onSubmit={() => {
        setErrors({});
        update.mutate({ id: charge.id, type: type || null, color });
      }}
      onClose={onClose}
      className="stack"
    >
      <HistoryButton kind="charge" id={charge.id} placement="row" />
      <p className="muted">{charge.recurrenceText}</p>
      <Field label="Type" required error={errors.type}>
        <select
          id="charge-edit-type"
          value={type}
          onChange={(event) => setType(event.target.value as ChargeType | "")}
        >
          <option value="">Choisir…</option>
          {TYPES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Couleur" error={errors.color}>
        <input
          id="charge-edit-color"
          type="color"
          className="charge-color-input"
          value={color}
          onChange={(event) => setColor(event.target.value)}
        />
      </Field>
      {errors.form && (
        <p className="alert alert-danger" role="alert">
          {errors.form}
        </p>
      )}
    </FormModal>
  );
}
