import { charges, forecastItems } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  assertCompanyPartsComplete,
  type CompanyPartInput,
  chargeSearchText,
  decimalToString,
  domainError,
  toCents,
  toDecimal,
} from "@tronc/domain";
import { and, eq, gte, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../shared/context";
import { storedCompanyParts } from "./line-view";

/** The charge's row under its lock: a rollout or another save of the same charge waits for this one. */
async function lockedCharge(ctx: ServiceContext, chargeId: number) {
  const [charge] = await ctx.db.select().from(charges).where(eq(charges.id, chargeId)).for("update");
  if (!charge) throw domainError("CHARGE_NOT_FOUND", "notFound");
  return charge;
}

/** The lines of the charge still planned (not declared real) from `date` on. */
const plannedLinesFrom = (chargeId: number, date: string) =>
  and(
    eq(forecastItems.chargeId, chargeId),
    gte(forecastItems.forecastDay, date),
    isNull(forecastItems.realDay),
  );

/**
 * 'Cette valeur et toutes les valeurs futures' from `date`: the charge takes the new values with
 * valuesFrom = date and state PENDING, and its non-real lines dated on or after `date` take them now
 * (unpinned). Runs in the caller's transaction.
 */
export async function applyChargeValuesFrom(
  ctx: ServiceContext,
  input: {
    chargeId: number;
    date: string;
    title: string;
    amountCents: Cents;
    companiesParts: CompanyPartInput[];
  },
): Promise<void> {
  const charge = await lockedCharge(ctx, input.chargeId);
  if (!charge.isActive) throw domainError("FORECAST_CHARGE_SWITCHED_OFF", "rule", {}, { field: "scope" });
  if (input.amountCents > 0) throw domainError("FORECAST_CHARGE_LINE_INCOME", "rule", {}, { field: "type" });
  assertCompanyPartsComplete(input.companiesParts);
  const amountCents = toCents(input.amountCents);
  const shares = input.companiesParts.map((part) => ({
    companyId: part.companyId,
    pct: decimalToString(toDecimal(String(part.pct).replace(",", "."))),
  }));
  await ctx.db
    .update(charges)
    .set({
      title: input.title,
      amountCents,
      companiesParts: shares,
      valuesFrom: input.date,
      state: "STATE_PENDING",
      searchText: chargeSearchText({ title: input.title, type: charge.type }),
      updatedById: ctx.user.id,
      updatedAt: ctx.now,
    })
    .where(eq(charges.id, charge.id));
  await ctx.db
    .update(forecastItems)
    .set({
      title: input.title,
      amountCents,
      companiesParts: storedCompanyParts(amountCents, shares),
      isPinned: false,
      updatedById: ctx.user.id,
      updatedAt: ctx.now,
    })
    .where(plannedLinesFrom(charge.id, input.date));
}

/**
 * 'Désactiver cette charge à partir de cette date': the charge goes inactive from `date` and its
 * non-real lines dated on or after it are deleted (pinned ones too; real ones stay). Switching off an
 * already inactive charge keeps the earlier of the two dates. Runs in the caller's transaction.
 */
export async function deactivateChargeFrom(
  ctx: ServiceContext,
  input: { chargeId: number; date: string },
): Promise<void> {
  const charge = await lockedCharge(ctx, input.chargeId);
  const from =
    !charge.isActive && charge.deactivatedFrom !== null && charge.deactivatedFrom < input.date
      ? charge.deactivatedFrom
      : input.date;
  await ctx.db
    .update(charges)
    .set({
      isActive: false,
      deactivatedFrom: from,
      state: "STATE_CHARGE_INACTIVE",
      updatedById: ctx.user.id,
      updatedAt: ctx.now,
    })
    .where(eq(charges.id, charge.id));
  await ctx.db.delete(forecastItems).where(plannedLinesFrom(charge.id, from));
}
