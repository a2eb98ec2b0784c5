import type { InputHTMLAttributes } from "react";
import { Field } from "../../../ui/field";
import type { AccountErrors, AccountField, AccountValues } from "./account-form";

interface AccountFieldsProps {
  idPrefix: string;
  values: AccountValues;
  errors: AccountErrors;
  onChange(field: AccountField, value: string): void;
  phoneRequired: boolean;
  /** 'Mot de passe' on creation, 'Nouveau mot de passe' (optional) on edit. */
  passwordMode: "create" | "change";
}

const fields: {
  name: AccountField;
  label: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}[] = [
  { name: "name", label: "Prénom", input: { autoComplete: "off" } },
  { name: "lastname", label: "Nom", input: { autoComplete: "off" } },
  {
    name: "email",
    label: "E-mail",
    input: { type: "email", autoComplete: "off", placeholder: "prenom.nom@exemple.fr" },
  },
  { name: "phone", label: "Téléphone", input: { type: "tel", autoComplete: "off", placeholder: "06...." } },
];

/** First name, last name, e-mail, phone and password of a group user or a coach, in a .form-grid. */
export function AccountFields({
  idPrefix,
  values,
  errors,
  onChange,
  phoneRequired,
  passwordMode,
}: AccountFieldsProps) {
  return (
    <div className="form-grid">
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          error={errors[field.name]}
          required={field.name === "phone" ? phoneRequired : true}
        >
          <input
            id={`${idPrefix}-${field.name}`}
            {...field.input}
            value={values[field.name]}
            onChange={(event) => onChange(field.name, event.target.value)}
          />
        </Field>
      ))}
      <Field
        label={passwordMode === "create" ? "Mot de passe" : "Nouveau mot de passe"}
        error={errors.password}
        hint={
          passwordMode === "create"
            ? "8 caractères au moins"
            : "Laissez vide pour garder le mot de passe actuel"
        }
        required={passwordMode === "create"}
        wide
      >
        <input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => onChange("password", event.target.value)}
        />
      </Field>
    </div>
  );
}
