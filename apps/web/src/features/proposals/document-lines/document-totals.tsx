import { formatEuros } from "@tronc/domain";
import "./document-lines.css";
import { type DocumentTotalsView, percentLabel } from "./document-format";

/** Totals HT, VAT per rate, total VAT and TTC, as the server computed them. */
export function DocumentTotals({ totals, label }: { totals: DocumentTotalsView; label: string }) {
  return (
    <table className="quotation-totals" aria-label={label}>
      <tbody>
        <tr>
          <th scope="row">Total HT</th>
          <td className="num">{formatEuros(totals.totalHtCents)}</td>
        </tr>
        {totals.detailTva.map((detail) => (
          <tr key={detail.rate} className="muted">
            <th scope="row">
              TVA {percentLabel(detail.rate)} sur {formatEuros(detail.base)}
            </th>
            <td className="num">{formatEuros(detail.tva)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Total TVA</th>
          <td className="num">{formatEuros(totals.totalTvaCents)}</td>
        </tr>
        <tr className="quotation-totals-ttc">
          <th scope="row">Total TTC</th>
          <td className="num">{formatEuros(totals.totalTtcCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
