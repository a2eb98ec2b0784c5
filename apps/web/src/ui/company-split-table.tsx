import type { Cents } from "@tronc/domain";
import {
  type CompanyPartInput,
  companyPartsAmounts,
  companyPartsTotalPercent,
  formatEuros,
  formatPercent,
  isCompanyPartsComplete,
  toCents,
} from "@tronc/domain";
import { CompanyTag } from "./company-tag";
import "./company-split-table.css";

export interface SplitCompany {
  id: number;
  name: string;
  color: string;
}

export interface CompanySplitTableProps {
  /** The percent inputs' ids are `${idPrefix}-${company.id}`. */
  idPrefix: string;
  companies: readonly SplitCompany[];
  /** Percent per company id, as typed ('33,33'). */
  pcts: Readonly<Record<number, string>>;
  /** The signed amount to split, in cents; null (not typed yet) counts 0. */
  amountCents: Cents | null;
  /** A typed percent as decimal text ('0' when empty), or null when it is not a valid percent. */
  readPct(text: string): string | null;
  error?: string | undefined;
  disabled?: boolean;
  /** The fieldset's own class ('field-wide' in a form grid). */
  className?: string;
  onChange(companyId: number, pct: string): void;
}

/**
 * 'Répartition par entreprise': a percent per group company and its amount (read-only, the same
 * largest-remainder split as the server), the total green at exactly 100 % and red otherwise.
 * A percent not yet readable counts 0 until it is fixed.
 */
export function CompanySplitTable({
  idPrefix,
  companies,
  pcts,
  amountCents,
  readPct,
  error,
  disabled = false,
  className,
  onChange,
}: CompanySplitTableProps) {
  const shares: CompanyPartInput[] = companies.map((company) => ({
    companyId: company.id,
    pct: readPct(pcts[company.id] ?? "") ?? "0",
  }));
  const amounts = companyPartsAmounts(toCents(amountCents ?? 0), shares);
  const totalCents = amounts.reduce((sum, part) => sum + part.amountCents, 0);
  const complete = isCompanyPartsComplete(shares);
  return (
    <fieldset className={["company-split", className].filter(Boolean).join(" ")} disabled={disabled}>
      <legend className="field-label">Répartition par entreprise</legend>
      <table className="company-split-table">
        <thead>
          <tr>
            <th scope="col">Entreprise</th>
            <th scope="col">Pourcentage</th>
            <th scope="col" className="num">
              Montant
            </th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company, index) => {
            const text = pcts[company.id] ?? "";
            const inputId = `${idPrefix}-${company.id}`;
            return (
              <tr key={company.id}>
                <th scope="row">
                  <label htmlFor={inputId}>
                    <CompanyTag company={company} />
                  </label>
                </th>
                <td>
                  <span className="input-with-suffix company-split-pct">
                    <input
                      id={inputId}
                      className="input"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0"
                      value={text}
                      aria-invalid={readPct(text) === null ? true : undefined}
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
          <tr className="company-split-total" data-split-total={complete ? "complete" : "incomplete"}>
            <th scope="row">Total</th>
            <td data-split-total-pct>{formatPercent(companyPartsTotalPercent(shares))}</td>
            <td className="num" data-split-total-amount>
              {formatEuros(totalCents)}
            </td>
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
