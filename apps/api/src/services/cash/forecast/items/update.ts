import { charges, type DbOrTx, forecastItems, type StoredCompanyPart } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  assertFutureScope,
  centsToEuroNumber,
  domainError,
  readChargeShares,
  readForecastLine,
  readRealDay,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { eq } from "drizzle-orm";
import { type ForecastAuditDetails, logChargeChanges } from "../../../../modules/cash/charges/audit";
import { type ChargeRow, chargeRow } from "../../../../modules/cash/charges/rows";
import type { ForecastItemUpdateInput } from "../../../../modules/cash/forecast-items/contract";
import { inTransaction, type ServiceContext } from "../../../shared/context";
import { applyChargeValuesFrom, deactivateChargeFrom } from "../charge-scope";
import { type ForecastItemRow, storedCompanyParts } from "../line-view";
import type { ForecastLineView } from "../views";
import { logLineChanges } from "./audit";
import { activeCompanyIds, getForecastItem, loadLineRow } from "./read";

type LineValues = ReturnType<typeof readForecastLine>;

async function chargeIsActive(db: DbOrTx, chargeId: number | null): Promise<boolean> {
  if (chargeId === null) return false;
  const [charge] = await db
    .select({ isActive: charges.isActive })
    .from(charges)
    .where(eq(charges.id, chargeId));
  return charge?.isActive ?? false;
}

/** The modal's fields over the line's: an absent field keeps what the line has. */
function readSavedValues(row: ForecastItemRow, input: ForecastItemUpdateInput, active: number[]): LineValues {
  const stored = row.companiesParts.map((part) => ({ companyId: part.companyId, pct: part.pct }));
  return readForecastLine(
    {
      title: input.title === undefined ? row.title : input.title,
      amount: input.amount === undefined ? centsToEuroNumber(row.amountCents) : input.amount,
      type: input.type,
      companiesParts: input.companiesParts ?? stored,
    },
    input.companiesParts ? active : [...active, ...stored.map((part) => part.companyId)],
  );
}

/** isReal true (or a real day sent alone) declares, false takes back, absent leaves it as it is. */
function wantsReal(input: ForecastItemUpdateInput): boolean | undefined {
  return input.isReal ?? (input.realDay?.trim() ? true : undefined);
}

const sameParts = (a: readonly StoredCompanyPart[], b: readonly StoredCompanyPart[]) =>
  a.length === b.length &&
  a.every(
    (part, index) =>
      part.companyId === b[index]?.companyId &&
      Number(part.pct) === Number(b[index]?.pct) &&
      part.amountCents === b[index]?.amountCents,
  );

/**
 * 'Cette valeur uniquement': this line only, pinned if it comes from a charge (the rollout leaves it
 * alone). A save that changes nothing writes nothing, so the line stays the rollout's (not 'Modifiée'). Declaring the real payment keeps the planned amount in forecastAmount and takes the amount
 * typed as what was paid; taking the declaration back puts the planned amount back.
 */
async function saveThisLine(
  ctx: ServiceContext,
  row: ForecastItemRow,
  input: ForecastItemUpdateInput,
  values: LineValues,
): Promise<void> {
  const real = wantsReal(input);
  let amountCents: Cents = values.amountCents;
  let realDay = row.realDay;
  let forecastAmountCents = row.forecastAmountCents;
  if (real === false && row.realDay !== null) {
    amountCents = row.forecastAmountCents ?? row.amountCents;
    realDay = null;
    forecastAmountCents = null;
  } else if (real === true) {
    const keepsDay = !input.realDay?.trim() && row.realDay !== null;
    realDay = keepsDay ? row.realDay : readRealDay(input.realDay, toParisDate(ctx.now));
    forecastAmountCents = row.realDay === null ? row.amountCents : row.forecastAmountCents;
  }
  const companiesParts = storedCompanyParts(amountCents, values.companiesParts);
  const unchanged =
    values.title === row.title &&
    amountCents === row.amountCents &&
    realDay === row.realDay &&
    forecastAmountCents === row.forecastAmountCents &&
    sameParts(companiesParts, row.companiesParts);
  if (unchanged) return;
  await ctx.db
    .update(forecastItems)
    .set({
      title: values.title,
      amountCents: toCents(amountCents),
      companiesParts,
      realDay,
      forecastAmountCents: forecastAmountCents === null ? null : toCents(forecastAmountCents),
      isPinned: row.chargeId !== null || row.isPinned,
      updatedById: ctx.user.id,
      updatedAt: ctx.now,
    })
    .where(eq(forecastItems.id, row.id));
}

