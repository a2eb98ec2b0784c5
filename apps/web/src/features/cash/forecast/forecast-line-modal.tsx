import type { Cents } from "@tronc/domain";
import {
  DEACTIVATE_CHARGE_LABEL,
  FORECAST_EDIT_SCOPE_LABELS,
  type ForecastEditScope,
  TRANSACTION_TYPE_LABELS,
  type TransactionType,
  toCents,
} from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { CompanySplitTable } from "../../../ui/company-split-table";
import { useConfirm } from "../../../ui/confirm";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { MoneyInput } from "../../../ui/money-input";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import { AnticipatedLineModal } from "./anticipated-line-modal";
import { Choice } from "./forecast-choice";
import { dayTitle } from "./forecast-format";
import {
  checkDraft,
  createInput,
  errorKeyOf,
  initialDraft,
  isRealDayValid,
  type LineDraft,
  type LineErrors,
  realDaySpan,
  signedAmount,
  splitTablePct,
  updateInput,
} from "./forecast-line-form";
import type { ForecastCompany, LineEditing } from "./forecast-types";
import "./forecast-modal.css";

interface ForecastLineModalProps {
  editing: LineEditing;
  companies: readonly ForecastCompany[];
  today: string;
  onClose(): void;
}

const TYPE_OPTIONS = (["income", "expense"] as const).map(
  (type) => [type, TRANSACTION_TYPE_LABELS[type]] as const,
);
const SCOPE_OPTIONS = (["ONLY_THIS", "THIS_AND_FUTURE"] as const).map(
  (scope) => [scope, FORECAST_EDIT_SCOPE_LABELS[scope]] as const,
);
const FORM_ID = "forecast-line-form";

/** 'Editer une ligne prévisionnelle' (spec §2.2); from '+ ajouter', the same form adds a line on that day. */
export function ForecastLineModal(props: ForecastLineModalProps) {
  const { editing, onClose } = props;
  if (editing.mode === "edit" && (editing.line.isAnticipated || editing.line.id === null)) {
    return <AnticipatedLineModal line={editing.line} onClose={onClose} />;
  }
  return <EditableLineModal {...props} />;
}

