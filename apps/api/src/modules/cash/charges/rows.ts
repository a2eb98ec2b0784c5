import { charges, type DbOrTx } from "@tronc/db";
import {
  CHARGE_STATE_LABELS,
  CHARGE_TYPE_LABELS,
  chargeCompanyParts,
  chargeRecurrenceText,
  domainError,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { type CompanyLabel, loadCompanyLabels } from "../../../services/cash/forecast/line-view";
import type { ChargeView, CompanyPartView } from "../../../services/cash/forecast/views";

export type ChargeRow = typeof charges.$inferSelect;

/** The ids of the active group companies: the only ones a charge may be split between. */
export async function activeCompanyIds(db: DbOrTx): Promise<number[]> {
  const companies = await loadCompanyLabels(db);
  return [...companies.values()].filter((company) => company.isActive).map((company) => company.id);
}

/** A charge's shares with their amounts, negative, by the same largest-remainder split as the form. */
function chargePartViews(row: ChargeRow, companies: Map<number, CompanyLabel>): CompanyPartView[] {
  return chargeCompanyParts(row.amountCents, row.companiesParts).map((part) => {
    const company = companies.get(part.companyId);
    return {
      companyId: part.companyId,
      name: company?.name ?? "",
      color: company?.color ?? "",
      pct: part.pct,
      amountCents: part.amountCents,
    };
  });
}

export function chargeView(row: ChargeRow, companies: Map<number, CompanyLabel>): ChargeView {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    typeLabel: CHARGE_TYPE_LABELS[row.type],
    amountCents: row.amountCents,
    everyNMonth: row.everyNMonth,
    dayOfMonth: row.dayOfMonth,
    dateFrom: row.dateFrom,
    valuesFrom: row.valuesFrom,
    color: row.color,
    state: row.state,
    stateLabel: CHARGE_STATE_LABELS[row.state],
    isActive: row.isActive,
    deactivatedFrom: row.deactivatedFrom,
    recurrenceText: chargeRecurrenceText(row),
    companiesParts: chargePartViews(row, companies),
    version: row.version,
  };
}

/** Rows to views, the group companies read once. */
export async function chargeViews(db: DbOrTx, rows: readonly ChargeRow[]): Promise<ChargeView[]> {
  if (rows.length === 0) return [];
  const companies = await loadCompanyLabels(db);
  return rows.map((row) => chargeView(row, companies));
}

/** The charge, or 404 in French; `forUpdate` locks its row for the caller's transaction. */
export async function chargeRow(db: DbOrTx, id: number, forUpdate = false): Promise<ChargeRow> {
  const query = db.select().from(charges).where(eq(charges.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw domainError("CHARGE_NOT_FOUND", "notFound");
  return row;
}
