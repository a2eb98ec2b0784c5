import { formatEuros } from "@tronc/domain";
import { CompanyTag } from "../../../ui/company-tag";
import { recapTotalClass } from "./forecast-format";
import type { ForecastCompany, ForecastMonth } from "./forecast-types";

interface ForecastRecapProps {
  recap: ForecastMonth["recap"];
  companies: readonly ForecastCompany[];
}

/** 'Récapitulatif': per group company, the month's charges by type and their total. */
export function ForecastRecap({ recap, companies }: ForecastRecapProps) {
  const colorOf = (companyId: number) => companies.find((company) => company.id === companyId)?.color;
  return (
    <section className="forecast-recap" aria-label="Récapitulatif par entreprise">
      <h3 className="forecast-recap-title">Récapitulatif</h3>
      {recap.length === 0 ? (
        <p className="muted forecast-recap-empty">Aucune charge ce mois-ci.</p>
      ) : (
        recap.map((entry) => {
          const color = colorOf(entry.companyId);
          return (
            <div key={entry.companyId} className="forecast-recap-company" data-company-id={entry.companyId}>
              <div className="forecast-recap-name">
                {color ? <CompanyTag company={{ name: entry.name, color }} /> : <strong>{entry.name}</strong>}
              </div>
              <dl className="forecast-recap-lines">
                {entry.charges.map((charge) => (
                  <div key={charge.type}>
                    <dt>{charge.label}</dt>
                    <dd>{formatEuros(charge.amountCents)}</dd>
                  </div>
                ))}
                <div className="forecast-recap-total">
                  <dt>Total</dt>
                  <dd className={recapTotalClass(entry.totalCents)}>{formatEuros(entry.totalCents)}</dd>
                </div>
              </dl>
            </div>
          );
        })
      )}
    </section>
  );
}
