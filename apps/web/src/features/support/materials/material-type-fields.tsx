import type { ReactNode } from "react";
import { Field } from "../../../ui/field";
import {
  FIELD_LABELS,
  type MaterialDraft,
  type MaterialErrors,
  requiredKeys,
  type SecretField,
  type TextField,
} from "./material-form";
import type { MaterialOptions } from "./material-helpers";
import { MaterialSecretField } from "./material-secret-field";

export interface MaterialFieldsProps {
  draft: MaterialDraft;
  errors: MaterialErrors;
  onChange(changes: Partial<MaterialDraft>): void;
  options: MaterialOptions;
  /** What the server says is saved (edit only). */
  secretsSet: Partial<Record<SecretField, boolean>>;
  /** Set for a super admin editing a saved material. */
  reveal?: { materialId: number };
}

const PLACEHOLDERS: Partial<Record<TextField, string>> = {
  phoneNumber: "06 12 34 56 78",
  imei1: "15 chiffres",
  imei2: "15 chiffres",
  googleAccount: "prenom.nom@gmail.com",
  numberPlate: "AB-123-CD",
  computer: "Modèle, numéro de série…",
};

/** A titled group of fields, three a row. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="material-section">
      <legend className="material-section-title">{title}</legend>
      <div className="form-grid material-grid">{children}</div>
    </fieldset>
  );
}

/** A one-line text field of the form, labelled, marked required from the type's list. */
export function DraftText({
  field,
  draft,
  errors,
  onChange,
  inputMode,
}: Pick<MaterialFieldsProps, "draft" | "errors" | "onChange"> & {
  field: TextField;
  inputMode?: "numeric" | "tel" | "email";
}) {
  return (
    <Field
      label={FIELD_LABELS[field]}
      required={requiredKeys(draft.type).includes(field)}
      error={errors[field]}
    >
      <input
        id={`material-${field}`}
        className="input"
        value={draft[field]}
        inputMode={inputMode}
        placeholder={PLACEHOLDERS[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
      />
    </Field>
  );
}

/** A choice among the predefined animatos values; a saved value no longer offered stays listed. */
function DraftChoice({
  field,
  choices,
  draft,
  errors,
  onChange,
}: Pick<MaterialFieldsProps, "draft" | "errors" | "onChange"> & { field: TextField; choices: string[] }) {
  const current = draft[field];
  const listed = current && !choices.includes(current) ? [...choices, current] : choices;
  return (
    <Field label={FIELD_LABELS[field]} error={errors[field]}>
      <select
        id={`material-${field}`}
        value={current}
        onChange={(event) => onChange({ [field]: event.target.value })}
      >
        <option value="">Non renseigné</option>
        {listed.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Secret({
  field,
  draft,
  errors,
  onChange,
  secretsSet,
  reveal,
}: MaterialFieldsProps & { field: SecretField }) {
  return (
    <MaterialSecretField
      field={field}
      label={FIELD_LABELS[field]}
      required={requiredKeys(draft.type).includes(field)}
      secret={draft.secrets[field]}
      saved={secretsSet[field] ?? false}
      onChange={(secret) => onChange({ secrets: { ...draft.secrets, [field]: secret } })}
      error={errors[field]}
      reveal={reveal}
    />
  );
}

/** The fields of the material's own type: phone, vehicle or animatos (spec §3). */
export function MaterialTypeFields(props: MaterialFieldsProps) {
  const { draft, options } = props;
  if (draft.type === "vehicule") {
    return (
      <FormSection title="Véhicule">
        <DraftText {...props} field="numberPlate" />
      </FormSection>
    );
  }
  if (draft.type === "phone") {
    return (
      <>
        <FormSection title="Téléphone">
          <DraftText {...props} field="phoneNumber" inputMode="tel" />
          <DraftText {...props} field="imei1" inputMode="numeric" />
          <DraftText {...props} field="imei2" inputMode="numeric" />
          <DraftText {...props} field="googleAccount" inputMode="email" />
        </FormSection>
        <FormSection title="Codes d'accès">
          <Secret {...props} field="phonePassword" />
          <Secret {...props} field="pinCode" />
          <Secret {...props} field="googlePassword" />
          <DraftText {...props} field="rustdeskId" />
          <Secret {...props} field="rustdeskPass" />
        </FormSection>
      </>
    );
  }
  const { animatos } = options;
  return (
    <>
      <FormSection title="Animatos">
        <DraftText {...props} field="computer" />
        <DraftChoice {...props} field="screen" choices={animatos.screens} />
        <DraftChoice {...props} field="scanner1" choices={animatos.scanners} />
        <DraftChoice {...props} field="scanner2" choices={animatos.scanners} />
        <DraftChoice {...props} field="printer" choices={animatos.printers} />
        <DraftChoice {...props} field="location" choices={animatos.locations} />
      </FormSection>
      <FormSection title="Accès à distance">
        <DraftText {...props} field="rustdeskId" />
        <Secret {...props} field="rustdeskPass" />
      </FormSection>
    </>
  );
}
