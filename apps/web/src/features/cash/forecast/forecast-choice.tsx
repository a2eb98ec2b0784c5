interface ChoiceProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange(value: T): void;
  disabled?: boolean;
  error?: string;
}

/** A labelled group of radio buttons on one line ('Encaissement' / 'Dépense'). */
export function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  disabled,
  error,
}: ChoiceProps<T>) {
  return (
    <fieldset className="forecast-choice" disabled={disabled}>
      <legend className="field-label">{legend}</legend>
      <div className="forecast-choice-options">
        {options.map(([option, label]) => (
          <label key={option} className={`forecast-choice-option${value === option ? " is-active" : ""}`}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
