import {
  formatMessage,
  MAX_PICKER_PAGE_SIZE,
  MESSAGES,
  PAGE_SIZES,
  PROJECT_STATE_LABELS,
  PROJECT_TITLE_MAX,
  type ProjectState,
} from "@tronc/domain";
import { z } from "zod";
import {
  documentDate,
  idSchema,
  pageInput,
  safeString,
  searchText,
  textSchema,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";

const PROJECT_STATES = Object.keys(PROJECT_STATE_LABELS) as [ProjectState, ...ProjectState[]];
export const projectState = z.enum(PROJECT_STATES, { error: MESSAGES.PROJECT_STATE_NOT_ONE_OF });

const projectId = z.object({ id: idSchema("Le projet") });

const ids = (label: string) =>
  z.array(idSchema(label)).max(500, { error: formatMessage("ITEMS_TOO_MANY", { max: 500 }) });

const projectFields = z.object({
  name: z
    .string()
    .max(PROJECT_TITLE_MAX, { error: formatMessage("PROJECT_TITLE_TOO_LONG", { max: PROJECT_TITLE_MAX }) })
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

/**
 * Projects: every signed-in user lists, reads, creates and edits them (the managing company among
 * their own active group companies); deleting is the super admins', checked by the domain.
 */
export const projectContract = defineContract({
  name: "project",
  operations: {
    /** 'Liste des Projets': 50 a page with every filter. */
    search: {
      type: "query",
      policy: "authed",
      input: z.object({
        q: searchText,
        states: z.array(projectState).max(6).optional(),
        companyId: idSchema("L'entreprise").optional(),
        projectManagerId: idSchema("Le chef de projet").optional(),
        triangleUserId: idSchema("L'utilisateur").optional(),
        triangleCompanyId: idSchema("L'entreprise du groupe").optional(),
        /** Task and Gantt pickers ask many projects at once. */
        ...pageInput(PAGE_SIZES.projects, MAX_PICKER_PAGE_SIZE),
      }),
    },
    get: { type: "query", policy: "authed", input: projectId },
    /** A project by hand: STATE_PROJECT, title, client and managing company required. */
    create: { type: "mutation", policy: "authed", input: withManager },
    update: {
      type: "mutation",
      policy: "authed",
      input: withManager.extend({ id: idSchema("Le projet"), version: versionSchema }),
    },
    delete: { type: "mutation", policy: "authed", input: projectId },
    /** Updates the lead's project (it always has one; created if somehow missing). */
    saveForLead: {
      type: "mutation",
      policy: "authed",
      input: projectFields.extend({ leadId: idSchema("Le lead") }),
    },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "PROJECT_NOT_FOUND",
    "PROJECT_NAME_REQUIRED",
    "PROJECT_TITLE_TOO_LONG",
    "PROJECT_GAME_URL_INVALID",
    "PROJECT_MANUAL_FIELDS_REQUIRED",
    "PROJECT_MANAGER_NOT_ACTIVE",
    "PROJECT_USER_NOT_ACTIVE",
    "PROJECT_ARCHIVE_OPEN_TASKS",
    "PROJECT_DELETE_FORBIDDEN",
    "PROJECT_DELETE_IN_USE",
    "PROJECT_LEAD_DELETE_FORBIDDEN",
    "COMPANY_NOT_FOUND",
    "TRIANGLE_COMPANY_NOT_FOUND",
    "MATERIAL_PROJECT_UNKNOWN",
  ],
});
