import { INVOICE_ADDRESS_MAX } from "@tronc/domain";
import type { ChangeEvent, ReactNode } from "react";
import { AddressInput } from "../../../ui/address/address-input";
import type { AddressArea, AddressValue } from "../../../ui/address/address-value";
import { Field } from "../../../ui/field";
import { Switch } from "../../../ui/switch";
import { ACTIVITY_SECTORS, type CompanyDraft, type CompanyErrors, siretStatus } from "./client-form";

interface CompanyFieldsProps {
  idPrefix: string;
  draft: CompanyDraft;
  errors: CompanyErrors;
  onChange(changes: Partial<CompanyDraft>): void;
  address: {
    value: AddressValue | null;
    onChange(value: AddressValue | null): void;
    /** The saved address, shown as a hint (edit). */
    current?: AddressValue | null;
    required?: boolean;
    /** "anywhere" for a client company (a foreign address may be typed); France by default. */
    area?: AddressArea;
  };
  /** Under the SIRET: the companies found with it (conversion). */
  afterSiret?: ReactNode;
  /** The optional fields folded away ('Autres informations'), as in the conversion modal. */
  foldOptional?: boolean;
  /** Extra fields after the address (the address complement on the client sheet). */
  afterAddress?: ReactNode;
}

/** A client company's identity: name, SIRET (key checked as typed), address, sector and the rest. */
export function CompanyFields({
  idPrefix,
  draft,
  errors,
  onChange,
  address,
  afterSiret,
  foldOptional = false,
  afterAddress,
}: CompanyFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: Exclude<keyof CompanyDraft, "isFactor">) => ({
    id: id(name),
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ [name]: event.target.value }),
  });
  const siret = siretStatus(draft.siret);
  const optional = (
    <div className="form-grid">
      <Field label="Site web" error={errors.website}>
        <input type="url" placeholder="https://www.exemple.fr" {...text("website")} />
      </Field>
      <div className="field client-factor">
        <span className="field-label">Affacturage</span>
        <Switch
          id={id("isFactor")}
          label="Client au Factor"
          checked={draft.isFactor}
          onChange={(isFactor) => onChange({ isFactor })}
        />
      </div>
      <Field label="Raison sociale de facturation" error={errors.invoiceHeadName} wide>
        <input {...text("invoiceHeadName")} />
      </Field>
      <Field
        label="Adresse de facturation"
        error={errors.invoiceAddress}
        hint={`${draft.invoiceAddress.length} / ${INVOICE_ADDRESS_MAX} caractères`}
        wide
      >
        <textarea rows={3} maxLength={INVOICE_ADDRESS_MAX} {...text("invoiceAddress")} />
      </Field>
      <Field label="Commentaire interne" error={errors.internalComment} wide>
        <textarea rows={3} {...text("internalComment")} />
      </Field>
    </div>
  );
  return (
    <div className="stack">
      <div className="form-grid">
        <Field label="Nom de l'entreprise" required error={errors.name}>
          <input autoComplete="organization" {...text("name")} />
        </Field>
        <Field
          label="SIRET"
          required
          error={errors.siret ?? siret.error}
          hint={siret.error ? undefined : siret.hint}
        >
          <input inputMode="numeric" maxLength={17} placeholder="14 chiffres" {...text("siret")} />
        </Field>
        {afterSiret && <div className="field-wide">{afterSiret}</div>}
        <div className="field-wide">
          <AddressInput
            id={id("address")}
            label="Adresse"
            required={address.required}
            value={address.value}
            onChange={address.onChange}
            current={address.current}
            error={errors.address}
            area={address.area}
          />
        </div>
        {afterAddress}
        <Field label="Secteur d'activité" required error={errors.activitySector}>
          <input list={id("sectors")} {...text("activitySector")} />
        </Field>
        <datalist id={id("sectors")}>
          {ACTIVITY_SECTORS.map((sector) => (
            <option key={sector} value={sector} />
          ))}
        </datalist>
        <Field label="Effectif" error={errors.companySize}>
          <input inputMode="numeric" placeholder="Nombre de salariés" {...text("companySize")} />
        </Field>
      </div>
      {foldOptional ? (
        <details className="client-more">
          <summary>Autres informations (facultatif)</summary>
          {optional}
        </details>
      ) : (
        optional
      )}
    </div>
  );
}
