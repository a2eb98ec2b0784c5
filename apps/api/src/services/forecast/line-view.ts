import { type DbOrTx, type forecastItems, type StoredCompanyPart, triangleCompanies } from "@tronc/db";
import {
  type ChargeType,
  type CompanyPartInput,
  companyPartsAmounts,
  decimalToNumber,
  toDecimal,
  transactionTypeOf,
} from "@tronc/domain";
import { asc } from "drizzle-orm";
import type { CompanyPartView, ForecastLineView } from "./views";

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

/** Percentages repeat (50, 33.33…): each text is read once, as the 12 months hold thousands of parts. */
const percentOfText = new Map<string, number>();

function readPercent(pct: string): number {
  let value = percentOfText.get(pct);
  if (value === undefined) {
    value = decimalToNumber(toDecimal(pct));
    if (percentOfText.size < 10_000) percentOfText.set(pct, value);
  }
  return value;
}

function partView(part: StoredCompanyPart, companies: Map<number, CompanyLabel>): CompanyPartView {
  const company = companies.get(part.companyId);
  return {
    companyId: part.companyId,
    name: company?.name ?? "",
    color: company?.color ?? "",
    pct: readPercent(String(part.pct)),
    amountCents: part.amountCents,
  };
}

export function companyPartViews(
  parts: readonly StoredCompanyPart[],
  companies: Map<number, CompanyLabel>,
): CompanyPartView[] {
  return parts.map((part) => partView(part, companies));
}

/** A line's stored split: each share with its amount, by the largest-remainder split of `amountCents`. */
export function storedCompanyParts(
  amountCents: number,
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

/** The charge a stored line was rolled out from: its type and colour show on the line. */
export interface LineCharge {
  type: ChargeType;
  color: string;
}

/** A stored line (typed by hand or rolled out from a charge) as the screen and the wire show it. */
export function storedLineView(
  row: StoredLineFields,
  charge: LineCharge | null,
  companies: Map<number, CompanyLabel>,
): ForecastLineView {
  return lineViewWithParts(row, charge, companyPartViews(row.companiesParts, companies));
}

/**
 * The same, with its split already shown: the 12 months give one array of parts to every line that
 * stores the same split (a charge's lines repeat it month after month). Views are read, never changed.
 */
export function lineViewWithParts(
  row: Omit<StoredLineFields, "companiesParts">,
  charge: LineCharge | null,
  companiesParts: CompanyPartView[],
): ForecastLineView {
  return {
    key: `item-${row.id}`,
    id: row.id,
    kind: row.chargeId === null ? "manual" : "charge",
    isAnticipated: false,
    title: row.title,
    amountCents: row.amountCents,
    forecastAmountCents: row.forecastAmountCents ?? null,
    transactionType: transactionTypeOf(row.amountCents),
    forecastDay: row.forecastDay,
    realDay: row.realDay,
    shownOn: row.realDay ?? row.forecastDay,
    isReal: row.realDay !== null,
    isLate: false,
    isPinned: row.isPinned,
    chargeId: row.chargeId,
    chargeType: charge?.type ?? null,
    color: charge?.color ?? null,
    companiesParts,
    sourcePath: null,
    sourceLabel: null,
  };
}
