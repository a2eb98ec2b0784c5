import { formatEuros } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";

type Summary = RouterOutputs["quotationBilling"]["summary"];

/** The quotation's total TTC, what is already billed and what is left. */
export function BillingFigures({ summary }: { summary: Summary }) {
  const figures = [
    ["Total TTC du devis", summary.totalTtcCents],
    ["Déjà facturé", summary.billedCents],
    ["Reste à facturer", summary.leftCents],
  ] as const;
  return (
    <dl className="billing-figures">
      {figures.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatEuros(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}
