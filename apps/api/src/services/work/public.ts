/** What the command-line jobs (scripts/bench) use of the work services. */

export {
  searchTimeEntries,
  type TimeEntrySearchParams,
  timeEntryStatements,
} from "../../modules/work/time-entries/search";
export { searchTasks, type TaskSearchParams, taskSearchStatements } from "./tasks/search";
