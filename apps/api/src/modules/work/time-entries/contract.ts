import { MAX_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { bool, date, ref, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { idListSchema, idSchema, pageInput, safeString } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const timeEntryId = z.object({ id: idSchema("Le temps") });

const filters = z.object({
  from: safeString(40).optional(),
  to: safeString(40).optional(),
  userIds: idListSchema("L'utilisateur", 200).optional(),
  companyId: idSchema("Le client").optional(),
  projectIds: idListSchema("Le projet", 200).optional(),
  taskId: idSchema("La tâche").optional(),
});

/** A reference as the Hydra body reads it (IRI, `{ "@id" }` or id), then the id's own bounds. */
const reference = (collection: Parameters<typeof ref>[0], label: string) =>
  ref(collection).pipe(idSchema(label).nullish());

/**
 * What a save reads, under the Hydra readers (body.ts) so that the body of POST and PUT keeps its
 * wire: absent unchanged, null cleared (then refused in French when the field is required).
 */
const saveFields = {
  /** A day 'YYYY-MM-DD' (or an ISO date-time); the domain checks it and says what is wrong in French. */
  date: date(),
  comment: text(5_000),
  /** What a person typed ('1h30', '1,5') or a number, read as its text: the domain reads it in French. */
  hours: text(20),
  triangleCompanyId: reference(PATHS.triangleCompanies, "L'entreprise du groupe"),
  companyId: reference(PATHS.companies, "Le client"),
  /** Always the signed-in user; another id is refused. */
  userId: reference(PATHS.users, "L'utilisateur"),
  taskId: reference(PATHS.tasks, "La tâche"),
  /** The person confirmed entering time on a day of their own accepted leave. */
  confirmLeave: bool(),
};

/** The wire's names of the save's fields (the spec's clients send nbHour, triangleUser, task…). */
export const timeEntryWireNames = {
  hours: "nbHour",
  triangleCompanyId: "triangleCompany",
  companyId: "company",
  userId: "triangleUser",
  taskId: "task",
};

/**
 * Time spent ('task reports'): every signed-in user reads every entry and enters their own; only the
 * author edits or deletes one (checked by the domain).
 */
export const timeEntryContract = defineContract({
  name: "timeEntry",
  operations: {
    search: {
      type: "query",
      policy: "authed",
      input: filters.extend(pageInput(PAGE_SIZES.timeReports, MAX_PAGE_SIZE)),
    },
    /** The hours of every entry the filters match (all pages). */
    stats: { type: "query", policy: "authed", input: filters },
    options: { type: "query", policy: "authed" },
    /** The task's project's group company and client, shown locked in 'Saisir temps' on a task. */
    taskLinks: { type: "query", policy: "authed", input: z.object({ taskId: idSchema("La tâche") }) },
    get: { type: "query", policy: "authed", input: timeEntryId },
    create: { type: "mutation", policy: "authed", input: z.object(saveFields) },
    update: { type: "mutation", policy: "authed", input: timeEntryId.extend(saveFields) },
    delete: { type: "mutation", policy: "authed", input: timeEntryId },
  },
  messages: [
    "TIME_ENTRY_NOT_FOUND",
    "TIME_ENTRY_HOURS_REQUIRED",
    "TIME_ENTRY_DATE_REQUIRED",
    "TIME_ENTRY_COMMENT_REQUIRED",
    "TIME_ENTRY_HOURS_NOT_POSITIVE",
    "TIME_ENTRY_HOURS_TOO_MANY",
    "TIME_ENTRY_DAY_TOO_MANY",
    "TIME_ENTRY_TRIANGLE_COMPANY_REQUIRED",
    "TIME_ENTRY_EDIT_FORBIDDEN",
    "TIME_ENTRY_OTHER_USER",
    "TIME_ENTRY_LEAVE_CONFIRMATION",
    "TASK_NOT_FOUND",
    "COMPANY_NOT_FOUND",
    "TRIANGLE_COMPANY_NOT_FOUND",
  ],
});

/** The list's filters as the contract reads them (the search, the stats and the export). */
export const timeEntryFilters = timeEntryContract.operations.stats.input;
export type TimeEntryFiltersInput = InputOf<typeof timeEntryContract.operations.stats>;
