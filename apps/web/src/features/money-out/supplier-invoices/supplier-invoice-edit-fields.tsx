import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import type { SupplierInvoiceDraft, SupplierInvoiceFieldErrors } from "./supplier-invoice-edit-form";

interface Props {
  draft: SupplierInvoiceDraft;
  /** The server's refusal of the last save, under the field it names. */
  errors: SupplierInvoiceFieldErrors;
  /** Accounting or super admin; others read. */
  editable: boolean;
  onChange(changes: Partial<SupplierInvoiceDraft>): void;
}

type DateKey = "paymentAt" | "invoiceReceivedAt" | "invoiceAt";
const DATES: { key: DateKey; label: string }[] = [
  { key: "invoiceAt", label: "Date de facture" },
  { key: "invoiceReceivedAt", label: "Date de réception" },
  { key: "paymentAt", label: "Date de paiement" },
];

/** The invoice as typed from its PDF: number, TTC, VAT, the three dates, the comment. */
export function SupplierInvoiceEditFields({ draft, errors, editable, onChange }: Props) {
  const amountInput = (key: "amount" | "amountTva") => (
    <input
      id={`si-${key}`}
      className="input"
      inputMode="decimal"
      autoComplete="off"
      disabled={!editable}
      value={draft[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );
  return (
    <section className="card" aria-labelledby="si-fields-title">
      <div className="card-header">
        <h2 id="si-fields-title">Informations</h2>
      </div>
      <div className="card-body form-grid">
        <Field label="Numéro de facture" error={errors.invoiceNumber} wide>
          <input
            id="si-number"
            className="input"
            autoComplete="off"
            disabled={!editable}
            value={draft.invoiceNumber}
            onChange={(event) => onChange({ invoiceNumber: event.target.value })}
          />
        </Field>
        <Field label="Montant TTC (€)" error={errors.amount}>
          {amountInput("amount")}
        </Field>
        <Field label="Montant TVA (€)" error={errors.amountTva}>
          {amountInput("amountTva")}
        </Field>
        {DATES.map(({ key, label }) => (
          <Field key={key} label={label} error={errors[key]}>
            <DateInput
              id={`si-${key}`}
              disabled={!editable}
              value={draft[key]}
              onChange={(value) => onChange({ [key]: value })}
            />
          </Field>
        ))}
        <Field label="Commentaire" error={errors.comment} wide>
          <textarea
            id="si-comment"
            rows={3}
            disabled={!editable}
            value={draft.comment}
            onChange={(event) => onChange({ comment: event.target.value })}
          />
        </Field>
      </div>
    </section>
  );
}
