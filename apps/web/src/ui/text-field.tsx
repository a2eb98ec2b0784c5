import type { HTMLAttributes } from "react";
import { Field } from "./field";

interface Props {
  label: string;
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  required?: boolean;
  /** Spans both columns of a .form-grid. */
  wide?: boolean;
  /** 'decimal' for quantities, prices and rates typed the French way, 'numeric' for whole numbers. */
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  readOnly?: boolean;
  disabled?: boolean;
  /** A hint inside the empty field ('Texte libre'): never a value saved. */
  placeholder?: string | undefined;
  /** Focusing selects the value, so that typing replaces it (quantities, prices). */
  selectOnFocus?: boolean;
}

/** A labelled one-line text input (Field + input) for a form's string value. */
export function TextField({ label, error, required, wide, onChange, selectOnFocus, ...input }: Props) {
  return (
    <Field label={label} error={error} required={required} wide={wide}>
      <input
        className="input"
        {...input}
        onChange={(event) => onChange(event.target.value)}
        onFocus={selectOnFocus ? (event) => event.currentTarget.select() : undefined}
      />
    </Field>
  );
}
