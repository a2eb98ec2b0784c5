import { refIds } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";

/** from, to, users, projects, idCompany: the list's query string, shared by the search, stats and export. */
export function timeEntryFiltersFromQuery(query: QueryReader) {
  const users = refIds(query.list("users"), { field: "users", collection: PATHS.users });
  const projects = refIds(query.list("projects"), { field: "projects", collection: PATHS.projects });
  return {
    from: query.string("from"),
    to: query.string("to"),
    userIds: users.length > 0 ? users : undefined,
    projectIds: projects.length > 0 ? projects : undefined,
    companyId: query.ref("idCompany", PATHS.companies),
    taskId: query.ref("task", PATHS.tasks),
  };
}
