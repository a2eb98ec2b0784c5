import { LEAD_LEVELS, LEAD_STATUS_LABELS, type LeadStatus, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { addressInput } from "../modules/sales/addresses/contract";
import {
  contactFormInfos,
  ID_MAX,
  idListSchema,
  idSchema,
  nameSchema,
  pageInput,
  safeString,
  searchText,
  textSchema,
  websiteSchema,
} from "../schemas";

const LEAD_STATUSES = Object.keys(LEAD_STATUS_LABELS) as [LeadStatus, ...LeadStatus[]];

export const leadIdInput = z.object({ id: idSchema("Le lead") });

export const leadSearchInput = z.object({
  /** Subject, requester's name, company, e-mail, phone; accent- and case-insensitive. */
  q: searchText,
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
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

export const requesterInput = z.object({
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

export const leadCreateInput = z.object({
  requester: requesterInput,
  subject: textSchema(255),
  source: textSchema(255),
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  sourceTriangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  message: textSchema(20_000),
});

export const contactFormFields = z.object({
  name: nameSchema(255),
  phone: textSchema(30),
  email: textSchema(180),
  companyName: nameSchema(255),
  source: textSchema(255),
  message: textSchema(20_000),
  subject: textSchema(255),
  infos: contactFormInfos,
});

export const leadFromContactFormInput = z.object({
  contactFormId: idSchema("Le formulaire de contact").nullish(),
  contactForm: contactFormFields.nullish(),
  subject: textSchema(255),
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  sourceTriangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  companyId: idSchema("L'entreprise").nullish(),
});

export const leadUpdateInput = z.object({
  id: idSchema("Le lead"),
  subject: safeString(255).optional(),
  /** Rich text (HTML from the editor), cleaned when saved. */
  brief: safeString(200_000).optional(),
  leadLevel: z.enum(LEAD_LEVELS).nullable().optional(),
  leadStatus: z.enum(LEAD_STATUSES).optional(),
  ownerId: idSchema("Le responsable").nullable().optional(),
  userAssignedId: idSchema("L'utilisateur assigné").nullable().optional(),
  triangleCompanyId: idSchema("L'entreprise du groupe").optional(),
  sourceTriangleCompanyId: idSchema("L'entreprise du groupe").optional(),
  companyId: idSchema("L'entreprise").nullable().optional(),
});

export const setCallbackInput = z.object({
  id: idSchema("Le lead"),
  /** 'YYYY-MM-DDTHH:mm' (Paris) or ISO with offset; anything else: 'Date de rappel invalide'. */
  callbackAt: textSchema(40),
  callbackSubject: textSchema(255),
  /** Default: the current user. */
  callbackUserId: idSchema("L'utilisateur du rappel").nullish(),
});

export const cancelCallbackInput = z.object({
  id: idSchema("Le lead"),
  reason: textSchema(255),
});

export const leadFileInput = z.object({ id: idSchema("Le lead"), fileId: idSchema("Le fichier") });
export const leadFilesInput = z.object({
  id: idSchema("Le lead"),
  fileIds: idListSchema("Le fichier", 200),
});

export const conversionAddressInput = addressInput.extend({
  /** Typed by hand because the address service is down (coordinates then optional). */
  manual: z.boolean().optional(),
});

export const clientCompanyFields = z.object({
  name: nameSchema(255),
  siret: textSchema(30),
  activitySector: textSchema(150),
  /** The domain reads it ('12' or 12) and refuses what is not a headcount; the bound keeps it an int4. */
  companySize: z
    .union([z.number(), safeString(20)])
    .refine((value) => !(Math.abs(Number(value)) > ID_MAX), { error: "L'effectif est trop grand." })
    .nullish(),
  isFactor: z.boolean().nullish(),
  website: websiteSchema,
  internalComment: textSchema(20_000),
  invoiceHeadName: nameSchema(255),
  invoiceAddress: textSchema(1000),
});

export const contactFields = z.object({
  name: nameSchema(255),
  email: textSchema(180),
  phone: textSchema(30),
  occupation: textSchema(150),
});

export const convertToCompanyInput = z.object({
  id: idSchema("Le lead"),
  /** An existing company found by the SIRET lookup… */
  companyId: idSchema("L'entreprise").nullish(),
  /** …or a new one. */
  company: clientCompanyFields.extend({ address: conversionAddressInput.nullish() }).nullish(),
  contact: contactFields,
  /** The duplicate e-mail warning was confirmed. */
  confirmDuplicate: z.boolean().optional(),
});
