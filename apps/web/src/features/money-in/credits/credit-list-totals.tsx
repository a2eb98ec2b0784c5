import type { Cents } from "@tronc/domain";
import { formatEuros } from "@tronc/domain";

interface Totals {
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
}

/** The totals bar: every credit note matching the filters, not only the page shown. */
export function CreditListTotals({ totals }: { totals: Totals | undefined }) {
  const show = (cents: number | undefined) => (cents === undefined ? "…" : formatEuros(cents));
  return (
    <dl className="card credit-list-totals" aria-label="Totaux des avoirs" aria-live="polite">
      <div>
        <dt>Total HT</dt>
        <dd data-testid="credit-total-ht">{show(totals?.totalHtCents)}</dd>
      </div>
      <div>
        <dt>Total TVA</dt>
        <dd data-testid="credit-total-tva">{show(totals?.totalTvaCents)}</dd>
      </div>
      <div>
        <dt>Total TTC</dt>
        <dd data-testid="credit-total-ttc">{show(totals?.totalTtcCents)}</dd>
      </div>
    </dl>
  );
}
