import type { Cents } from "@tronc/domain";
import { formatEuros } from "@tronc/domain";

interface Totals {
  totalTvaCents: Cents;
  totalTtcCents: Cents;
}

/** The totals bar: everything matching the filters, not only the page shown. */
export function SupplierInvoiceTotals({ totals }: { totals: Totals | undefined }) {
  const show = (cents: number | undefined) => (cents === undefined ? "…" : formatEuros(cents));
  return (
    <dl
      className="card supplier-invoice-totals"
      aria-label="Totaux des factures fournisseurs"
      aria-live="polite"
    >
      <div>
        <dt>Total TVA</dt>
        <dd data-testid="supplier-invoice-total-tva">{show(totals?.totalTvaCents)}</dd>
      </div>
      <div>
        <dt>Total TTC</dt>
        <dd data-testid="supplier-invoice-total-ttc">{show(totals?.totalTtcCents)}</dd>
      </div>
    </dl>
  );
}
