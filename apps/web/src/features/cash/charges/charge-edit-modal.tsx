import { CHARGE_TYPE_LABELS, type ChargeType, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { type FieldDifference, useVersionConflict } from "../../../ui/conflict-dialog";
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
  // The version the form was read at; 'Recharger' moves it to the colleague's.
  const [version, setVersion] = useState(charge.version);
  const update = trpc.charge.update.useMutation({
    onSuccess: async () => {
      toast.success(MESSAGES.CHANGE_SAVED);
      await utils.charge.invalidate();
      onClose();
    },
    onError: (error) => {
      if (conflict.handle(error)) return;
      const refusal = domainErrorOf(error);
      const message = refusal?.message ?? apiErrorMessage(error);
      const field = refusal?.field === "type" || refusal?.field === "color" ? refusal.field : "form";
      setErrors({ [field]: message });
      toast.error(message);
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.charge.get.query({ id: charge.id }),
    differences: (current) => chargeDifferences({ type, color }, current),
    reload: (current) => {
      setType(current.type);
      setColor(current.color);
      setVersion(current.version);
      void utils.charge.invalidate();
    },
    overwrite: (latest) => update.mutate({ id: charge.id, version: latest, type: type || null, color }),
  });
  return (
    <FormModal
      title={`Modifier la charge « ${charge.title} »`}
      formId="charge-edit"
      saving={update.isPending}
      onSubmit={() => {
        setErrors({});
        update.mutate({ id: charge.id, version, type: type || null, color });
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
      {conflict.dialog}
    </FormModal>
  );
}

/** Type and colour as typed against the charge now (the colour as its code: the swatch has no name). */
function chargeDifferences(
  typed: { type: ChargeType | ""; color: string },
  current: { type: ChargeType; color: string },
): FieldDifference[] {
  const rows: FieldDifference[] = [];
  if (typed.type !== current.type)
    rows.push({
      label: "Type",
      yours: typed.type ? CHARGE_TYPE_LABELS[typed.type] : "",
      theirs: CHARGE_TYPE_LABELS[current.type],
    });
  if (typed.color.toLowerCase() !== current.color.toLowerCase())
    rows.push({ label: "Couleur", yours: typed.color, theirs: current.color });
  return rows;
}
