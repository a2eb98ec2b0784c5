import type {
  ChargeCreateInput,
  ChargeUpdateFutureInput,
  ChargeUpdateInput,
} from "../../../routers/charge.schemas";
import type { ServiceContext } from "../../shared/context";
import { notBuilt } from "../../shared/not-built";
import type { ChargeView } from "../views";

export async function createCharge(_ctx: ServiceContext, _input: ChargeCreateInput): Promise<ChargeView> {
  return notBuilt("createCharge");
}

export async function updateCharge(_ctx: ServiceContext, _input: ChargeUpdateInput): Promise<ChargeView> {
  return notBuilt("updateCharge");
}

export async function updateChargeFuture(
  _ctx: ServiceContext,
  _input: ChargeUpdateFutureInput,
): Promise<ChargeView> {
  return notBuilt("updateChargeFuture");
}
