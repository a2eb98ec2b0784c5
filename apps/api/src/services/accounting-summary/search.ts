import type { AccountingSummaryInput } from "../../routers/accounting-summary.schemas";
import type { AccountingSummaryView } from "../forecast/views";
import type { ServiceContext } from "../shared/context";
import { notBuilt } from "../shared/not-built";

/** 'Suivi comptable': the stats bar and the quotation cards with their invoices. */
export async function searchAccountingSummary(
  _ctx: ServiceContext,
  _input: AccountingSummaryInput,
): Promise<AccountingSummaryView> {
  return notBuilt("searchAccountingSummary");
}
