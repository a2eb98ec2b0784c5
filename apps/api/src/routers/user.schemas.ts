import { PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idListSchema, idSchema, nameSchema, pageInput, searchText, textSchema } from "../schemas";

/** Identity text: its rules (required, trimmed, e-mail, phone) are checked by the service in French. */
const text = textSchema(300);
const flag = z.boolean().optional();

export const USERS_PAGE_SIZE = PAGE_SIZES.users;

export const accountIdInput = z.object({ id: idSchema("L'utilisateur") });

export const accountListInput = z.object({
  q: searchText,
  ...pageInput(USERS_PAGE_SIZE, 500),
});

const identity = {
  name: nameSchema(300),
  lastname: nameSchema(300),
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

const memberships = { triangleCompanyIds: idListSchema("L'entreprise du groupe", 100).optional() };

export const userCreateInput = z.object({ ...identity, ...userFlags, ...memberships });

export const userUpdateInput = z.object({
  id: idSchema("L'utilisateur"),
  ...identity,
  ...userFlags,
  ...memberships,
  pictureFileId: idSchema("La photo").nullish(),
});
