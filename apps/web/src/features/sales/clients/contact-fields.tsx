import type { ChangeEvent } from "react";
import { Field } from "../../../ui/field";
import type { ContactDraft, ContactErrors } from "./client-form";

/** A client contact: name, e-mail and phone required, occupation optional. */
export function ContactFields({
  idPrefix,
  draft,
  errors,
  onChange,
}: {
  idPrefix: string;
  draft: ContactDraft;
  errors: ContactErrors;
  onChange(changes: Partial<ContactDraft>): void;
}) {
  const text = (name: keyof ContactDraft) => ({
    id: `${idPrefix}-${name}`,
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [name]: event.target.value }),
  });
  return (
    <div className="form-grid">
      <Field label="Nom" required error={errors.name}>
        <input autoComplete="name" {...text("name")} />
      </Field>
      <Field label="Fonction" error={errors.occupation}>
        <input placeholder="Ex. : Directrice marketing" {...text("occupation")} />
      </Field>
      <Field label="E-mail" required error={errors.email}>
        <input type="email" autoComplete="email" placeholder="nom@entreprise.fr" {...text("email")} />
      </Field>
      <Field label="Téléphone" required error={errors.phone}>
        <input type="tel" autoComplete="tel" placeholder="06 12 34 56 78" {...text("phone")} />
      </Field>
    </div>
  );
}