function EditableLineModal({ editing, companies, today, onClose }: ForecastLineModalProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<LineDraft>(() => initialDraft(editing));
  const [errors, setErrors] = useState<LineErrors>({});
  // The amount's text when it is not an amount ('abc'): the draft still holds the last good one.
  const [amountTypo, setAmountTypo] = useState<string | null>(null);
  const line = editing.mode === "edit" ? editing.line : null;
  const fromCharge = line?.chargeId != null;
  // A real payment changes only its own line: the scope is offered on a charge's planned lines.
  const offersScope = fromCharge && !line?.isReal;
  const future = offersScope && draft.scope === "THIS_AND_FUTURE";
  const span = realDaySpan(today);

  const done = async (message: string) => {
    toast.success(message);
    await utils.forecast.window.invalidate();
    onClose();
  };
  const refused = (error: unknown) =>
    setErrors({ [errorKeyOf(domainErrorOf(error)?.field)]: apiErrorMessage(error) });
  const create = trpc.forecastItem.create.useMutation({
    onSuccess: () => done("Ligne prévisionnelle ajoutée"),
    onError: refused,
  });
  const update = trpc.forecastItem.update.useMutation({
    onSuccess: (saved) =>
      done(
        saved === null
          ? "La charge est désactivée à partir de cette date"
          : "Ligne prévisionnelle enregistrée",
      ),
    onError: refused,
  });
  const remove = trpc.forecastItem.delete.useMutation({
    onSuccess: () => done("Ligne prévisionnelle supprimée"),
    onError: refused,
  });
  const saving = create.isPending || update.isPending || remove.isPending;

  const set = (changes: Partial<LineDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const setAmount = (cents: Cents | null) =>
    set(
      cents !== null && cents < 0
        ? { amountCents: toCents(-cents), type: "expense" }
        : { amountCents: cents },
    );

  const submit = () => {
    const found = checkDraft(draft, companies);
    if (amountTypo && !draft.deactivateCharge) found.amount = amountTypo;
    if (draft.isReal && !future && !isRealDayValid(draft, today)) {
      found.realDay = `Choisissez un jour du ${formatDate(span.from)} au ${formatDate(span.to)}.`;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (line?.id != null)
      update.mutate(updateInput(draft, { id: line.id, chargeId: line.chargeId }, companies));
    else if (editing.mode === "create") create.mutate(createInput(draft, editing.date, companies));
  };
  const deleteLine = async () => {
    if (line?.id == null) return;
    if (
      await confirm("Supprimer cette ligne du prévisionnel ?", { confirmLabel: "Supprimer", danger: true })
    ) {
      remove.mutate({ id: line.id });
    }
  };

  const canSave = !(draft.isReal && !future && !isRealDayValid(draft, today));
  const day = editing.mode === "create" ? editing.date : (line?.forecastDay ?? today);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        editing.mode === "create" ? "Ajouter une ligne prévisionnelle" : "Editer une ligne prévisionnelle"
      }
      description={`Ligne du ${dayTitle(day)} ${day.slice(0, 4)}${fromCharge ? ", issue d'une charge" : ""}`}
      dismissable={false}
      footer={
        <>
          {line?.kind === "manual" && (
            <Button variant="danger" className="forecast-modal-delete" onClick={deleteLine} disabled={saving}>
              Supprimer
            </Button>
          )}
          <Button onClick={onClose} disabled={saving}>
            Fermer
          </Button>
          {canSave && (
            <Button variant="primary" type="submit" form={FORM_ID} busy={saving}>
              Enregistrer
            </Button>
          )}
        </>
      }
    >
      <form
        id={FORM_ID}
        className="stack forecast-line-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Choice<TransactionType>
          legend="Type de transaction"
          name="forecast-line-type"
          value={draft.type}
          options={TYPE_OPTIONS}
          onChange={(type) => set({ type })}
          disabled={draft.deactivateCharge}
          error={errors.type}
        />
        <div className="form-grid">
          <Field label="Titre" required error={errors.title}>
            <input
              id="forecast-line-title"
              className="input"
              maxLength={255}
              value={draft.title}
              disabled={draft.deactivateCharge}
              onChange={(event) => set({ title: event.target.value })}
            />
          </Field>
          <Field label="Montant" required error={errors.amount}>
            <MoneyInput
              id="forecast-line-amount"
              value={draft.amountCents}
              disabled={draft.deactivateCharge}
              onChange={setAmount}
              onParseError={(message) => {
                setAmountTypo(message);
                setErrors((current) => ({ ...current, amount: message ?? undefined }));
              }}
            />
          </Field>
        </div>
        {offersScope && <ChargeScope draft={draft} error={errors.scope} onChange={set} />}
        <CompanySplitTable
          idPrefix="forecast-split"
          companies={companies}
          pcts={draft.pcts}
          amountCents={signedAmount(draft)}
          readPct={splitTablePct}
          disabled={draft.deactivateCharge}
          error={errors.companiesParts}
          onChange={(companyId, pct) => set({ pcts: { ...draft.pcts, [companyId]: pct } })}
        />
        {line && !future && (
          <div className="forecast-real">
            <Switch
              label="Déclarer le paiement réél"
              checked={draft.isReal}
              onChange={(isReal) => set({ isReal })}
            />
            {draft.isReal && (
              <Field
                label="Date réelle du paiement"
                required
                error={errors.realDay}
                hint={`Un jour du ${formatDate(span.from)} au ${formatDate(span.to)}.`}
              >
                <DateInput
                  id="forecast-line-real-day"
                  value={draft.realDay}
                  min={span.from}
                  max={span.to}
                  onChange={(realDay) => set({ realDay })}
                />
              </Field>
            )}
          </div>
        )}
        {errors.form && (
          <p className="alert alert-danger" role="alert">
            {errors.form}
          </p>
        )}
      </form>
    </Modal>
  );
}

interface ChargeScopeProps {
  draft: LineDraft;
  error: string | undefined;
  onChange(changes: Partial<LineDraft>): void;
}

/** 'Appliquer la modification' for a charge's line; with the future values, switching the charge off. */
function ChargeScope({ draft, error, onChange }: ChargeScopeProps) {
  return (
    <div className="forecast-scope">
      <Choice<ForecastEditScope>
        legend="Appliquer la modification"
        name="forecast-line-scope"
        value={draft.scope}
        options={SCOPE_OPTIONS}
        onChange={(scope) =>
          onChange(scope === "ONLY_THIS" ? { scope, deactivateCharge: false } : { scope, isReal: false })
        }
        error={error}
      />
      {draft.scope === "THIS_AND_FUTURE" && (
        <>
          <Switch
            label={DEACTIVATE_CHARGE_LABEL}
            checked={draft.deactivateCharge}
            onChange={(deactivateCharge) => onChange({ deactivateCharge })}
          />
          {draft.deactivateCharge && (
            <p className="alert alert-warning" role="note">
              Attention : toutes les lignes de cette charge à partir de cette date et dans les mois suivants
              seront supprimées.
            </p>
          )}
        </>
      )}
    </div>
  );
}
