import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import type { CreditDraft, CreditFieldErrors, CreditView } from "./credit-edit-form";

interface Props {
  credit: CreditView;
  draft: CreditDraft;
  errors: CreditFieldErrors;
  onChange(changes: Partial<CreditDraft>): void;
}

interface Option {
  id: number;
  name: string;
}

/** The saved party stays offered even when a list does not name it (the list loads, or changed). */
const withSaved = (options: readonly Option[] | undefined, saved: Option): Option[] => {
  const list = options ?? [];
  return list.some((option) => option.id === saved.id) ? [...list] : [saved, ...list];
};

/**
 * Issuer and recipient: chosen freely while a draft not created from an invoice (the recipient among
 * the customers the issuer may invoice), otherwise shown as they are.
 */
export function CreditParties({ credit, draft, errors, onChange }: Props) {
  const editable = credit.canChangeParties;
  const options = trpc.lead.options.useQuery(undefined, { enabled: editable, staleTime: 5 * 60_000 });
  const customers = trpc.credit.recipients.useQuery(
    { triangleCompanyId: draft.triangleCompanyId },
    { enabled: editable },
  );
  const issuers = editable ? withSaved(options.data?.triangleCompanies, credit.triangleCompany) : [];
  const clients = editable
    ? withSaved(
        customers.data,
        draft.companyId === credit.company.id ? credit.company : { id: 0, name: "Choisir…" },
      )
    : [];
  return (
    <>
      <Field label="Entreprise émettrice" error={errors.triangleCompanyId}>
        <select
          id="credit-issuer"
          value={draft.triangleCompanyId}
          disabled={!editable}
          onChange={(event) => onChange({ triangleCompanyId: Number(event.target.value), companyId: 0 })}
        >
          {editable ? (
            issuers.map((issuer) => (
              <option key={issuer.id} value={issuer.id}>
                {issuer.name}
              </option>
            ))
          ) : (
            <option value={credit.triangleCompany.id}>{credit.triangleCompany.name}</option>
          )}
        </select>
      </Field>
      <Field label="Client" error={errors.companyId}>
        <select
          id="credit-company"
          value={draft.companyId}
          disabled={!editable}
          onChange={(event) => onChange({ companyId: Number(event.target.value) })}
        >
          {editable ? (
            clients.map((client) => (
              <option key={client.id} value={client.id} disabled={client.id === 0}>
                {client.name}
              </option>
            ))
          ) : (
            <option value={credit.company.id}>{credit.company.name}</option>
          )}
        </select>
      </Field>
    </>
  );
}
