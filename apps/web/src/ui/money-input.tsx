import { type Cents, formatCentsAsDecimal, parseEurosToCents } from "@tronc/domain";
import { type FocusEvent, type InputHTMLAttributes, useEffect, useRef, useState } from "react";

interface MoneyInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange" | "defaultValue"> {
  /** Integer cents, or null when empty. */
  value: Cents | null;
  onChange(cents: Cents | null): void;
  /** Told when the text typed is not an amount (null once it is fixed). */
  onParseError?(message: string | null): void;
}

const INVALID = "Saisissez un montant, par exemple 1 234,56.";

const display = (cents: number | null) => (cents === null ? "" : formatCentsAsDecimal(cents));

/**
 * An amount typed the French way ('1 234,5', '12.50', '-3') and handed over in cents.
 * The text is kept as typed while editing and written back as '1 234,50' on blur.
 */
export function MoneyInput({
  value,
  onChange,
  onParseError,
  onBlur,
  onFocus,
  className,
  ...rest
}: MoneyInputProps) {
  const [text, setText] = useState(display(value));
  const focused = useRef(false);
  const [invalid, setInvalid] = useState(false);

  // A value set from outside shows while the field is not being typed in; a refused text ('abc')
  // stays on screen after the field is left, beside its message, until it is corrected.
  useEffect(() => {
    if (!focused.current) {
      setText(display(value));
      setInvalid(false);
    }
  }, [value]);

  const change = (next: string) => {
    setText(next);
    if (next.trim() === "") {
      setInvalid(false);
      onParseError?.(null);
      onChange(null);
      return;
    }
    try {
      const cents = parseEurosToCents(next);
      setInvalid(false);
      onParseError?.(null);
      onChange(cents);
    } catch {
      setInvalid(true);
      onParseError?.(INVALID);
    }
  };

  return (
    <span className="input-with-suffix">
      <input
        {...rest}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={className ?? "input"}
        value={text}
        aria-invalid={invalid || rest["aria-invalid"] ? true : undefined}
        onChange={(event) => change(event.target.value)}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          focused.current = true;
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          focused.current = false;
          if (!invalid) setText(display(value));
          onBlur?.(event);
        }}
      />
      <span className="input-suffix" aria-hidden="true">
        €
      </span>
    </span>
  );
}
