/** What the command-line jobs (scripts/) use of the sales services. */

export {
  type LeadSearchParams,
  type LeadSearchResult,
  leadSearchStatements,
  searchLeads,
} from "./leads/search";
