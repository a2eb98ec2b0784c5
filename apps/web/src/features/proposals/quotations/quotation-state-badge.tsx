import {
  QUOTATION_STATE_COLORS,
  QUOTATION_STATE_HINTS,
  QUOTATION_STATE_LABELS,
  type QuotationState,
} from "@tronc/domain";
import { Badge } from "../../../ui/badge";

/** A quotation's state as every screen shows it: the spec's colour, its label, what it means on hover. */
export function QuotationStateBadge({ state }: { state: QuotationState }) {
  return (
    <Badge variant={QUOTATION_STATE_COLORS[state]} title={QUOTATION_STATE_HINTS[state]}>
      {QUOTATION_STATE_LABELS[state]}
    </Badge>
  );
}
