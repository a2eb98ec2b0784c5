import { cloneElement, type ReactElement, type ReactNode, useId } from "react";

interface ControlProps {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  required?: boolean;
}

interface FieldProps {
  label: string;
  /** One input, select or textarea (or a ui input such as MoneyInput): it receives id and aria attributes. */
  children: ReactElement<ControlProps>;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Spans both columns of a .form-grid. */
  wide?: boolean;
}

/** Label + control + error message, wired for screen readers. */
export function Field({ label, children, error, hint, required, wide }: FieldProps) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const classes = ["field", error ? "has-error" : "", wide ? "field-wide" : ""].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      <label htmlFor={id} className={required ? "field-required" : undefined}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        required: required ?? children.props.required,
      })}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
