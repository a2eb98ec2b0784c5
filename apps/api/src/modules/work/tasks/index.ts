import { TASK_PAGE_SIZE, TASK_PROJECT_PAGE_SIZE } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import type { QueryReader } from "../../../hydra/query";
import { deleteTask } from "../../../services/work/tasks/delete";
import { taskOptions, taskProjectOptions } from "../../../services/work/tasks/options";
import { createTask, updateTask } from "../../../services/work/tasks/save";
import { searchTasks } from "../../../services/work/tasks/search";
import { getTask } from "../../../services/work/tasks/views";
import { defineResource } from "../../resource/define-resource";
import { taskContract } from "./contract";
import { taskExtraRows } from "./hydra-extra";
import { taskWire } from "./wire";

/** task-search: q, idProject, idCompany, idTaskType, user, state (list), late, page (1-based), maxResults. */
const searchInput = (query: QueryReader) => {
  const states = query.list("state");
  return {
    q: query.string("q"),
    projectId: query.ref("idProject", PATHS.projects),
    companyId: query.ref("idCompany", PATHS.companies),
    taskTypeId: query.ref("idTaskType", PATHS.taskTypes),
    userId: query.ref("user", PATHS.users),
    states: states.length > 0 ? states : undefined,
    late: query.bool("late"),
    page: query.page(),
    pageSize: query.maxResults(TASK_PAGE_SIZE, TASK_PROJECT_PAGE_SIZE),
  };
};

/**
 * /api/tronc-commun/tronc_commun_tasks (list, POST, GET, PUT, DELETE {id}) and
 * /api/tronc-commun/task-search: the lists and GET {id} are the module's rows; POST, PUT and DELETE
 * are written by hand (hydra-extra.ts), since the body is the wire's own.
 */
export const taskModule = defineResource(
  taskContract,
  {
    search: searchTasks,
    get: getTask,
    options: taskOptions,
    projectOptions: taskProjectOptions,
    create: createTask,
    update: updateTask,
    delete: deleteTask,
  },
  {
    hydra: {
      wire: taskWire,
      lists: [
        { operation: "search", input: searchInput },
        { path: PATHS.taskSearch, operation: "search", input: searchInput },
      ],
      get: "get",
      extra: taskExtraRows,
    },
  },
);
