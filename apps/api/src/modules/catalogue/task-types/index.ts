import { PAGE_SIZES } from "@tronc/domain";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { defineResource } from "../../resource/define-resource";
import { taskTypeContract } from "./contract";
import {
  createTaskType,
  deleteTaskType,
  getTaskType,
  listTaskTypes,
  type TaskTypeView,
  updateTaskType,
} from "./services";

/** /api/tronc-commun/task_types: list (page, maxResults), POST, GET, PUT and DELETE {id}. */
export const taskTypeModule = defineResource(
  taskTypeContract,
  {
    list: listTaskTypes,
    get: getTaskType,
    create: createTaskType,
    update: updateTaskType,
    delete: deleteTaskType,
  },
  {
    hydra: {
      wire: wireType("TaskType", PATHS.taskTypes, (type: TaskTypeView) => ({ id: type.id, name: type.name })),
      lists: [
        {
          operation: "list",
          input: (query) => ({ page: query.page(), pageSize: query.maxResults(PAGE_SIZES.taskTypes, 500) }),
        },
      ],
      get: "get",
      create: "create",
      update: "update",
      delete: "delete",
    },
  },
);
