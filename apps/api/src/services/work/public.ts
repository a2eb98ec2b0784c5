/** What the command-line jobs (scripts/bench) use of the work services. */

export { searchTasks, type TaskSearchParams, taskSearchStatements } from "./tasks/search";
export { searchTimeEntries, type TimeEntrySearchParams, timeEntryStatements } from "./time-entries/search";
