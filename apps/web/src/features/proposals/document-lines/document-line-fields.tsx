import { UNITIES, type Unity } from "@tronc/domain";
import type { ReactNode } from "react";
import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { Switch } from "../../../ui/switch";
import { TextField } from "../../../ui/text-field";
import { UnityOptions } from "../../../ui/unity-options";
import { percentLabel } from "./document-format";

/** A line's fields as typed (numbers the French way: the server reads and checks them). */
export interface DocumentLineFieldValues {
  name: string;
  description: string;
  quantity: string;
  unitPrice: string;
  unity: Unity;
  tva: string;
  discount: string;
  hidden: boolean;
}

interface Props {
  values: DocumentLineFieldValues;
  onChange(changes: Partial<DocumentLineFieldValues>): void;
  errors: Record<string, string>;
  /** Ids are `${idPrefix}-name`, `-quantity`, `-unity`, `-price`, `-tva`, `-discount`. */
  idPrefix: string;
  /** Read-only until something is chosen (a new quotation line before its product). */
  locked?: boolean;
  /** Fields after the discount (an invoice line's order). */
  extra?: ReactNode;
  /** Inside the empty designation (a new free-text line: 'Texte libre'). */
  namePlaceholder?: string | undefined;
}

/**
 * The body of the quotation's and the invoice's line dialog: name, quantity, unity, unit price HT, VAT,
 * discount, 'Pack' and the rich-text description (heading, alignment, bold, italic, lists, colours,
 * undo, redo). Put inside a `.form-grid` form.
 */
export function DocumentLineFields({
  values,
  onChange,
  errors,
  idPrefix,
  locked = false,
  extra,
  namePlaceholder,
}: Props) {
  const vatRates = trpc.vat.list.useQuery();
  const decimal = (
    key: "quantity" | "unitPrice" | "discount",
    id: string,
    label: string,
    required = false,
  ) => (
    <TextField
      label={label}
      id={`${idPrefix}-${id}`}
      inputMode="decimal"
      value={values[key]}
      error={errors[key]}
      required={required}
      readOnly={locked}
      selectOnFocus
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <>
      <TextField
        label="Désignation"
        id={`${idPrefix}-name`}
        value={values.name}
        error={errors.name}
        required
        wide
        disabled={locked}
        placeholder={namePlaceholder}
        selectOnFocus
        onChange={(name) => onChange({ name })}
      />
      {decimal("quantity", "quantity", "Quantité", true)}
      <Field label="Unité" error={errors.unity}>
        <select
          className="input"
          id={`${idPrefix}-unity`}
          value={values.unity}
          disabled={locked}
          onChange={(e) => onChange({ unity: e.target.value as Unity })}
        >
          <UnityOptions unities={UNITIES} />
        </select>
      </Field>
      {decimal("unitPrice", "price", "Prix unitaire HT (€)", true)}
      <Field label="TVA" error={errors.tva}>
        <select
          className="input"
          id={`${idPrefix}-tva`}
          value={values.tva}
          disabled={locked}
          onChange={(e) => onChange({ tva: e.target.value })}
        >
          {vatRates.data?.map((rate) => (
            <option key={rate.id} value={String(rate.tva).replace(".", ",")}>
              {percentLabel(rate.tva)}
            </option>
          ))}
        </select>
      </Field>
      {decimal("discount", "discount", "Remise (%)")}
      {extra}
      <div className="field">
        <Switch
          label="Ligne de pack (prix non imprimé)"
          checked={values.hidden}
          disabled={locked}
          onChange={(hidden) => onChange({ hidden })}
        />
      </div>
      <DocumentLineDescription
        value={values.description}
        hidden={locked}
        error={errors.description}
        onChange={(description) => onChange({ description })}
      />
    </>
  );
}

/** The rich-text description, alone (a free-text line edits only it and its order). */
export function DocumentLineDescription({
  value,
  onChange,
  hidden = false,
  error,
}: {
  value: string;
  onChange(value: string): void;
  hidden?: boolean;
  error?: string | undefined;
}) {
  return (
    <div className={error ? "field field-wide has-error" : "field field-wide"}>
      <span className="field-label">Description</span>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
      {!hidden && (
        <RichTextEditor ariaLabel="Description" value={value} onChange={onChange} backgroundColor />
      )}
    </div>
  );
}
