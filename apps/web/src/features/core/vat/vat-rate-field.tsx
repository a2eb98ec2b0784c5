/** 'Taux en %': French typing ('5,5'), with '%' shown after the number and the error under it. */
export function VatRateField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id} className="field-required">
        Taux en %
      </label>
      <div className="input-with-suffix vat-rate-input">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          required
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="input-suffix" aria-hidden="true">
          %
        </span>
      </div>
      <span id={hintId} className="field-hint">
        Par exemple 20 ou 5,5
      </span>
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
