import { MAX_INVOICE_ADDRESS_LENGTH, OPERATION_CATEGORIES, OPERATION_CATEGORY_LABELS } from "@tronc/domain";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { TextField } from "../../../ui/text-field";
import type { InvoiceDraft, InvoiceFieldErrors } from "./invoice-edit-form";

interface AddressFieldProps {
  id: string;
  label: string;
  value: string;
  locked: boolean;
  error: string | undefined;
  /** Under the counter: what an empty field means. */
  note?: string;
  onChange(value: string): void;
}

/** A frozen invoice keeps a field's note only where it says what printed in place of nothing. */
const noteFor = (note: string, value: string, locked: boolean) => (!locked || value === "" ? note : null);

/** A printed address: 300 characters at most, counted while it can be typed. */
function AddressField({ id, label, value, locked, error, note, onChange }: AddressFieldProps) {
  const counter = locked ? null : `${value.length} / ${MAX_INVOICE_ADDRESS_LENGTH} caractères`;
  const shownNote = note ? noteFor(note, value, locked) : null;
  const hint =
    counter || shownNote ? (
      <>
        {counter && <span>{counter}</span>}
        {shownNote && <span className="invoice-field-note">{shownNote}</span>}
      </>
    ) : undefined;
  return (
    <Field label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={3}
        maxLength={MAX_INVOICE_ADDRESS_LENGTH}
        value={value}
        disabled={locked}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

interface Props {
  draft: InvoiceDraft;
  errors: InvoiceFieldErrors;
  locked: boolean;
  onChange(changes: Partial<InvoiceDraft>): void;
}

/** Who is billed, where it is delivered, when and what: the mentions the invoice prints. */
export function InvoiceBillingFields({ draft, errors, locked, onChange }: Props) {
  return (
    <div className="form-grid">
      <TextField
        label="Nom de facturation"
        id="invoice-head-name"
        value={draft.invoiceHeadName}
        error={errors.invoiceHeadName}
        disabled={locked}
        onChange={(invoiceHeadName) => onChange({ invoiceHeadName })}
      />
      <Field label="Catégorie de l'opération" error={errors.operationCategory}>
        <select
          id="invoice-operation-category"
          value={draft.operationCategory}
          disabled={locked}
          onChange={(event) =>
            onChange({ operationCategory: event.target.value as InvoiceDraft["operationCategory"] })
          }
        >
          {OPERATION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {OPERATION_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </Field>
      <AddressField
        id="invoice-address"
        label="Adresse de facturation"
        value={draft.invoiceAddress}
        locked={locked}
        error={errors.invoiceAddress}
        onChange={(invoiceAddress) => onChange({ invoiceAddress })}
      />
      <AddressField
        id="invoice-delivery-address"
        label="Adresse de livraison"
        value={draft.deliveryAddress}
        locked={locked}
        error={errors.deliveryAddress}
        note="Vide : identique à l'adresse de facturation"
        onChange={(deliveryAddress) => onChange({ deliveryAddress })}
      />
      <Field
        label="Date de la prestation ou de la vente"
        error={errors.serviceDate}
        hint={noteFor("Vide : la date de facture est imprimée", draft.serviceDate, locked)}
      >
        <DateInput
          id="invoice-service-date"
          value={draft.serviceDate}
          disabled={locked}
          onChange={(serviceDate) => onChange({ serviceDate })}
        />
      </Field>
    </div>
  );
}
