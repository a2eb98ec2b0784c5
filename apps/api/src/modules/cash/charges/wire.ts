import { centsToEuroNumber } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { ChargeView } from "../../../services/cash/forecast/views";

/** Spec §3 Charge: the amount in euros (negative), each share as { id: company id, name, pct, amount }. */
export const chargeWire = wireType("Charge", PATHS.charges, (charge: ChargeView) => ({
  id: charge.id,
  title: charge.title,
  type: charge.type,
  typeTrad: charge.typeLabel,
  amount: centsToEuroNumber(charge.amountCents),
  everyNMonth: charge.everyNMonth,
  dayOfMonth: charge.dayOfMonth,
  dateFrom: charge.dateFrom,
  valuesFrom: charge.valuesFrom,
  color: charge.color,
  state: charge.state,
  stateTrad: charge.stateLabel,
  isActive: charge.isActive,
  deactivatedFrom: charge.deactivatedFrom,
  recurrence: charge.recurrenceText,
  companiesParts: charge.companiesParts.map((part) => ({
    id: part.companyId,
    name: part.name,
    pct: part.pct,
    amount: centsToEuroNumber(part.amountCents),
  })),
  version: charge.version,
}));
