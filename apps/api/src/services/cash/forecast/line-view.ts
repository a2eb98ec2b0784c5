import { type DbOrTx, type forecastItems, type StoredCompanyPart, triangleCompanies } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  type CompanyPartInput,
  companyPartsAmounts,
  companyPartViews,
  type ForecastLineView,
  type LineCharge,
  lineViewWithParts,
} from "@tronc/domain";
import { asc } from "drizzle-orm";

export type { LineCharge };

export interface CompanyLabel {
  id: number;
  name: string;
  color: string;
  isActive: boolean;
}

/** Every group company by id (a forecast names its companies; there are a handful). */
export async function loadCompanyLabels(db: DbOrTx): Promise<Map<number, CompanyLabel>> {
  const rows = await db
    .select({
      id: triangleCompanies.id,
      name: triangleCompanies.name,
      color: triangleCompanies.color,
      isActive: triangleCompanies.isActive,
    })
    .from(triangleCompanies)
    .orderBy(asc(triangleCompanies.name));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A line's stored split: each share with its amount, by the largest-remainder split of `amountCents`. */
export function storedCompanyParts(
  amountCents: Cents,
  shares: readonly CompanyPartInput[],
): StoredCompanyPart[] {
  return companyPartsAmounts(amountCents, shares).map((part, index) => ({
    companyId: part.companyId,
    pct: String(shares[index]?.pct ?? part.pct).replace(",", "."),
    amountCents: part.amountCents,
  }));
}

export type ForecastItemRow = typeof forecastItems.$inferSelect;

/** What a stored line's view reads of its row (the 12 months read only these columns). */
export type StoredLineFields = Pick<
  ForecastItemRow,
  | "id"
  | "title"
  | "amountCents"
  | "forecastAmountCents"
  | "forecastDay"
  | "realDay"
  | "chargeId"
  | "isPinned"
  | "companiesParts"
>;

/** A stored line (typed by hand or rolled out from a charge) as the screen and the wire show it. */
export function storedLineView(
  row: StoredLineFields,
  charge: LineCharge | null,
  companies: Map<number, CompanyLabel>,
): ForecastLineView {
  return lineViewWithParts(row, charge, companyPartViews(row.companiesParts, companies));
}
