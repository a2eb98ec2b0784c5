import { z } from "zod";

const id = z.number().int().positive();
/** Identity text: its rules (required, trimmed, e-mail, phone) are checked by the service in French. */
const text = z.string().max(300).nullish();
const flag = z.boolean().optional();

export const USERS_PAGE_SIZE = 120;

export const accountIdInput = z.object({ id });

export const accountListInput = z.object({
  q: z.string().max(200).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(USERS_PAGE_SIZE),
});

const identity = {
  name: text,
  lastname: text,
  email: text,
  phone: text,
  password: text,
};

const userFlags = {
  isActif: flag,
  isReceiveMailLead: flag,
  isReceiveAlert: flag,
  isReceiveRecoAcceptedEmail: flag,
  isCoachIA: flag,
  isSuperAdmin: flag,
  isCompta: flag,
  isReadAlert: flag,
  isLeaveAdmin: flag,
};

const memberships = { triangleCompanyIds: z.array(id).max(100).optional() };

export const userCreateInput = z.object({ ...identity, ...userFlags, ...memberships });

export const userUpdateInput = z.object({
  id,
  ...identity,
  ...userFlags,
  ...memberships,
  pictureFileId: id.nullish(),
});
