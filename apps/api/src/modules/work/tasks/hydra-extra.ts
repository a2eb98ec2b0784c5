import { formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { date, hydraBody, number, ref, refs, text } from "../../../hydra/body";
import { putVersion } from "../../../hydra/etag";
import { PATHS } from "../../../hydra/paths";
import { hydraResource } from "../../../hydra/resource";
import type { HydraRoute } from "../../../hydra/route";
import { taskContract } from "./contract";
import { taskWire } from "./wire";

const { operations } = taskContract;

/** Hours as sent (1.5) or typed ('1h30', '1,5'); the domain says in French what is wrong with it. */
const duration = z
  .union([z.number().finite(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })], {
    error: MESSAGES.TASK_DURATION_HOURS_EXPECTED,
  })
  .nullish();

/**
 * The POST's and the PUT's body as the spec's clients send it: references as IRIs (project, type,
 * assignedTo, attachments), dates and numbers under the Hydra readers, and their own refusals
 * (the duration's); not the operations' inputs, which read plain ids and the web's names.
 * Absent keeps, null clears (and a cleared required field is refused by the domain in French).
 */
const body = hydraBody({
  name: text(1_000),
  project: ref(PATHS.projects),
  type: ref(PATHS.taskTypes),
  assignedTo: refs(PATHS.users),
  state: text(40),
  priority: text(40),
  startAt: date(),
  endAt: date(),
  description: text(200_000),
  note: text(20_000),
  avancement: number(),
  duration,
  attachments: refs(PATHS.files),
});

const taskInput = ({ project, type, assignedTo, avancement, attachments, ...rest }: typeof body._output) => ({
  ...rest,
  projectId: project,
  taskTypeId: type,
  assigneeIds: assignedTo,
  progress: avancement,
  attachmentIds: attachments,
});

/**
 * POST, PUT and DELETE {id}, behind their operations' doors: the writes read the wire's own body; the
 * DELETE comes after them as it did in the table (the wire snapshot's writes follow the table's order).
 */
export const taskExtraRows: HydraRoute[] = hydraResource({
  wire: taskWire,
  policies: {
    create: operations.create.policy,
    update: operations.update.policy,
    delete: operations.delete.policy,
  },
  create: { body, call: (caller, input) => caller.task.create(taskInput(input)) },
  update: {
    body,
    call: async (caller, id, input, req) => {
      const version = await putVersion(req, { type: taskWire.type, id }, () => caller.task.get({ id }));
      return caller.task.update({ id, version, ...taskInput(input) });
    },
  },
  delete: (caller, id) => caller.task.delete({ id }),
});
