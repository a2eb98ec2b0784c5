import {
  formatMessage,
  INVOICE_PAYMENT_DELAYS,
  INVOICE_STATE_LABELS,
  type InvoiceState,
  PAYMENT_DELAY_LABELS,
} from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import { Button } from "../../../ui/button";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { FileActionLink } from "../../../ui/file-action-link";
import { Switch } from "../../../ui/switch";
import { InvoiceCreditAction } from "../../money-in/credits/invoice-credit-action";
import { InvoicePayments } from "../../money-in/payments/invoice-payments";
import {
  type InvoiceDraft,
  type InvoiceFieldErrors,
  type InvoiceView,
  needsConfirmation,
} from "./invoice-edit-form";

interface Props {
  invoice: InvoiceView;
  draft: InvoiceDraft;
  /** The server's refusal of the last save, under the field it names. */
  errors: InvoiceFieldErrors;
  saving: boolean;
  onChange(changes: Partial<InvoiceDraft>): void;
  onSave(): void;
  onDelete(): void;
  onDuplicate(): void;
}

/** Payment mode, dates, state and its confirmation, save, delete, back, print and duplicate. */
export function InvoiceEditSide({
  invoice,
  draft,
  errors,
  saving,
  onChange,
  onSave,
  onDelete,
  onDuplicate,
}: Props) {
  const draftInvoice = invoice.state === "STATE_CREATED";
  const confirming = needsConfirmation(invoice, draft);
  return (
    <aside className="stack invoice-side" aria-label="Suivi de la facture">
      <section className="card card-body stack">
        {!invoice.eligibleAt && (
          <Field label="Mode de paiement" error={errors.paymentMode}>
            <select
              id="invoice-payment-mode"
              value={draft.paymentMode}
              disabled={!draftInvoice}
              onChange={(event) => onChange({ paymentMode: Number(event.target.value) })}
            >
              {INVOICE_PAYMENT_DELAYS.map((delay) => (
                <option key={delay} value={delay}>
                  {PAYMENT_DELAY_LABELS[`${delay}`]}
                </option>
              ))}
            </select>
          </Field>
        )}
        {invoice.eligibleAt && (
          <p className="invoice-side-fact">
            <span className="muted">Date d'échéance</span> <strong>{formatDate(invoice.eligibleAt)}</strong>
          </p>
        )}
        <Field label="Date de facture" error={errors.invoiceDate}>
          <DateInput
            id="invoice-date"
            value={draft.invoiceDate}
            disabled={!draftInvoice}
            onChange={(invoiceDate) => onChange({ invoiceDate })}
          />
        </Field>
        <div className="field">
          <label htmlFor="invoice-state">État</label>
          <select
            id="invoice-state"
            value={draft.state}
            disabled={!invoice.canValidate}
            onChange={(event) => onChange({ state: event.target.value as InvoiceState, confirmed: false })}
          >
            {invoice.selectableStates.map((state) => (
              <option key={state} value={state}>
                {INVOICE_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        {confirming && (
          <div className="field">
            <Switch
              id="invoice-confirm"
              label="Je confirme la validation définitive de la facture (elle reçoit son numéro)"
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
          href={`/admin/print_invoice/${invoice.id}`}
          target="_blank"
        >
          Imprimer
        </FileActionLink>
        {invoice.quotations.length > 0 && (
          <Button variant="secondary" onClick={onDuplicate}>
            Dupliquer
          </Button>
        )}
        <InvoiceCreditAction invoice={invoice} />
        <InvoicePayments invoice={invoice} />
        <Link className="btn btn-ghost" href={routeUrl("admin-compta-invoice-list")}>
          Retour à la liste
        </Link>
        {invoice.canDelete && (
          <Button variant="link" className="invoice-delete" onClick={onDelete}>
            Supprimer la facture
          </Button>
        )}
      </section>
    </aside>
  );
}

export const DELETE_CONFIRM = formatMessage("INVOICE_DELETE_CONFIRM");
