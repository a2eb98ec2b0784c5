import { MAX_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, pageInput, safeString, textSchema } from "../schemas";

const id = idSchema("Le temps");

/** A day 'YYYY-MM-DD' (or an ISO date-time); the domain checks it and says what is wrong in French. */
const day = safeString(40).nullish();

/** What a person typed ('1h30', '1,5') or a number: the domain reads it and answers in French. */
const hours = z
  .union([z.number({ error: "Les heures doivent être un nombre ou une durée." }), safeString(20)])
  .nullish();

export const timeEntryIdInput = z.object({ id });

export const timeEntryTaskInput = z.object({ taskId: idSchema("La tâche") });

export const timeEntryFiltersInput = z.object({
  from: safeString(40).optional(),
  to: safeString(40).optional(),
  userIds: idListSchema("L'utilisateur", 200).optional(),
  companyId: idSchema("Le client").optional(),
  projectIds: idListSchema("Le projet", 200).optional(),
  taskId: idSchema("La tâche").optional(),
});

export const timeEntrySearchInput = timeEntryFiltersInput.extend(
  pageInput(PAGE_SIZES.timeReports, MAX_PAGE_SIZE),
);

const saveFields = {
  date: day,
  comment: textSchema(5_000),
  hours,
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  companyId: idSchema("Le client").nullish(),
  taskId: idSchema("La tâche").nullish(),
  /** Always the signed-in user; another id is refused. */
  userId: idSchema("L'utilisateur").nullish(),
  confirmLeave: z.boolean({ error: "vrai ou faux est attendu." }).optional(),
};

export const timeEntryCreateInput = z.object(saveFields);

/** Absent: unchanged; null: cleared (then refused in French when the field is required). */
export const timeEntryUpdateInput = z.object({ id, ...saveFields });
