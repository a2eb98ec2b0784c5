import { MAX_INVOICE_ADDRESS_LENGTH } from "@tronc/domain";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { TextField } from "../../../ui/text-field";
import type { CreditDraft, CreditFieldErrors, CreditView } from "./credit-edit-form";
import { CreditParties } from "./credit-edit-parties";

interface Props {
  credit: CreditView;
  draft: CreditDraft;
  /** The server's refusal of the last save, under the field it names. */
  errors: CreditFieldErrors;
  onChange(changes: Partial<CreditDraft>): void;
}

/** Title, date, parties, billing name and address, comment: editable while a draft. */
export function CreditEditInfo({ credit, draft, errors, onChange }: Props) {
  const locked = credit.state !== "CREDIT_STATE_CREATED";
  return (
    <section className="card" aria-labelledby="credit-info-title">
      <div className="card-header">
        <h2 id="credit-info-title">Informations</h2>
      </div>
      <div className="card-body stack">
        <div className="form-grid">
          <TextField
            label="Titre"
            id="credit-title"
            value={draft.title}
            error={errors.title}
            disabled={locked}
            onChange={(title) => onChange({ title })}
          />
          <Field label="Date de l'avoir" error={errors.creditDate}>
            <DateInput
              id="credit-date"
              value={draft.creditDate}
              disabled={locked}
              onChange={(creditDate) => onChange({ creditDate })}
            />
          </Field>
          <CreditParties credit={credit} draft={draft} errors={errors} onChange={onChange} />
          <TextField
            label="Nom de facturation"
            id="credit-head-name"
            value={draft.invoiceHeadName}
            error={errors.invoiceHeadName}
            disabled={locked}
            onChange={(invoiceHeadName) => onChange({ invoiceHeadName })}
          />
          <Field
            label="Adresse de facturation"
            error={errors.invoiceAddress}
            hint={
              locked ? undefined : `${draft.invoiceAddress.length} / ${MAX_INVOICE_ADDRESS_LENGTH} caractères`
            }
          >
            <textarea
              id="credit-address"
              rows={3}
              maxLength={MAX_INVOICE_ADDRESS_LENGTH}
              value={draft.invoiceAddress}
              disabled={locked}
              onChange={(event) => onChange({ invoiceAddress: event.target.value })}
            />
          </Field>
        </div>
        <div className="field">
          <label htmlFor="credit-comment">Commentaire de l'avoir</label>
          <RichTextEditor
            id="credit-comment"
            value={draft.comment}
            disabled={locked}
            onChange={(comment) => onChange({ comment })}
          />
        </div>
      </div>
    </section>
  );
}
