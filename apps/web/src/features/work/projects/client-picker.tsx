import { useState } from "react";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";

interface ClientPickerProps {
  id: string;
  value: { id: number; name: string } | null;
  onChange(client: { id: number; name: string } | null): void;
  /** A filter may go back to 'every client'; the creation modal's client may only be changed. */
  clearLabel?: string;
  invalid?: boolean;
}

/** A client company found by name, SIRET or city (2 characters at least), then shown with a way to change it. */
export function ClientPicker({ id, value, onChange, clearLabel, invalid }: ClientPickerProps) {
  const [text, setText] = useState("");
  const query = useDebouncedValue(text.trim(), 400);
  const found = trpc.clientCompany.search.useQuery(
    { q: query, pageSize: 8 },
    { enabled: !value && query.length >= 2 },
  );
  if (value) {
    return (
      <div className="project-client-chosen">
        <span id={id} className="project-client-name">
          {value.name}
        </span>
        <Button variant="link" size="sm" onClick={() => onChange(null)}>
          {clearLabel ?? "Changer"}
        </Button>
      </div>
    );
  }
  return (
    <div className="project-client-picker">
      <input
        id={id}
        type="search"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        placeholder="Nom, SIRET ou ville du client"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {found.data && query.length >= 2 && (
        <ul className="project-picker" aria-label="Clients trouvés">
          {found.data.items.length === 0 && <li className="muted">Aucun client trouvé.</li>}
          {found.data.items.map((company) => (
            <li key={company.id}>
              <button
                type="button"
                className="project-picker-item"
                onClick={() => {
                  setText("");
                  onChange({ id: company.id, name: company.name });
                }}
              >
                {company.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
