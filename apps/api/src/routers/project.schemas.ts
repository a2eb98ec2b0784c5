import { PROJECT_STATE_LABELS, type ProjectState } from "@tronc/domain";
import { z } from "zod";
import { positiveId, text } from "./lead.schemas";

const PROJECT_STATES = Object.keys(PROJECT_STATE_LABELS) as [ProjectState, ...ProjectState[]];

export const projectIdInput = z.object({ id: positiveId("Le projet") });

export const projectFields = z.object({
  name: z.string().max(250, { error: "Le titre du projet ne doit pas dépasser 250 caractères." }).optional(),
  state: z.enum(PROJECT_STATES).optional(),
  companyId: positiveId("L'entreprise").nullable().optional(),
  creatorId: positiveId("Le créateur").nullable().optional(),
  projectManagerId: positiveId("Le chef de projet").nullable().optional(),
  ownerTriangleCompanyId: positiveId("L'entreprise du groupe").nullable().optional(),
  /** 'YYYY-MM-DD' (a time part is ignored). */
  deliveryDate: z.string().max(40).nullable().optional(),
  refusedStatus: text(40),
});

export const projectUpdateInput = projectFields.extend({ id: positiveId("Le projet") });
export const projectForLeadInput = projectFields.extend({ leadId: positiveId("Le lead") });
export const projectCreateInput = projectFields;
