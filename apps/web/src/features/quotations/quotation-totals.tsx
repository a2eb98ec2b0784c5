import { formatEuros } from "@tronc/domain";
import { percentLabel, type QuotationDetail } from "./quotation-format";

/** Totals HT, VAT per rate, total VAT and TTC, as the server computed them. */
export function QuotationTotals({ quotation }: { quotation: QuotationDetail }) {
  return (
    <table className="quotation-totals" aria-label="Totaux du devis">
      <tbody>
        <tr>
          <th scope="row">Total HT</th>
          <td className="num">{formatEuros(quotation.totalHtCents)}</td>
        </tr>
        {quotation.detailTva.map((detail) => (
          <tr key={detail.rate} className="muted">
            <th scope="row">
              TVA {percentLabel(detail.rate)} sur {formatEuros(detail.base)}
            </th>
            <td className="num">{formatEuros(detail.tva)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Total TVA</th>
          <td className="num">{formatEuros(quotation.totalTvaCents)}</td>
        </tr>
        <tr className="quotation-totals-ttc">
          <th scope="row">Total TTC</th>
          <td className="num">{formatEuros(quotation.totalTtcCents)}</td>
        </tr>
      </tbody>
    </table>
  );
}
