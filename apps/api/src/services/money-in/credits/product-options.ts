import {
  type IssuerProductOption,
  issuerProductOptions,
} from "../../catalogue/group-products/issuer-products";
import type { ServiceContext } from "../../shared/context";
import { findCredit } from "./rows";

export type CreditProductOption = IssuerProductOption;

/** The new-line selector: the enabled catalogue products the credit's issuer sells, by name. */
export async function creditProductOptions(
  ctx: ServiceContext,
  { creditId }: { creditId: number },
): Promise<CreditProductOption[]> {
  const credit = await findCredit(ctx.db, creditId);
  return issuerProductOptions(ctx.db, credit.triangleCompanyId);
}
