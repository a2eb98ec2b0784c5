interface SearchFilterProps {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Extra class on the field, for a list's own width. */
  className?: string;
}

/** A list's 'Rechercher' box in its filter card. */
export function SearchFilter({ id, placeholder, value, onChange, className }: SearchFilterProps) {
  return (
    <search className="card filters">
      <div className={["field", className].filter(Boolean).join(" ")}>
        <label htmlFor={id}>Rechercher</label>
        <input
          id={id}
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </search>
  );
}
