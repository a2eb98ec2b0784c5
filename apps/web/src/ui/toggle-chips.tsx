import "./toggle-chips.css";

interface Props<T extends string | number> {
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange(selected: T[]): void;
}

/** Several choices at once ('Utilisateurs', 'États'): one pressed chip per chosen value. */
export function ToggleChips<T extends string | number>({ options, selected, onChange }: Props<T>) {
  const toggle = (value: T) =>
    onChange(selected.includes(value) ? selected.filter((one) => one !== value) : [...selected, value]);
  return (
    <div className="toggle-chips">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="toggle-chip"
          aria-pressed={selected.includes(option.value)}
          onClick={() => toggle(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
