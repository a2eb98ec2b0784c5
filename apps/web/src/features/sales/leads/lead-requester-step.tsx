import { fieldOfCode, isDomainError, type RequesterInput, validateRequester } from "@tronc/domain";
import { useDebouncedValue } from "../../../hooks/use-debounced-value";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";

export interface RequesterDraft {
  mode: "typed" | "existing";
  companyId: number | null;
  companyLabel: string;
  companyQuery: string;
  /** null: a new contact typed for the chosen company. */
  contactId: number | null;
  companyName: string;
  name: string;
  phone: string;
  email: string;
}

export const EMPTY_REQUESTER: RequesterDraft = {
  mode: "typed",
  companyId: null,
  companyLabel: "",
  companyQuery: "",
  contactId: null,
  companyName: "",
  name: "",
  phone: "",
  email: "",
};

export type RequesterField = "company" | "contact" | "companyName" | "name" | "phone" | "email";
export type RequesterErrors = Partial<Record<RequesterField, string>>;

export function requesterInput(draft: RequesterDraft): RequesterInput {
  if (draft.mode === "existing") {
    if (draft.companyId && draft.contactId) return { companyId: draft.companyId, contactId: draft.contactId };
    return { companyId: draft.companyId, name: draft.name, phone: draft.phone, email: draft.email };
  }
  return { companyName: draft.companyName, name: draft.name, phone: draft.phone, email: draft.email };
}

/** The field a requester refusal is about (same codes from the domain rules here and from the server). */
export function requesterFieldOf(code: string | undefined): RequesterField | undefined {
  if (code === "CONTACT_NOT_OF_COMPANY" || code === "CONTACT_NOT_FOUND") return "contact";
  if (code === "COMPANY_NOT_FOUND") return "company";
  const field = fieldOfCode(code);
  return field === "companyName" || field === "name" || field === "phone" || field === "email"
    ? field
    : undefined;
}

/** Step 1 checked as the server will: the errors by field (empty when it can go on). */
export function checkRequester(draft: RequesterDraft): RequesterErrors {
  if (draft.mode === "existing" && !draft.companyId) {
    return { company: "Choisissez l'entreprise dans la liste, ou passez à « Nouvelle entreprise »." };
  }
  try {
    validateRequester(requesterInput(draft));
    return {};
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { [requesterFieldOf(error.code) ?? "companyName"]: error.message };
  }
}

interface RequesterStepProps {
  draft: RequesterDraft;
  errors: RequesterErrors;
  onChange(changes: Partial<RequesterDraft>): void;
}

/** Step 1: an existing client company and one of its contacts, or a typed company and contact. */
export function RequesterStep({ draft, errors, onChange }: RequesterStepProps) {
  const query = useDebouncedValue(draft.companyQuery.trim(), 400);
  const companies = trpc.clientCompany.search.useQuery(
    { q: query, pageSize: 8 },
    { enabled: draft.mode === "existing" && !draft.companyId && query.length >= 2 },
  );
  const contacts = trpc.companyContact.search.useQuery(
    { companyId: draft.companyId ?? 0, pageSize: 200 },
    { enabled: draft.companyId !== null },
  );
  const contact = contacts.data?.items.find((one) => one.id === draft.contactId);
  const typedContact = draft.mode === "typed" || draft.contactId === null;
  return (
    <div className="stack">
      <div className="lead-mode" role="radiogroup" aria-label="Le demandeur">
        {(
          [
            ["typed", "Nouvelle entreprise"],
            ["existing", "Entreprise cliente existante"],
          ] as const
        ).map(([mode, label]) => (
          <label key={mode} className={`lead-mode-option${draft.mode === mode ? " is-active" : ""}`}>
            <input
              type="radio"
              name="lead-requester-mode"
              checked={draft.mode === mode}
              onChange={() => onChange({ mode })}
            />
            {label}
          </label>
        ))}
      </div>
      {draft.mode === "existing" && !draft.companyId && (
        <div className={`field${errors.company ? " has-error" : ""}`}>
          <label htmlFor="lead-company-search" className="field-required">
            Entreprise cliente
          </label>
          <input
            id="lead-company-search"
            type="search"
            autoComplete="off"
            placeholder="Nom, SIRET ou ville (2 caractères au moins)"
            value={draft.companyQuery}
            onChange={(event) => onChange({ companyQuery: event.target.value })}
          />
          {errors.company && <span className="field-error">{errors.company}</span>}
          {companies.data && (
            <ul className="lead-picker" aria-label="Entreprises trouvées">
              {companies.data.items.length === 0 && <li className="muted">Aucune entreprise trouvée.</li>}
              {companies.data.items.map((company) => (
                <li key={company.id}>
                  <button
                    type="button"
                    className="lead-picker-item"
                    onClick={() =>
                      onChange({ companyId: company.id, companyLabel: company.name, contactId: null })
                    }
                  >
                    <strong>{company.name}</strong>
                    <span className="muted">
                      {[company.city, company.siret].filter(Boolean).join(" · ") || "Sans adresse"}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {draft.mode === "existing" && draft.companyId && (
        <div className="lead-chosen">
          <span>
            Entreprise : <strong>{draft.companyLabel}</strong>
          </span>
          <Button variant="link" size="sm" onClick={() => onChange({ companyId: null, contactId: null })}>
            Changer
          </Button>
        </div>
      )}
      {draft.mode === "existing" && draft.companyId && (
        <Field label="Contact" error={errors.contact}>
          <select
            id="lead-contact"
            value={draft.contactId ?? ""}
            onChange={(event) =>
              onChange({ contactId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">Nouveau contact pour cette entreprise</option>
            {contacts.data?.items.map((one) => (
              <option key={one.id} value={one.id}>
                {one.name}
                {one.occupation ? ` (${one.occupation})` : ""}
              </option>
            ))}
          </select>
        </Field>
      )}
      {contact && (
        <p className="muted lead-contact-summary">
          {[contact.phone, contact.email].filter(Boolean).join(" · ")}
        </p>
      )}
      {draft.mode === "typed" && (
        <Field label="Entreprise" required error={errors.companyName}>
          <input
            id="lead-company-name"
            autoComplete="organization"
            value={draft.companyName}
            onChange={(event) => onChange({ companyName: event.target.value })}
          />
        </Field>
      )}
      {typedContact && (draft.mode === "typed" || draft.companyId) && (
        <div className="form-grid">
          <Field label="Nom du contact" required error={errors.name} wide>
            <input
              id="lead-contact-name"
              autoComplete="name"
              value={draft.name}
              onChange={(event) => onChange({ name: event.target.value })}
            />
          </Field>
          <Field label="Téléphone" required error={errors.phone}>
            <input
              id="lead-contact-phone"
              type="tel"
              placeholder="06 12 34 56 78"
              value={draft.phone}
              onChange={(event) => onChange({ phone: event.target.value })}
            />
          </Field>
          <Field label="E-mail" error={errors.email} hint="Facultatif">
            <input
              id="lead-contact-email"
              type="email"
              placeholder="nom@entreprise.fr"
              value={draft.email}
              onChange={(event) => onChange({ email: event.target.value })}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
