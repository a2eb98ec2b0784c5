import { trpc } from "../../../lib/trpc";
import { Spinner } from "../../../ui/spinner";

/** The group companies an account belongs to, as checkboxes (inactive companies marked). */
export function CompanyCheckboxes({
  idPrefix,
  selected,
  onChange,
  disabled,
}: {
  idPrefix: string;
  selected: number[];
  onChange(ids: number[]): void;
  disabled?: boolean;
}) {
  const companies = trpc.user.companyChoices.useQuery();
  if (companies.isPending) return <Spinner inline label="Chargement des entreprises…" />;
  if (!companies.data) return null;
  return (
    <fieldset className="company-checkboxes" disabled={disabled}>
      <legend className="field-label">Entreprises du groupe</legend>
      {companies.data.map((company) => {
        const id = `${idPrefix}-company-${company.id}`;
        const checked = selected.includes(company.id);
        return (
          <label key={company.id} htmlFor={id} className="company-checkbox">
            <input
              id={id}
              type="checkbox"
              checked={checked}
              onChange={() =>
                onChange(
                  checked ? selected.filter((value) => value !== company.id) : [...selected, company.id],
                )
              }
            />
            <span>
              {company.name}
              {!company.isActive && <span className="muted"> (inactive)</span>}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
