import { PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import {
  idListSchema,
  idSchema,
  nameSchema,
  pageInput,
  searchText,
  textSchema,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("L'utilisateur");

/** Identity text: its rules (required, trimmed, e-mail, phone) are checked by the service in French. */
const text = textSchema(300);
const flag = z.boolean().optional();

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

/** Group users ('triangle-user'): managed by super admins only. They have no Hydra rows of their own. */
export const userContract = defineContract({
  name: "user",
  operations: {
    list: {
      type: "query",
      policy: "superAdmin",
      input: z.object({ q: searchText, ...pageInput(PAGE_SIZES.users, 500) }),
    },
    get: { type: "query", policy: "superAdmin", input: z.object({ id }) },
    create: {
      type: "mutation",
      policy: "superAdmin",
      input: z.object({ ...identity, ...userFlags, ...memberships }),
    },
    update: {
      type: "mutation",
      policy: "superAdmin",
      input: z.object({
        id,
        version: versionSchema,
        ...identity,
        ...userFlags,
        ...memberships,
        pictureFileId: idSchema("La photo").nullish(),
      }),
    },
    /** The group companies offered as memberships. */
    companyChoices: { type: "query", policy: "superAdmin" },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "USER_NOT_FOUND",
    "FIRST_NAME_REQUIRED",
    "LAST_NAME_REQUIRED",
    "EMAIL_REQUIRED",
    "EMAIL_INVALID",
    "EMAIL_TAKEN",
    "PHONE_REQUIRED",
    "PHONE_INVALID",
    "FIELD_TOO_LONG",
    "PASSWORD_REQUIRED",
    "PASSWORD_TOO_SHORT",
    "UNKNOWN_TRIANGLE_COMPANY",
    "PICTURE_NOT_IMAGE",
    "OWN_ACTIVE_FLAG",
    "OWN_SUPER_ADMIN",
  ],
});