type EditScope = NonNullable<ForecastItemUpdateInput["scope"]>;

/**
 * The modal's save on the locked line, in the caller's transaction; the id of the line kept, null when
 * it went with its charge switched off.
 */
async function applyLineEdit(
  ctx: ServiceContext,
  row: ForecastItemRow,
  input: ForecastItemUpdateInput,
  scope: EditScope,
  active: number[],
): Promise<number | null> {
  const scopeLine = {
    chargeId: row.chargeId,
    isReal: row.realDay !== null || wantsReal(input) === true,
    chargeIsActive: await chargeIsActive(ctx.db, row.chargeId),
  };
  if (input.deactivateCharge && row.chargeId !== null) {
    assertFutureScope({ ...scopeLine, deactivate: true, amountCents: row.amountCents });
    await deactivateChargeFrom(ctx, { chargeId: row.chargeId, date: row.forecastDay });
    return row.realDay === null ? null : row.id;
  }
  const values = readSavedValues(row, input, active);
  if (scope === "ONLY_THIS") {
    await saveThisLine(ctx, row, input, values);
    return row.id;
  }
  assertFutureScope({ ...scopeLine, deactivate: false, amountCents: values.amountCents });
  if (row.chargeId === null) throw domainError("FORECAST_NOT_FROM_CHARGE", "rule");
  const shares = readChargeShares(values.companiesParts, active);
  await applyChargeValuesFrom(ctx, {
    chargeId: row.chargeId,
    date: row.forecastDay,
    title: values.title,
    amountCents: values.amountCents,
    companiesParts: shares,
  });
  return row.id;
}

/** The audit rows of one save: the line's changes (or its removal) and its charge's, same transaction. */
async function logLineEdit(
  ctx: ServiceContext,
  before: { line: ForecastItemRow; charge: ChargeRow | null },
  keptId: number | null,
  scope: EditScope,
  deactivateCharge: boolean,
): Promise<void> {
  const details: ForecastAuditDetails = deactivateCharge ? { scope, deactivateCharge } : { scope };
  const after = keptId === null ? null : await loadLineRow(ctx.db, keptId);
  await logLineChanges(ctx.db, ctx.user.id, before.line, after, details);
  if (before.charge === null) return;
  const charge = await chargeRow(ctx.db, before.charge.id);
  await logChargeChanges(ctx.db, ctx.user.id, before.charge, charge, {
    forecastItemId: before.line.id,
    ...details,
  });
}

/**
 * Saving 'Editer une ligne prévisionnelle'. With 'Cette valeur et toutes les valeurs futures' the
 * charge and its planned lines from this line's day take the values; with 'Désactiver cette charge à
 * partir de cette date' they are removed (null when this line went with them). Audited.
 */
export async function updateForecastItem(
  ctx: ServiceContext,
  input: ForecastItemUpdateInput,
): Promise<ForecastLineView | null> {
  const scope = input.scope ?? "ONLY_THIS";
  const deactivateCharge = input.deactivateCharge === true;
  if (deactivateCharge && scope !== "THIS_AND_FUTURE") {
    throw domainError("FORECAST_DEACTIVATE_NEEDS_FUTURE", "invalid", {}, { field: "deactivateCharge" });
  }
  const active = await activeCompanyIds(ctx.db);
  const keptId = await inTransaction(ctx, async (txCtx) => {
    // Charge before line, the rollout's order: two saves and a rollout never wait on each other in a cycle.
    const { chargeId } = await loadLineRow(txCtx.db, input.id);
    const charge = chargeId === null ? null : await chargeRow(txCtx.db, chargeId, true);
    const line = await loadLineRow(txCtx.db, input.id, true);
    const kept = await applyLineEdit(txCtx, line, input, scope, active);
    await logLineEdit(txCtx, { line, charge }, kept, scope, deactivateCharge);
    return kept;
  });
  return keptId === null ? null : getForecastItem(ctx, { id: keptId });
}
