import type { ChargeFilters, ChargeSearchInput } from "../../../routers/charge.schemas";
import type { ServiceContext } from "../../shared/context";
import { notBuilt } from "../../shared/not-built";
import type { Page } from "../../shared/paginate";
import type { ChargeListStats, ChargeView } from "../views";

/** 'Budget Prévisionnel : liste des charges': a page of 100, and the count. */
export async function searchCharges(
  _ctx: ServiceContext,
  _input: ChargeSearchInput,
): Promise<Page<ChargeView>> {
  return notBuilt("searchCharges");
}

export async function chargeListStats(_ctx: ServiceContext, _input: ChargeFilters): Promise<ChargeListStats> {
  return notBuilt("chargeListStats");
}

export async function getCharge(_ctx: ServiceContext, _input: { id: number }): Promise<ChargeView> {
  return notBuilt("getCharge");
}
