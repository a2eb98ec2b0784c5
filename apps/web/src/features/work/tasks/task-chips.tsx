/** Several values picked by toggling chips (task states, assignees): each chip says whether it is on. */
export function TaskChips<V extends string | number>({
  label,
  options,
  selected,
  onChange,
  required,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  selected: readonly V[];
  onChange(values: V[]): void;
  required?: boolean;
}) {
  const toggle = (value: V) =>
    onChange(selected.includes(value) ? selected.filter((one) => one !== value) : [...selected, value]);
  return (
    <fieldset className="task-chips">
      <legend className={`field-label${required ? " field-required" : ""}`}>{label}</legend>
      <div className="task-chip-row">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="task-chip"
            aria-pressed={selected.includes(option.value)}
            onClick={() => toggle(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
