import type { CompanyPartInput } from "@tronc/domain";
import type { ServiceContext } from "../shared/context";
import { notBuilt } from "../shared/not-built";

/**
 * 'Cette valeur et toutes les valeurs futures' from `date`: the charge takes the new values with
 * valuesFrom = date and state PENDING, and its non-real lines dated on or after `date` take them now
 * (unpinned). Runs in the caller's transaction.
 */
export async function applyChargeValuesFrom(
  _ctx: ServiceContext,
  _input: {
    chargeId: number;
    date: string;
    title: string;
    amountCents: number;
    companiesParts: CompanyPartInput[];
  },
): Promise<void> {
  return notBuilt("applyChargeValuesFrom");
}

/**
 * 'Désactiver cette charge à partir de cette date': the charge goes inactive from `date` and its
 * non-real lines dated on or after it are deleted. Runs in the caller's transaction.
 */
export async function deactivateChargeFrom(
  _ctx: ServiceContext,
  _input: { chargeId: number; date: string },
): Promise<void> {
  return notBuilt("deactivateChargeFrom");
}
