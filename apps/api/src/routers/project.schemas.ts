import {
  MAX_PICKER_PAGE_SIZE,
  PAGE_SIZES,
  PROJECT_STATE_LABELS,
  PROJECT_TITLE_MAX,
  type ProjectState,
} from "@tronc/domain";
import { z } from "zod";
import { documentDate, idSchema, pageInput, safeString, searchText, textSchema } from "../schemas";

export const PROJECT_STATES = Object.keys(PROJECT_STATE_LABELS) as [ProjectState, ...ProjectState[]];
export const projectState = z.enum(PROJECT_STATES, { error: "Cet état de projet n'existe pas." });

export const projectIdInput = z.object({ id: idSchema("Le projet") });

const ids = (label: string) => z.array(idSchema(label)).max(500, { error: "500 éléments au plus." });

export const projectFields = z.object({
  name: z
    .string()
    .max(PROJECT_TITLE_MAX, {
      error: `Le titre du projet ne peut pas dépasser ${PROJECT_TITLE_MAX} caractères.`,
    })
    .pipe(safeString(PROJECT_TITLE_MAX))
    .optional(),
  state: projectState.optional(),
  companyId: idSchema("L'entreprise").nullable().optional(),
  creatorId: idSchema("Le créateur").nullable().optional(),
  projectManagerId: idSchema("Le chef de projet").nullable().optional(),
  ownerTriangleCompanyId: idSchema("L'entreprise du groupe").nullable().optional(),
  /** 'YYYY-MM-DD' (a time part, 'Y-MM-DD HH:mm', is ignored). */
  deliveryDate: documentDate().nullable().optional(),
  refusedStatus: textSchema(40),
  /** 'Description': rich text, sanitised on save. */
  comment: textSchema(100_000),
  gameUrl: textSchema(500),
  triangleCompanyIds: ids("L'entreprise du groupe").optional(),
  triangleUserIds: ids("L'utilisateur").optional(),
  fileIds: ids("Le fichier").optional(),
  /** 'Matériel': replaces the project's set. */
  materialIds: ids("Le matériel").optional(),
});

/** The project manager cannot be cleared (document 2 §5); the lead chain may still leave it empty. */
const withManager = projectFields.extend({ projectManagerId: idSchema("Le chef de projet").optional() });

export const projectUpdateInput = withManager.extend({ id: idSchema("Le projet") });
export const projectForLeadInput = projectFields.extend({ leadId: idSchema("Le lead") });
export const projectCreateInput = withManager;

export const projectSearchInput = z.object({
  q: searchText,
  states: z.array(projectState).max(6).optional(),
  companyId: idSchema("L'entreprise").optional(),
  projectManagerId: idSchema("Le chef de projet").optional(),
  triangleUserId: idSchema("L'utilisateur").optional(),
  triangleCompanyId: idSchema("L'entreprise du groupe").optional(),
  /** Task and Gantt pickers ask many projects at once. */
  ...pageInput(PAGE_SIZES.projects, MAX_PICKER_PAGE_SIZE),
});
