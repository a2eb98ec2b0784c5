import { useState } from "react";
import { ADDRESS_MESSAGES, type AddressArea, type TypedAddress, typedAddressErrors } from "./address-value";

interface TypedAddressFieldsProps {
  id: string;
  value: TypedAddress;
  onChange(value: TypedAddress): void;
  required?: boolean;
  /** "anywhere": a foreign postal code is taken too (client companies). */
  area?: AddressArea;
}

/** Street, postal code and city typed by hand, when the suggestions cannot help. */
export function TypedAddressFields({
  id,
  value,
  onChange,
  required,
  area = "france",
}: TypedAddressFieldsProps) {
  const [touched, setTouched] = useState({ postalCode: false, city: false });
  const errors = typedAddressErrors(value, area);
  const anywhere = area === "anywhere";
  const set = (patch: Partial<TypedAddress>) => onChange({ ...value, ...patch });
  const postalError = touched.postalCode ? errors.postalCode : undefined;
  const cityError = touched.city ? errors.city : undefined;
  const postalHintId = `${id}-postal-code-hint`;
  const postalErrorId = `${id}-postal-code-error`;
  const postalDescribedBy = postalError ? postalErrorId : anywhere ? postalHintId : undefined;
  return (
    <div className="address-typed">
      <div className="field">
        <label htmlFor={`${id}-street`}>Numéro et rue</label>
        <input
          id={`${id}-street`}
          value={value.street}
          autoComplete="address-line1"
          placeholder="12 rue de la République"
          onChange={(event) => set({ street: event.target.value })}
        />
      </div>
      <div className="address-typed-town">
        <div className={`field${postalError ? " has-error" : ""}`}>
          <label htmlFor={`${id}-postal-code`} className={required ? "field-required" : undefined}>
            Code postal
          </label>
          <input
            id={`${id}-postal-code`}
            value={value.postalCode}
            inputMode={anywhere ? "text" : "numeric"}
            autoComplete="postal-code"
            maxLength={anywhere ? 10 : 6}
            placeholder="69002"
            aria-invalid={postalError ? true : undefined}
            aria-describedby={postalDescribedBy}
            onChange={(event) => set({ postalCode: event.target.value })}
            onBlur={() => setTouched((t) => ({ ...t, postalCode: true }))}
          />
          {postalError ? (
            <span id={postalErrorId} className="field-error">
              {postalError}
            </span>
          ) : (
            anywhere && (
              <span id={postalHintId} className="field-hint">
                {ADDRESS_MESSAGES.postalCodeAnywhereHint}
              </span>
            )
          )}
        </div>
        <div className={`field${cityError ? " has-error" : ""}`}>
          <label htmlFor={`${id}-city`} className={required ? "field-required" : undefined}>
            Ville
          </label>
          <input
            id={`${id}-city`}
            value={value.city}
            autoComplete="address-level2"
            placeholder="Lyon"
            aria-invalid={cityError ? true : undefined}
            onChange={(event) => set({ city: event.target.value })}
            onBlur={() => setTouched((t) => ({ ...t, city: true }))}
          />
          {cityError && <span className="field-error">{cityError}</span>}
        </div>
      </div>
    </div>
  );
}
