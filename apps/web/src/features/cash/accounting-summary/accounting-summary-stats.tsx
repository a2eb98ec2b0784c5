import type { Cents } from "@tronc/domain";
import { formatEuros } from "@tronc/domain";

interface Totals {
  toInvoiceCents: Cents;
  toCollectCents: Cents;
  totalCents: Cents;
}

/** The stats bar: every quotation the filters select. */
export function AccountingSummaryStats({ totals }: { totals: Totals | undefined }) {
  const show = (cents: number | undefined) => (cents === undefined ? "…" : formatEuros(cents));
  return (
    <dl className="card summary-stats" aria-label="Totaux du suivi comptable" aria-live="polite">
      <div>
        <dt>Reste à facturer</dt>
        <dd data-testid="summary-to-invoice">{show(totals?.toInvoiceCents)}</dd>
      </div>
      <div>
        <dt>Reste à encaisser</dt>
        <dd data-testid="summary-to-collect">{show(totals?.toCollectCents)}</dd>
      </div>
      <div className="summary-stats-total">
        <dt>Total</dt>
        <dd data-testid="summary-total">{show(totals?.totalCents)}</dd>
      </div>
    </dl>
  );
}
