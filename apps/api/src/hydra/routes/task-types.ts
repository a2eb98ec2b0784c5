import { PAGE_SIZES } from "@tronc/domain";
import { TASK_TYPE_NAME_INPUT_MAX } from "../../routers/task-type.schemas";
import type { TaskTypeView } from "../../services/catalogue/task-types";
import { hydraBody, text } from "../body";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";

const wire = wireType("TaskType", PATHS.taskTypes, (type: TaskTypeView) => ({
  id: type.id,
  name: type.name,
}));

/** `name` absent leaves it unchanged; null or '' is refused by the service as missing. */
const body = hydraBody({ name: text(TASK_TYPE_NAME_INPUT_MAX) });

/** /api/tronc-commun/task_types: list, POST, GET, PUT and DELETE {id}. */
export const taskTypeRoutes = hydraResource({
  wire,
  lists: [
    {
      call: (caller, req) =>
        caller.taskType.list({
          page: req.query.page(),
          pageSize: req.query.maxResults(PAGE_SIZES.taskTypes, 500),
        }),
    },
  ],
  create: { body, call: (caller, input) => caller.taskType.create(input) },
  get: (caller, id) => caller.taskType.get({ id }),
  update: { body, call: (caller, id, input) => caller.taskType.update({ id, ...input }) },
  delete: (caller, id) => caller.taskType.delete({ id }),
});
