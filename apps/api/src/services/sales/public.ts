/** What the command-line jobs (scripts/) use of the sales services. */

export { generationActors } from "./generate-companies";
export { type GenerateLeadsOptions, type GenerateLeadsResult, generateLeads } from "./generate-leads";
export {
  type LeadSearchParams,
  type LeadSearchResult,
  leadSearchStatements,
  searchLeads,
} from "./lead-search";
