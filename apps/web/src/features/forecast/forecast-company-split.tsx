import {
  companyPartsAmounts,
  companyPartsTotalPercent,
  formatEuros,
  formatPercent,
  isCompanyPartsComplete,
} from "@tronc/domain";
import { CompanyTag } from "../../ui/company-tag";
import { draftParts, type LineDraft, readPct, signedAmount } from "./forecast-line-form";
import type { ForecastCompany } from "./forecast-types";

interface CompanySplitProps {
  draft: LineDraft;
  companies: readonly ForecastCompany[];
  disabled: boolean;
  error: string | undefined;
  onChange(companyId: number, pct: string): void;
}

/** The split by active group company: a percent each, its amount read-only, the total green at exactly 100 %. */
export function CompanySplit({ draft, companies, disabled, error, onChange }: CompanySplitProps) {
  const parts = draftParts(draft, companies);
  const amounts = companyPartsAmounts(signedAmount(draft) ?? 0, parts);
  const totalPct = companyPartsTotalPercent(parts);
  const totalCents = amounts.reduce((sum, part) => sum + part.amountCents, 0);
  const totalClass = `forecast-amount is-${isCompanyPartsComplete(parts) ? "success" : "danger"}`;
  return (
    <fieldset className="forecast-split" disabled={disabled}>
      <legend className="field-label">Répartition par entreprise</legend>
      <table className="forecast-split-table">
        <thead>
          <tr className="forecast-split-head">
            <th scope="col">Entreprise</th>
            <th scope="col">Pourcentage</th>
            <th scope="col" className="num">
              Montant
            </th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company, index) => {
            const text = draft.pcts[company.id] ?? "";
            const inputId = `forecast-split-${company.id}`;
            return (
              <tr key={company.id}>
                <th scope="row">
                  <label htmlFor={inputId}>
                    <CompanyTag company={company} />
                  </label>
                </th>
                <td>
                  <span className="input-with-suffix forecast-split-pct">
                    <input
                      id={inputId}
                      className="input"
                      inputMode="decimal"
                      autoComplete="off"
                      value={text}
                      placeholder="0"
                      aria-invalid={readPct(text).error ? true : undefined}
                      onChange={(event) => onChange(company.id, event.target.value)}
                    />
                    <span className="input-suffix" aria-hidden="true">
                      %
                    </span>
                  </span>
                </td>
                <td className="num" data-company-amount={company.id}>
                  {formatEuros(amounts[index]?.amountCents ?? 0)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="forecast-split-total">
            <th scope="row">Total</th>
            <td className={totalClass} data-split-total-pct>
              {formatPercent(totalPct)}
            </td>
            <td className={`num ${totalClass}`}>{formatEuros(totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
