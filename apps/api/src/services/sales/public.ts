/** What the command-line jobs (scripts/) use of the sales services. */

export {
  broadTextStatements,
  type LeadSearchParams,
  type LeadSearchResult,
  leadSearchStatements,
  searchLeads,
} from "./leads/search";
export { forgetSearches } from "./leads/search-memory";
