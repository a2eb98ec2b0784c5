import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { trpc } from "../../../lib/trpc";

export interface NamedRef {
  id: number;
  name: string;
}

interface ClientSelectProps {
  id: string;
  value: NamedRef | null;
  onChange(value: NamedRef | null): void;
  search: string;
  onSearch(value: string): void;
  /** The label of 'no client' ('Tous' in a filter, 'Aucun client' in the entry form). */
  noneLabel: string;
  disabled?: boolean;
}

const MATCHES = 20;

/** A client company: type part of its name, then pick it among the first matches. */
export function ClientSelect({
  id,
  value,
  onChange,
  search,
  onSearch,
  noneLabel,
  disabled,
}: ClientSelectProps) {
  const q = useDebouncedValue(search, 300).trim();
  const matches = trpc.clientCompany.search.useQuery(
    { q: q || undefined, pageSize: MATCHES },
    { enabled: !disabled && q.length > 0 },
  );
  const choices = (matches.data?.items ?? []).filter((company) => company.id !== value?.id);
  return (
    <span className="client-select">
      {!disabled && (
        <input
          type="search"
          aria-label="Rechercher un client"
          placeholder="Rechercher…"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      )}
      <select
        id={id}
        disabled={disabled}
        value={value?.id ?? ""}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          const picked = [value, ...choices].find((company) => company?.id === chosen);
          onChange(picked ? { id: picked.id, name: picked.name } : null);
        }}
      >
        <option value="">{noneLabel}</option>
        {value && <option value={value.id}>{value.name}</option>}
        {choices.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
    </span>
  );
}
