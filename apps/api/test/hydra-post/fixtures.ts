import { accountingBodies } from "./bodies-accounting";
import { cashBodies } from "./bodies-cash";
import { catalogueBodies } from "./bodies-catalogue";
import { forecastSupportBodies } from "./bodies-forecast-support";
import { proposalBodies } from "./bodies-proposals";
import { salesBodies } from "./bodies-sales";
import type { PostFixture } from "./fixture";

/** One fixture per documented create of the route table, by collection path. */
export const POST_FIXTURES: Record<string, PostFixture> = {
  ...salesBodies,
  ...catalogueBodies,
  ...proposalBodies,
  ...accountingBodies,
  ...forecastSupportBodies,
  ...cashBodies,
};
