import { LEAD_LEVELS, LEAD_STATUS_LABELS, type LeadStatus, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import {
  idListSchema,
  idSchema,
  nameSchema,
  pageInput,
  safeString,
  searchText,
  textSchema,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";
import { addressInput } from "../addresses/contract";
import { clientCompanyFields } from "../clients/contract";
import { contactFields } from "../company-contacts/contract";
import { contactFormFields } from "../contact-forms/contract";

const LEAD_STATUSES = Object.keys(LEAD_STATUS_LABELS) as [LeadStatus, ...LeadStatus[]];

const id = idSchema("Le lead");
const groupCompany = () => idSchema("L'entreprise du groupe");

export const leadSearchInput = z.object({
  /** Subject, requester's name, company, e-mail, phone; accent- and case-insensitive. */
  q: searchText,
  triangleCompanyId: groupCompany().nullish(),
  /**
   * Status filter values: statuses, 'IN_PROGRESS' ('En cours de traitement' = NEW + SEARCH + WRITE),
   * or 'ALL'. Absent: unread (the default). Ignored when a switch is on.
   */
  searchStatus: z.array(safeString(40)).max(20).optional(),
  /** 'Rappel auj.' (precedence: leadTrash, then callback, then withoutCallback). */
  callback: z.boolean().optional(),
  /** 'Sans rappel'. */
  withoutCallback: z.boolean().optional(),
  /** 'Poubelle'. */
  leadTrash: z.boolean().optional(),
  /** Callback overdue (Hydra). */
  retard: z.boolean().optional(),
  /** No exchange logged yet (Hydra). */
  noAnswer: z.boolean().optional(),
  ...pageInput(PAGE_SIZES.leads, 500),
  withCounts: z.boolean().default(true),
});

const requesterInput = z.object({
  /** An existing client company… */
  companyId: idSchema("L'entreprise").nullish(),
  /** …and one of its contacts; or a new contact for it (name, phone, e-mail below). */
  contactId: idSchema("Le contact").nullish(),
  /** Or a typed company name with a contact name. */
  companyName: nameSchema(255),
  name: nameSchema(255),
  phone: textSchema(30),
  email: textSchema(180),
});

const createInput = z.object({
  requester: requesterInput,
  subject: textSchema(255),
  source: textSchema(255),
  triangleCompanyId: groupCompany().nullish(),
  sourceTriangleCompanyId: groupCompany().nullish(),
  message: textSchema(20_000),
});

const fromContactFormInput = z.object({
  contactFormId: idSchema("Le formulaire de contact").nullish(),
  contactForm: contactFormFields.nullish(),
  subject: textSchema(255),
  triangleCompanyId: groupCompany().nullish(),
  sourceTriangleCompanyId: groupCompany().nullish(),
  companyId: idSchema("L'entreprise").nullish(),
});

const leadLevel = z.enum(LEAD_LEVELS).nullable().optional();
const leadStatus = z.enum(LEAD_STATUSES).optional();

const updateInput = z.object({
  id,
  version: versionSchema,
  subject: safeString(255).optional(),
  /** Rich text (HTML from the editor), cleaned when saved. */
  brief: safeString(200_000).optional(),
  leadLevel,
  leadStatus,
  ownerId: idSchema("Le responsable").nullable().optional(),
  userAssignedId: idSchema("L'utilisateur assigné").nullable().optional(),
  triangleCompanyId: groupCompany().optional(),
  sourceTriangleCompanyId: groupCompany().optional(),
  companyId: idSchema("L'entreprise").nullable().optional(),
});

const setCallbackInput = z.object({
  id,
  /** 'YYYY-MM-DDTHH:mm' (Paris) or ISO with offset; anything else: 'Date de rappel invalide'. */
  callbackAt: textSchema(40),
  callbackSubject: textSchema(255),
  /** Default: the current user. */
  callbackUserId: idSchema("L'utilisateur du rappel").nullish(),
});

const fileInput = z.object({ id, fileId: idSchema("Le fichier") });

const conversionAddressInput = addressInput.extend({
  /** Typed by hand because the address service is down (coordinates then optional). */
  manual: z.boolean().optional(),
});

const convertToCompanyInput = z.object({
  id,
  /** An existing company found by the SIRET lookup… */
  companyId: idSchema("L'entreprise").nullish(),
  /** …or a new one. */
  company: clientCompanyFields.extend({ address: conversionAddressInput.nullish() }).nullish(),
  contact: contactFields,
  /** The duplicate e-mail warning was confirmed. */
  confirmDuplicate: z.boolean().optional(),
});

const byId = z.object({ id });

/** Leads: every signed-in user sees and works them; the change log is the super admin's. */
export const leadContract = defineContract({
  name: "lead",
  operations: {
    /** Choices of the list filter and of the lead forms (the user's active companies, active users). */
    options: { type: "query", policy: "authed" },
    /** 'Liste des Leads': a page of 50, the total and the three badge counts. */
    search: { type: "query", policy: "authed", input: leadSearchInput },
    get: { type: "query", policy: "authed", input: byId },
    /** 'Ajouter un Lead' (two steps): contact form, lead, contact, project in one transaction. */
    create: { type: "mutation", policy: "authed", input: createInput },
    /** The old clients' chain: a lead on an existing (or embedded) contact form. */
    createFromContactForm: { type: "mutation", policy: "authed", input: fromContactFormInput },
    /** Saves the lead page; only a super admin changes the owner of a lead; changes are logged. */
    update: { type: "mutation", policy: "authed", input: updateInput },
    /** 'PRENDRE EN CHARGE'. */
    takeOver: { type: "mutation", policy: "authed", input: byId },
    /** Adds or moves the callback ('Rappel sauvegardé'). */
    setCallback: { type: "mutation", policy: "authed", input: setCallbackInput },
    cancelCallback: {
      type: "mutation",
      policy: "authed",
      input: z.object({ id, reason: textSchema(255) }),
    },
    /** 'Convertir en projet' → 'Projet créé'. */
    convertToProject: { type: "mutation", policy: "authed", input: byId },
    /** 'Rattacher à une entreprise' (409 with the spec's sentence on a duplicate contact e-mail). */
    convertToCompany: { type: "mutation", policy: "authed", input: convertToCompanyInput },
    /** Only a LEAD_TRASH lead whose project is still STATE_LEAD ('Le lead a bien été supprimé'). */
    delete: { type: "mutation", policy: "authed", input: byId },
    /** The log of state changes of the lead and its project. */
    changeLog: { type: "query", policy: "superAdmin", input: byId },
    /** Links a file uploaded through POST /tronc-commun/lead/upload/file. */
    attachFile: { type: "mutation", policy: "authed", input: fileInput },
    /** 'Fichier effacé': unlinks and deletes the file. */
    removeFile: { type: "mutation", policy: "authed", input: fileInput },
    /** Replaces the attachment list (the Hydra PUT sends it whole). */
    setFiles: {
      type: "mutation",
      policy: "authed",
      input: z.object({ id, fileIds: idListSchema("Le fichier", 200) }),
    },
  },
  messages: [
    "VERSION_CONFLICT",
    "VERSION_INVALID",
    "VERSION_REQUIRED",
    "LEAD_NOT_FOUND",
    "LEAD_TITLE_REQUIRED",
    "LEAD_SUBJECT_EMPTY",
    "LEAD_SOURCE_REQUIRED",
    "LEAD_DESCRIPTION_REQUIRED",
    "LEAD_TRIANGLE_COMPANY_REQUIRED",
    "LEAD_SOURCE_TRIANGLE_COMPANY_REQUIRED",
    "TRIANGLE_COMPANY_NOT_YOURS",
    "REQUESTER_CHOICE_REQUIRED",
    "REQUESTER_COMPANY_NAME_REQUIRED",
    "LEAD_ALREADY_TAKEN",
    "LEAD_NOT_TAKEN",
    "LEAD_STATUS_UNKNOWN",
    "LEAD_LEVEL_UNKNOWN",
    "LEAD_SEARCH_TOO_SHORT",
    "LEAD_OWNER_CHANGE_FORBIDDEN",
    "LEAD_BACK_TO_UNREAD",
    "ASSIGNEE_NOT_ACTIVE",
    "CALLBACK_DATE_INVALID",
    "CALLBACK_USER_NOT_ACTIVE",
    "CALLBACK_NONE",
    "LEAD_ALREADY_HAS_COMPANY",
    "LEAD_ALREADY_PROJECT",
    "LEAD_DELETE_FORBIDDEN",
    "CONTACT_FORM_NOT_FOUND",
    "CONTACT_FORM_ALREADY_USED",
    "CONTACT_EMAIL_DUPLICATE",
    "CONTACT_NOT_OF_COMPANY",
  ],
});
