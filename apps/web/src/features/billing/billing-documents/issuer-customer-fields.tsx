import { EmptyState } from "../../../ui/empty-state";
import { Field } from "../../../ui/field";
import { QueryStatus } from "../../../ui/query-status";
import type { PartiesChoice } from "./use-parties-choice";

const idOf = (value: string) => (value ? Number(value) : null);

interface Customer {
  id: number;
  name: string;
  isFactor: boolean;
}

interface Props {
  /** The selects' ids: `${idPrefix}-issuer` and `${idPrefix}-company`. */
  idPrefix: string;
  issuers: readonly { id: number; name: string }[];
  parties: PartiesChoice;
  /** The customers the chosen issuer may bill, as the server lists them. */
  customers:
    | { isSuccess: true; isPending: false; isError: false; error: unknown; data: readonly Customer[] }
    | { isSuccess: false; isPending: boolean; isError: boolean; error: unknown };
}

/**
 * A new invoice's or credit note's parties: an issuer of the group, then a customer it may bill
 * ('Pas d'entreprise à facturer' when there is none).
 */
export function IssuerCustomerFields({ idPrefix, issuers, parties, customers }: Props) {
  const { issuerId, companyId } = parties;
  return (
    <>
      <Field label="Entreprise du groupe" required>
        <select
          id={`${idPrefix}-issuer`}
          value={issuerId ?? ""}
          onChange={(event) => parties.chooseIssuer(idOf(event.target.value))}
        >
          <option value="">Choisir…</option>
          {issuers.map((issuer) => (
            <option key={issuer.id} value={issuer.id}>
              {issuer.name}
            </option>
          ))}
        </select>
      </Field>
      {issuerId !== null && <QueryStatus query={customers} loadingLabel="Recherche des clients…" />}
      {customers.isSuccess && customers.data.length === 0 && (
        <EmptyState title="Pas d'entreprise à facturer" />
      )}
      {customers.isSuccess && customers.data.length > 0 && (
        <Field label="Client" required>
          <select
            id={`${idPrefix}-company`}
            value={companyId ?? ""}
            onChange={(event) => parties.chooseCompany(idOf(event.target.value))}
          >
            <option value="">Choisir…</option>
            {customers.data.map((company) => (
              <option key={company.id} value={company.id}>
                {company.isFactor ? `${company.name} (FACTOR)` : company.name}
              </option>
            ))}
          </select>
        </Field>
      )}
    </>
  );
}
