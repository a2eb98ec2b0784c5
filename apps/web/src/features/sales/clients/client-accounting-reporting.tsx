import { formatEuros, MESSAGES } from "@tronc/domain";
import { trpc } from "../../../lib/trpc";
import { EmptyState } from "../../../ui/empty-state";
import { QueryStatus } from "../../../ui/query-status";

/**
 * 'Reporting': the client's revenue (numbered invoices less validated credit notes) and what it
 * still owes, then the same per group company.
 */
export function ClientAccountingReporting({ companyId }: { companyId: number }) {
  const query = trpc.clientAccounting.reporting.useQuery({ companyId });
  const report = query.data;
  if (!report) return <QueryStatus query={query} loadingLabel="Calcul du reporting…" />;
  return (
    <div className="client-reporting">
      <dl className="client-reporting-figures" aria-label="Reporting du client">
        <div>
          <dt>Chiffre d'affaires HT</dt>
          <dd data-testid="reporting-ca-ht">{formatEuros(report.revenueHtCents)}</dd>
        </div>
        <div>
          <dt>Chiffre d'affaires TTC</dt>
          <dd data-testid="reporting-ca-ttc">{formatEuros(report.revenueTtcCents)}</dd>
        </div>
        <div>
          <dt>Reste à encaisser TTC</dt>
          <dd data-testid="reporting-rest-ttc">{formatEuros(report.leftToCollectCents)}</dd>
        </div>
        <div>
          <dt>Avoirs à utiliser</dt>
          <dd data-testid="reporting-credits-left">{formatEuros(report.creditsLeftCents)}</dd>
        </div>
      </dl>
      {report.issuers.length === 0 ? (
        <EmptyState title={MESSAGES.CLIENT_REPORTING_EMPTY} />
      ) : (
        <div className="table-wrap">
          <table className="table client-reporting-table">
            <caption className="visually-hidden">Par entreprise du groupe</caption>
            <thead>
              <tr>
                <th scope="col">Entreprise du groupe</th>
                <th scope="col" className="num">
                  CA HT
                </th>
                <th scope="col" className="num">
                  CA TTC
                </th>
                <th scope="col" className="num">
                  Reste à encaisser
                </th>
                <th scope="col" className="num">
                  Avoirs à utiliser
                </th>
              </tr>
            </thead>
            <tbody>
              {report.issuers.map((line) => (
                <tr key={line.issuerId} data-issuer-id={line.issuerId}>
                  <th scope="row">{line.issuerName}</th>
                  <td className="num">{formatEuros(line.revenueHtCents)}</td>
                  <td className="num">{formatEuros(line.revenueTtcCents)}</td>
                  <td className="num">{formatEuros(line.leftToCollectCents)}</td>
                  <td className="num">{formatEuros(line.creditsLeftCents)}</td>
                </tr>
              ))}
            </tbody>
            {report.issuers.length > 1 && (
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className="num">{formatEuros(report.revenueHtCents)}</td>
                  <td className="num">{formatEuros(report.revenueTtcCents)}</td>
                  <td className="num">{formatEuros(report.leftToCollectCents)}</td>
                  <td className="num">{formatEuros(report.creditsLeftCents)}</td>
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
      <p className="muted client-reporting-note">
        Factures numérotées (éditées, envoyées, réglées) moins les avoirs validés ; les brouillons ne comptent
        pas. Le reste à encaisser ne déduit pas les avoirs à utiliser.
      </p>
    </div>
  );
}
