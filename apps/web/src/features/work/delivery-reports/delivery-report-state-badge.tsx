import {
  DELIVERY_REPORT_STATE_COLORS,
  DELIVERY_REPORT_STATE_LABELS,
  type DeliveryReportState,
} from "@tronc/domain";
import { Badge } from "../../../ui/badge";

export function DeliveryReportStateBadge({ state }: { state: DeliveryReportState }) {
  return <Badge variant={DELIVERY_REPORT_STATE_COLORS[state]}>{DELIVERY_REPORT_STATE_LABELS[state]}</Badge>;
}
