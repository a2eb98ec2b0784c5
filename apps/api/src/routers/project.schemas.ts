import { PROJECT_STATE_LABELS, type ProjectState } from "@tronc/domain";
import { z } from "zod";
import { idSchema, safeString, textSchema } from "../schemas";

const PROJECT_STATES = Object.keys(PROJECT_STATE_LABELS) as [ProjectState, ...ProjectState[]];

export const projectIdInput = z.object({ id: idSchema("Le projet") });

export const projectFields = z.object({
  name: z
    .string()
    .max(250, { error: "Le titre du projet ne doit pas dépasser 250 caractères." })
    .pipe(safeString(250))
    .optional(),
  state: z.enum(PROJECT_STATES).optional(),
  companyId: idSchema("L'entreprise").nullable().optional(),
  creatorId: idSchema("Le créateur").nullable().optional(),
  projectManagerId: idSchema("Le chef de projet").nullable().optional(),
  ownerTriangleCompanyId: idSchema("L'entreprise du groupe").nullable().optional(),
  /** 'YYYY-MM-DD' (a time part is ignored). */
  deliveryDate: safeString(40).nullable().optional(),
  refusedStatus: textSchema(40),
});

export const projectUpdateInput = projectFields.extend({ id: idSchema("Le projet") });
export const projectForLeadInput = projectFields.extend({ leadId: idSchema("Le lead") });
export const projectCreateInput = projectFields;
