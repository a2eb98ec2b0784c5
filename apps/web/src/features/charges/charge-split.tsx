import {
  type CompanyPartInput,
  chargeCompanyParts,
  companyPartsTotalPercent,
  formatEuros,
  formatPercent,
  isCompanyPartsComplete,
  normalizeFrenchDecimal,
} from "@tronc/domain";
import { CompanyTag } from "../../ui/company-tag";

export interface SplitCompany {
  id: number;
  name: string;
  color: string;
}

/** A percent as typed ('33,33'): its exact text, or null when it is no percent 0-100 (empty counts 0). */
export function readTypedPercent(text: string): string | null {
  if (text.trim() === "") return "0";
  try {
    const pct = normalizeFrenchDecimal(text);
    const value = Number(pct);
    return value >= 0 && value <= 100 ? pct : null;
  } catch {
    return null;
  }
}

/** The shares the form holds, one per company; a percent not yet readable counts 0 until it is fixed. */
export function typedShares(
  companies: readonly SplitCompany[],
  pcts: Record<number, string>,
): CompanyPartInput[] {
  return companies.map((company) => ({
    companyId: company.id,
    pct: readTypedPercent(pcts[company.id] ?? "") ?? "0",
  }));
}

interface ChargeSplitProps {
  companies: readonly SplitCompany[];
  pcts: Record<number, string>;
  amountCents: number | null;
  error: string | undefined;
  onChange(companyId: number, pct: string): void;
}

/**
 * The split by active group company: a percent each and its amount (negative, read-only, the same
 * largest-remainder split as the server), the total green at exactly 100 % and red otherwise.
 */
export function ChargeSplit({ companies, pcts, amountCents, error, onChange }: ChargeSplitProps) {
  const shares = typedShares(companies, pcts);
  const amounts = chargeCompanyParts(amountCents ?? 0, shares);
  const totalCents = amounts.reduce((sum, part) => sum + part.amountCents, 0);
  const complete = isCompanyPartsComplete(shares);
  const totalClass = complete ? "charge-split-total is-complete" : "charge-split-total is-incomplete";
  return (
    <fieldset className="charge-split field-wide">
      <legend className="field-label">Répartition par entreprise</legend>
      <table className="charge-split-table">
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
            const inputId = `charge-split-${company.id}`;
            return (
              <tr key={company.id}>
                <th scope="row">
                  <label htmlFor={inputId}>
                    <CompanyTag company={company} />
                  </label>
                </th>
                <td>
                  <span className="input-with-suffix charge-split-pct">
                    <input
                      id={inputId}
                      className="input"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0"
                      value={text}
                      aria-invalid={readTypedPercent(text) === null ? true : undefined}
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
          <tr className={totalClass} data-split-total={complete ? "complete" : "incomplete"}>
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
