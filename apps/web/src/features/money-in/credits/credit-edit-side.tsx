import {
  CREDIT_CONFIRMATION_LABEL,
  CREDIT_STATE_LABELS,
  type CreditState,
  formatMessage,
} from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { FileActionLink } from "../../../ui/file-action-link";
import { Switch } from "../../../ui/switch";
import {
  type CreditDraft,
  type CreditFieldErrors,
  type CreditView,
  needsConfirmation,
} from "./credit-edit-form";

interface Props {
  credit: CreditView;
  draft: CreditDraft;
  errors: CreditFieldErrors;
  saving: boolean;
  onChange(changes: Partial<CreditDraft>): void;
  onSave(): void;
  onDelete(): void;
}

/** State and its confirmation, save, print, back and, while a draft, delete. */
export function CreditEditSide({ credit, draft, errors, saving, onChange, onSave, onDelete }: Props) {
  const confirming = needsConfirmation(credit, draft);
  return (
    <aside className="stack credit-side" aria-label="Suivi de l'avoir">
      <section className="card card-body stack">
        <Field label="État" error={errors.state}>
          <select
            id="credit-state"
            value={draft.state}
            disabled={!credit.canValidate}
            onChange={(event) => onChange({ state: event.target.value as CreditState, confirmed: false })}
          >
            {credit.selectableStates.map((state) => (
              <option key={state} value={state}>
                {CREDIT_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </Field>
        {confirming && (
          <div className="field">
            <Switch
              id="credit-confirm"
              label={CREDIT_CONFIRMATION_LABEL}
              checked={draft.confirmed}
              onChange={(confirmed) => onChange({ confirmed })}
            />
          </div>
        )}
        <Button variant="primary" busy={saving} disabled={confirming && !draft.confirmed} onClick={onSave}>
          Enregistrer
        </Button>
        <FileActionLink
          kind="pdf"
          className="btn btn-secondary"
          href={`/admin/print_credit/${credit.id}`}
          target="_blank"
        >
          Imprimer
        </FileActionLink>
        <Link className="btn btn-ghost" href={routeUrl("admin-compta-credit-list")}>
          Retour à la liste
        </Link>
        {credit.canDelete && (
          <Button variant="link" className="credit-delete" onClick={onDelete}>
            Supprimer l'avoir
          </Button>
        )}
      </section>
    </aside>
  );
}

/** The spec names the confirmation (§5) without its words: these follow the invoice's. */
export const CREDIT_DELETE_CONFIRM = formatMessage("CREDIT_DELETE_CONFIRM");
