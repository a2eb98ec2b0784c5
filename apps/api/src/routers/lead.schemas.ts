import { LEAD_LEVELS, LEAD_STATUS_LABELS, type LeadStatus } from "@tronc/domain";
import { z } from "zod";
import { addressInput } from "./address.schemas";

const LEAD_STATUSES = Object.keys(LEAD_STATUS_LABELS) as [LeadStatus, ...LeadStatus[]];

export const positiveId = (label: string) =>
  z
    .number({ error: `${label} doit être un identifiant numérique.` })
    .int()
    .positive();

/** Free text checked by the domain, which answers with the spec's French sentences when empty. */
export const text = (max: number) =>
  z
    .string()
    .max(max, { error: `${max} caractères au plus.` })
    .nullish();

export const leadIdInput = z.object({ id: positiveId("Le lead") });

export const leadSearchInput = z.object({
  /** Subject, requester's name, company, e-mail, phone; accent- and case-insensitive. */
  q: z.string().max(200).optional(),
  triangleCompanyId: positiveId("L'entreprise du groupe").nullish(),
  /**
   * Status filter values: statuses, 'IN_PROGRESS' ('En cours de traitement' = NEW + SEARCH + WRITE),
   * or 'ALL'. Absent: unread (the default). Ignored when a switch is on.
   */
  searchStatus: z.array(z.string().max(40)).max(20).optional(),
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
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
  withCounts: z.boolean().default(true),
});

export const requesterInput = z.object({
  /** An existing client company… */
  companyId: positiveId("L'entreprise").nullish(),
  /** …and one of its contacts; or a new contact for it (name, phone, e-mail below). */
  contactId: positiveId("Le contact").nullish(),
  /** Or a typed company name with a contact name. */
  companyName: text(255),
  name: text(255),
  phone: text(30),
  email: text(180),
});

export const leadCreateInput = z.object({
  requester: requesterInput,
  subject: text(255),
  source: text(255),
  triangleCompanyId: positiveId("L'entreprise du groupe").nullish(),
  sourceTriangleCompanyId: positiveId("L'entreprise du groupe").nullish(),
  message: text(20_000),
});

export const contactFormFields = z.object({
  name: text(255),
  phone: text(30),
  email: text(180),
  companyName: text(255),
  source: text(255),
  message: text(20_000),
  subject: text(255),
  infos: z.unknown().optional(),
});

export const leadFromContactFormInput = z.object({
  contactFormId: positiveId("Le formulaire de contact").nullish(),
  contactForm: contactFormFields.nullish(),
  subject: text(255),
  triangleCompanyId: positiveId("L'entreprise du groupe").nullish(),
  sourceTriangleCompanyId: positiveId("L'entreprise du groupe").nullish(),
  companyId: positiveId("L'entreprise").nullish(),
});

export const leadUpdateInput = z.object({
  id: positiveId("Le lead"),
  subject: z.string().max(255).optional(),
  /** Rich text (HTML from the editor), cleaned when saved. */
  brief: z.string().max(200_000).optional(),
  leadLevel: z.enum(LEAD_LEVELS).nullable().optional(),
  leadStatus: z.enum(LEAD_STATUSES).optional(),
  ownerId: positiveId("Le responsable").nullable().optional(),
  userAssignedId: positiveId("L'utilisateur assigné").nullable().optional(),
  triangleCompanyId: positiveId("L'entreprise du groupe").optional(),
  sourceTriangleCompanyId: positiveId("L'entreprise du groupe").optional(),
  companyId: positiveId("L'entreprise").nullable().optional(),
});

export const setCallbackInput = z.object({
  id: positiveId("Le lead"),
  /** 'YYYY-MM-DDTHH:mm' (Paris) or ISO with offset; anything else: 'Date de rappel invalide'. */
  callbackAt: z.string().max(40).nullish(),
  callbackSubject: text(255),
  /** Default: the current user. */
  callbackUserId: positiveId("L'utilisateur du rappel").nullish(),
});

export const cancelCallbackInput = z.object({
  id: positiveId("Le lead"),
  reason: text(255),
});

export const leadFileInput = z.object({ id: positiveId("Le lead"), fileId: positiveId("Le fichier") });
export const leadFilesInput = z.object({
  id: positiveId("Le lead"),
  fileIds: z.array(positiveId("Le fichier")).max(200),
});

export const conversionAddressInput = addressInput.extend({
  /** Typed by hand because the address service is down (coordinates then optional). */
  manual: z.boolean().optional(),
});

export const clientCompanyFields = z.object({
  name: text(255),
  siret: text(30),
  activitySector: text(150),
  companySize: z.union([z.number(), z.string().max(20)]).nullish(),
  isFactor: z.boolean().nullish(),
  website: text(255),
  internalComment: text(20_000),
  invoiceHeadName: text(255),
  invoiceAddress: text(1000),
});

export const contactFields = z.object({
  name: text(255),
  email: text(180),
  phone: text(30),
  occupation: text(150),
});

export const convertToCompanyInput = z.object({
  id: positiveId("Le lead"),
  /** An existing company found by the SIRET lookup… */
  companyId: positiveId("L'entreprise").nullish(),
  /** …or a new one. */
  company: clientCompanyFields.extend({ address: conversionAddressInput.nullish() }).nullish(),
  contact: contactFields,
  /** The duplicate e-mail warning was confirmed. */
  confirmDuplicate: z.boolean().optional(),
});
