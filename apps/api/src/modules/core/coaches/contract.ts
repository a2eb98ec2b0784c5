import { PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { bool, refs, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import {
  idListSchema,
  idSchema,
  nameSchema,
  pageInput,
  searchText,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("Le coach");

/** A person's name, on one line (nameSchema), read as Hydra reads a text. */
const name = text(300).pipe(nameSchema(300));

/**
 * The body of the old client and the screens' fields: identity, the flags, the group companies
 * (triangleCompanies on the wire: IRIs or ids, 100 at most). The old client also sends discr, which
 * must be 'coach-ia'; the service says so. The service checks the identity in French.
 */
const fields = {
  discr: text(40),
  name,
  lastname: name,
  email: text(300),
  phone: text(300),
  password: text(300),
  isReceiveMailLead: bool(),
  /** A coach may be created inactive (as a PUT switches one off): absent, it is active. */
  isActif: bool(),
  triangleCompanyIds: refs(PATHS.triangleCompanies).pipe(
    idListSchema("L'entreprise du groupe", 100).optional(),
  ),
};

/** AI coach accounts ('coach-ia'): managed by super admins only (DESIGN.md §4). */
export const coachContract = defineContract({
  name: "coach",
  operations: {
    list: {
      type: "query",
      policy: "superAdmin",
      input: z.object({ q: searchText, ...pageInput(PAGE_SIZES.coaches, 500) }),
    },
    get: { type: "query", policy: "superAdmin", input: z.object({ id }) },
    create: { type: "mutation", policy: "superAdmin", input: z.object(fields) },
    /** 'Annulations de prises en charge' is counted by the AI coach area; it is shown, not edited. */
    update: {
      type: "mutation",
      policy: "superAdmin",
      input: z.object({ id, version: versionSchema, ...fields }),
    },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "COACH_NOT_FOUND",
    "FIRST_NAME_REQUIRED",
    "LAST_NAME_REQUIRED",
    "EMAIL_REQUIRED",
    "EMAIL_INVALID",
    "EMAIL_TAKEN",
    "FIELD_TOO_LONG",
    "PASSWORD_REQUIRED",
    "PASSWORD_TOO_SHORT",
    "UNKNOWN_TRIANGLE_COMPANY",
    "OWN_ACTIVE_FLAG",
  ],
});
