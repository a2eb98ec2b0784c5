import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { trpc } from "../../lib/trpc";
import {
  ADDRESS_MESSAGES,
  type AddressArea,
  type AddressValue,
  formatAddress,
  type TypedAddress,
  typedAddressFromText,
  typedAddressValue,
} from "./address-value";
import { TypedAddressFields } from "./typed-address-fields";
import "./address.css";

export const MIN_QUERY_LENGTH = 3;
const DEBOUNCE_MS = 300;

type AddressType = "housenumber" | "street" | "locality" | "municipality";

export interface AddressInputProps {
  /** The id of the text field (the label points at it). */
  id: string;
  label: string;
  required?: boolean;
  /** The address chosen or typed in this form, or null while there is none. */
  value: AddressValue | null;
  onChange(value: AddressValue | null): void;
  /** The address saved so far, shown as a hint on an edit screen (kept when nothing new is chosen). */
  current?: AddressValue | null;
  /** A message from the form (e.g. 'L'adresse est obligatoire'). */
  error?: string;
  /** Restrict suggestions to one kind of place. */
  type?: AddressType;
  /**
   * Where the address may be: "france" (default; group companies, suppliers) or "anywhere" (client
   * companies: the typed entry also takes a foreign postal code). The suggestions stay France-only.
   */
  area?: AddressArea;
}

/**
 * Address: a combobox of suggestions from the Base Adresse Nationale (France, through the API), and
 * typed entry (street, postal code, city) when the service is down, the place is not found or, with
 * area "anywhere", the place is abroad.
 */
export function AddressInput({
  id,
  label,
  required,
  value,
  onChange,
  current,
  error,
  type,
  area = "france",
}: AddressInputProps) {
  const listId = useId();
  const [text, setText] = useState(() => formatAddress(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [manual, setManual] = useState(false);
  /** While the person types in the search field, it stays: the service failing mid-word must not take the keys. */
  const [typing, setTyping] = useState(false);
  /** The typed entry's fields once the person changed them (until then: what the search field holds). */
  const [typedEdited, setTyped] = useState<TypedAddress | null>(null);
  const typed = typedEdited ?? typedAddressFromText(text);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searching = query.length >= MIN_QUERY_LENGTH && !manual && query !== formatAddress(value);
  const search = trpc.address.search.useQuery(
    { q: query, limit: 6, ...(type ? { type } : {}) },
    { enabled: searching, staleTime: 5 * 60_000, retry: false },
  );
  // The service's refusal is kept until a search answers again: the next search in flight (the
  // person typing on) must not bring the list back for a moment nor drop the typed entry.
  const refusal = search.isError
    ? ADDRESS_MESSAGES.unavailable
    : search.data?.available === false
      ? search.data.message
      : null;
  const answered = search.data?.available === true;
  const [downMessage, setDownMessage] = useState<string | null>(null);
  useEffect(() => {
    if (refusal) setDownMessage(refusal);
    else if (answered) setDownMessage(null);
  }, [refusal, answered]);
  const unavailable = downMessage !== null;
  const suggestions = searching && search.data?.available ? search.data.suggestions : [];
  const showList = open && searching && !unavailable && (search.isFetching || search.isSuccess);
  const expanded = showList && suggestions.length > 0;
  const typedMode = manual || (unavailable && !typing);

  // The service down: what the person typed fills the typed entry's fields (never lost) and is the
  // form's address, kept in step with every key, until the person changes those fields.
  useEffect(() => {
    if (!unavailable || manual || typedEdited !== null || text.trim() === "") return;
    const fromText = typedAddressValue(typedAddressFromText(text), area);
    if (formatAddress(value) !== formatAddress(fromText)) onChange(fromText);
  }, [unavailable, manual, typedEdited, value, text, area, onChange]);

  // Escape closes the list without closing the dialog around it: caught before Radix sees it.
  useEffect(() => {
    if (!showList) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [showList]);

  const choose = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    const chosen: AddressValue = {
      address: suggestion.address,
      complement: null,
      postalCode: suggestion.postalCode,
      city: suggestion.city,
      latitude: suggestion.latitude,
      longitude: suggestion.longitude,
    };
    setText(formatAddress(chosen));
    setOpen(false);
    setActive(-1);
    onChange(chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + count) % count);
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault();
      if (active >= 0) choose(active);
    }
  };

  const onTyped = (next: TypedAddress) => {
    setTyped(next);
    onChange(typedAddressValue(next, area));
  };

  const switchToTyped = () => {
    setManual(true);
    setOpen(false);
    onChange(typedAddressValue(typed, area));
  };

  const switchToSuggestions = () => {
    setManual(false);
    onChange(null);
  };

  const hint = value
    ? `Adresse retenue : ${formatAddress(value)}`
    : current
      ? `Adresse actuelle : ${formatAddress(current)} (inchangée si vous n'en choisissez pas d'autre)`
      : undefined;
  const errorId = `${id}-error`;

  return (
    <div className={`field address-input${error ? " has-error" : ""}`}>
      {typedMode ? (
        <span className={`field-label${required ? " field-required" : ""}`}>{label}</span>
      ) : (
        <label htmlFor={id} className={required ? "field-required" : undefined}>
          {label}
        </label>
      )}
      {unavailable && (
        <p className="alert alert-warning address-note" role="status">
          {downMessage}
        </p>
      )}
      {!typedMode && (
        <div className="address-combobox">
          <input
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            placeholder="Tapez une adresse : 12 rue de la République Lyon"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (value) onChange(null);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              setOpen(true);
              setTyping(true);
            }}
            onBlur={() => {
              setOpen(false);
              setTyping(false);
            }}
          />
          {expanded && (
            <div id={listId} role="listbox" aria-label="Adresses proposées" className="address-options">
              {suggestions.map((suggestion, index) => (
                <div
                  key={`${suggestion.label}-${suggestion.latitude}-${suggestion.longitude}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={index === active ? "is-active" : undefined}
                  tabIndex={-1}
                  onMouseDown={(event) => {
                    // Chosen on mouse down so that the field keeps the focus (no blur closing the list).
                    event.preventDefault();
                    choose(index);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  <span className="address-option-street">{suggestion.address || suggestion.city}</span>
                  <span className="address-option-town">
                    {suggestion.postalCode} {suggestion.city}
                  </span>
                </div>
              ))}
            </div>
          )}
          {showList && !expanded && (
            <div className="address-options address-options-message" role="status">
              {search.isFetching ? "Recherche…" : ADDRESS_MESSAGES.noMatch}
            </div>
          )}
        </div>
      )}
      {typedMode && (
        <TypedAddressFields id={id} value={typed} onChange={onTyped} required={required} area={area} />
      )}
      {hint && <span className="field-hint">{hint}</span>}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
      {!unavailable && (
        <button
          type="button"
          className="btn btn-link btn-sm address-mode"
          onClick={manual ? switchToSuggestions : switchToTyped}
        >
          {manual ? "Chercher l'adresse dans la liste" : "Saisir l'adresse à la main"}
        </button>
      )}
    </div>
  );
}
