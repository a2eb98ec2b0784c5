import type { Cents } from "../shared/cents";
import { sumCents, toCents } from "../shared/cents";
import { assertCents } from "../shared/decimal";
import { CHARGE_TYPE_LABELS, type ChargeType } from "./charges";

/** A charge's line of the month (real or not): its type and each company's part. */
export interface RecapLineInput {
  chargeType: ChargeType;
  companiesParts: readonly { companyId: number; amountCents: Cents }[];
}

export interface RecapEntry {
  companyId: number;
  name: string;
  charges: { type: ChargeType; label: string; amountCents: Cents }[];
  totalCents: Cents;
}

const CHARGE_TYPE_ORDER = Object.keys(CHARGE_TYPE_LABELS) as ChargeType[];

/**
 * 'Récapitulatif' of a month: per group company having a part of a charge line, its parts summed by
 * charge type (types in the labels' order, only those present) and their total; companies in name order.
 */
export function forecastRecap(
  lines: readonly RecapLineInput[],
  companies: readonly { id: number; name: string }[],
): RecapEntry[] {
  const byCompany = new Map<number, Map<ChargeType, number>>();
  for (const line of lines) {
    for (const part of line.companiesParts) {
      assertCents(part.amountCents);
      const types = byCompany.get(part.companyId) ?? new Map<ChargeType, number>();
      types.set(line.chargeType, (types.get(line.chargeType) ?? 0) + part.amountCents);
      byCompany.set(part.companyId, types);
    }
  }
  const named = [...byCompany.keys()].map((companyId) => ({
    companyId,
    name: companies.find((company) => company.id === companyId)?.name ?? "",
  }));
  named.sort((a, b) => a.name.localeCompare(b.name, "fr") || a.companyId - b.companyId);
  return named.map(({ companyId, name }) => {
    const types = byCompany.get(companyId) ?? new Map<ChargeType, number>();
    const charges = CHARGE_TYPE_ORDER.filter((type) => types.has(type)).map((type) => ({
      type,
      label: CHARGE_TYPE_LABELS[type],
      amountCents: toCents(types.get(type) ?? 0),
    }));
    return {
      companyId,
      name,
      charges,
      totalCents: sumCents(charges.map((charge) => charge.amountCents)),
    };
  });
}
