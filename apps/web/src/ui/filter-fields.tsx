import { DateInput } from "./date-input";

/** The 'Rechercher' field of a list's filter bar. */
export function SearchField(props: {
  id: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}) {
  return (
    <div className={["field", props.className].filter(Boolean).join(" ")}>
      <label htmlFor={props.id}>Rechercher</label>
      <input
        id={props.id}
        type="search"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled choice of a list's filter bar ('Type', 'État'…): one of `options`, by value. */
export function OptionFilter<V extends string>(props: {
  id: string;
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value as V)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Entreprise du groupe': every issuer ('Toutes') or one. */
export function IssuerFilter(props: {
  id: string;
  issuers: readonly { id: number; name: string }[];
  value: number | null | undefined;
  onChange(triangleCompanyId: number | null): void;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>Entreprise du groupe</label>
      <select
        id={props.id}
        value={props.value ?? ""}
        onChange={(event) => props.onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">Toutes</option>
        {props.issuers.map((issuer) => (
          <option key={issuer.id} value={issuer.id}>
            {issuer.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Du' and 'Au': two dates, both included; ids `${idPrefix}-from` and `${idPrefix}-to`. */
export function DateRangeFilter(props: {
  idPrefix: string;
  /** 'Du' unless told ('Réglé du'). */
  fromLabel?: string;
  from: string;
  to: string;
  onChange(changes: { from?: string; to?: string }): void;
}) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${props.idPrefix}-from`}>{props.fromLabel ?? "Du"}</label>
        <DateInput
          id={`${props.idPrefix}-from`}
          value={props.from}
          onChange={(from) => props.onChange({ from })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${props.idPrefix}-to`}>Au</label>
        <DateInput id={`${props.idPrefix}-to`} value={props.to} onChange={(to) => props.onChange({ to })} />
      </div>
    </>
  );
}
