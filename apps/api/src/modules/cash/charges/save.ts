import { charges } from "@tronc/db";
import {
  type ChargeShare,
  type CompanyPartInput,
  chargeSearchText,
  domainError,
  INITIAL_CHARGE_STATE,
  readCharge,
  readChargeAmount,
  readChargeColor,
  readChargeDate,
  readChargeShares,
  readChargeTitle,
  readChargeType,
} from "@tronc/domain";
import { applyChargeValuesFrom, deactivateChargeFrom } from "../../../services/cash/forecast/charge-scope";
import { rolloutOneCharge } from "../../../services/cash/forecast/rollout/one-charge";
import type { ChargeView } from "../../../services/cash/forecast/views";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { type VersionedEntity, versionedUpdate } from "../../../services/shared/versioned-update";
import { logChargeChanges } from "./audit";
import type {
  ChargeCreateInput,
  ChargeShareInput,
  ChargeUpdateFutureInput,
  ChargeUpdateInput,
} from "./contract";
import { activeCompanyIds, chargeRow } from "./rows";
import { getCharge } from "./search";

/** The charge as a versioned record: 'Cette charge', 'charge' in the audit log (written by logChargeChanges). */
const CHARGE_RECORD: VersionedEntity<typeof charges> = { table: charges, kind: "charge", audit: "charge" };

/** The shares as sent ({ id, pct }, the wire's names) as the domain reads them; null is an empty split. */
const companyParts = (shares: readonly ChargeShareInput[] | null | undefined): CompanyPartInput[] =>
  (shares ?? []).map(({ id, pct }) => ({ companyId: id, pct }));

/**
 * 'Enregistrer une charge': its values apply from its start and its occurrences are rolled out in the
 * same transaction, so it shows in the forecast at once; the audit log records the charge as saved
 * and rolled out. The type's code is read first, as the Hydra route read it before the rest.
 */
export async function createCharge(ctx: ServiceContext, input: ChargeCreateInput): Promise<ChargeView> {
  if (input.type != null) readChargeType(input.type);
  const form = { ...input, companiesParts: companyParts(input.companiesParts) };
  const id = await inTransaction(ctx, async ({ db: tx, user }) => {
    const values = readCharge(form, await activeCompanyIds(tx));
    const [row] = await tx
      .insert(charges)
      .values({
        ...values,
        valuesFrom: values.dateFrom,
        state: INITIAL_CHARGE_STATE,
        isActive: true,
        searchText: chargeSearchText(values),
        createdById: user.id,
        updatedById: user.id,
      })
      .returning({ id: charges.id });
    if (!row) throw domainError("CHARGE_NOT_FOUND", "notFound");
    await rolloutOneCharge(tx, row.id, ctx.now);
    await logChargeChanges(tx, user.id, null, await chargeRow(tx, row.id));
    return row.id;
  });
  return getCharge(ctx, { id });
}

/**
 * Clicking a card: type and colour only. Absent leaves them; a type cannot be cleared; a cleared colour
 * is the default lilac. The forecast lines carry neither, so the charge's state does not change.
 */
export async function updateCharge(ctx: ServiceContext, input: ChargeUpdateInput): Promise<ChargeView> {
  await inTransaction(ctx, async (txCtx) => {
    const { db: tx, user } = txCtx;
    const current = await chargeRow(tx, input.id, true);
    const type = input.type === undefined ? current.type : readChargeType(input.type);
    const color = input.color === undefined ? current.color : readChargeColor(input.color);
    await versionedUpdate(txCtx, CHARGE_RECORD, {
      id: input.id,
      version: input.version,
      values: { type, color, searchText: chargeSearchText({ title: current.title, type }) },
    });
    await logChargeChanges(tx, user.id, current, await chargeRow(tx, input.id));
  });
  return getCharge(ctx, { id: input.id });
}

/**
 * The future-scope save (Hydra PUT with dateFrom): from `dateFrom` on, the charge takes the title,
 * amount and split sent (absent ones stay as they are), or with `isActive: false` it is switched off
 * from that date. A switched-off charge only changes type and colour.
 */
export async function updateChargeFuture(
  ctx: ServiceContext,
  input: ChargeUpdateFutureInput,
): Promise<ChargeView> {
  await inTransaction(ctx, async (txCtx) => {
    const { db: tx } = txCtx;
    const current = await chargeRow(tx, input.id, true);
    // Checked and moved first: the scope's writes below follow the person's version, not another's.
    await versionedUpdate(txCtx, CHARGE_RECORD, { id: input.id, version: input.version, values: {} });
    if (!current.isActive) throw domainError("CHARGE_INACTIVE_LOCKED", "rule", {}, { field: "isActive" });
    const date = readChargeDate(input.dateFrom);
    const details = { dateFrom: date };
    if (input.isActive === false) {
      await deactivateChargeFrom(txCtx, { chargeId: current.id, date });
      await logChargeChanges(tx, txCtx.user.id, current, await chargeRow(tx, current.id), details);
      return;
    }
    const title = input.title === undefined ? current.title : readChargeTitle(input.title);
    const amountCents = input.amount === undefined ? current.amountCents : readChargeAmount(input.amount);
    const companiesParts: ChargeShare[] =
      input.companiesParts === undefined
        ? current.companiesParts
        : readChargeShares(companyParts(input.companiesParts), await activeCompanyIds(tx));
    await applyChargeValuesFrom(txCtx, { chargeId: current.id, date, title, amountCents, companiesParts });
    await rolloutOneCharge(tx, current.id, txCtx.now);
    await logChargeChanges(tx, txCtx.user.id, current, await chargeRow(tx, current.id), details);
  });
  return getCharge(ctx, { id: input.id });
}
