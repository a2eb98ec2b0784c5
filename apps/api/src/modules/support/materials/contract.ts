import { MATERIAL_SECRET_FIELDS, MATERIAL_TYPES, MAX_PAGE_SIZE, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import {
  idSchema,
  pageInput,
  safeString,
  searchText,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";

export const materialTypeSchema = z.enum(MATERIAL_TYPES, { error: MESSAGES.MATERIAL_TYPE_ENUM });
export const secretFieldSchema = z.enum(MATERIAL_SECRET_FIELDS, {
  error: MESSAGES.MATERIAL_SECRET_FIELD_UNKNOWN,
});

/** A free field: absent keeps it, '' or null clears it; the domain judges emptiness and formats in French. */
const text = (max: number) => safeString(max).nullish();
/** Codes are kept as typed; '' clears. */
const secret = safeString(200).nullish();

const id = idSchema("Le matériel");
const isActive = z.boolean({ error: MESSAGES.MATERIAL_IS_ACTIVE_NOT_BOOLEAN });

export const materialIdInput = z.object({ id });

export const materialSearchInput = z.object({
  type: materialTypeSchema.optional(),
  /** Name, brand, model, number, IMEI, plate, location, holder. */
  q: searchText,
  /** Absent: active and inactive. */
  active: z.boolean({ error: MESSAGES.MATERIAL_ACTIVE_FILTER_NOT_BOOLEAN }).optional(),
  ...pageInput(PAGE_SIZES.materials, MAX_PAGE_SIZE),
});

/** The fields of a save, for create and update alike (the type is fixed once created). */
export const materialFields = z.object({
  triangleOwnerId: idSchema("L'entreprise du groupe").nullish(),
  ownerUserId: idSchema("Le détenteur").nullish(),
  name: text(120),
  brand: text(120),
  model: text(120),
  buyAt: text(40),
  note: text(5_000),
  isActive: isActive.nullish(),
  phoneNumber: text(30),
  /** Up to 40 typed characters ('35-209900-176148-1'); the domain keeps the 15 digits. */
  imei1: text(40),
  imei2: text(40),
  googleAccount: text(180),
  numberPlate: text(20),
  computer: text(120),
  screen: text(60),
  scanner1: text(60),
  scanner2: text(60),
  printer: text(60),
  location: text(60),
  rustdeskId: text(60),
  secrets: z
    .object({ phonePassword: secret, pinCode: secret, googlePassword: secret, rustdeskPass: secret })
    .nullish(),
});

export const materialCreateInput = materialFields.extend({ type: materialTypeSchema });
export const materialUpdateInput = materialFields.extend({ id, version: versionSchema });

export type MaterialSearchInput = z.infer<typeof materialSearchInput>;
export type MaterialFields = z.infer<typeof materialFields>;
export type MaterialCreateInput = z.infer<typeof materialCreateInput>;
export type MaterialUpdateInput = z.infer<typeof materialUpdateInput>;

/**
 * 'Liste du matériel': every signed-in user lists, adds and edits materials (the spec names no role);
 * the codes are stored encrypted with the server's key and shown only to super admins, each time
 * written to the audit log.
 */
export const materialContract = defineContract({
  name: "material",
  operations: {
    search: { type: "query", policy: "authed", input: materialSearchInput },
    get: { type: "query", policy: "authed", input: materialIdInput },
    create: { type: "mutation", policy: "authed", input: materialCreateInput },
    update: { type: "mutation", policy: "authed", input: materialUpdateInput },
    setActive: { type: "mutation", policy: "authed", input: z.object({ id, isActive }) },
    /** 'Afficher': one code in plain text, written to the audit log. */
    revealSecret: {
      type: "mutation",
      policy: "superAdmin",
      input: z.object({ id, field: secretFieldSchema }),
    },
    reveals: { type: "query", policy: "superAdmin", input: materialIdInput },
    options: { type: "query", policy: "authed" },
    /** The project detail's multi-select: active materials. */
    choices: { type: "query", policy: "authed" },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "MATERIAL_NOT_FOUND",
    "MATERIAL_TYPE_INVALID",
    "MATERIAL_WRONG_TYPE",
    "MATERIAL_FIELD_REQUIRED",
    "MATERIAL_BRAND_OR_NAME_REQUIRED",
    "MATERIAL_DATE_INVALID",
    "MATERIAL_IMEI_DIGITS",
    "MATERIAL_IMEI_CHECK",
    "MATERIAL_IMEI_SAME",
    "MATERIAL_IMEI_TAKEN",
    "MATERIAL_PLATE_INVALID",
    "MATERIAL_PHONE_INVALID",
    "MATERIAL_GOOGLE_ACCOUNT_INVALID",
    "MATERIAL_CHOICE_INVALID",
    "MATERIAL_OWNER_COMPANY_UNKNOWN",
    "MATERIAL_OWNER_USER_INVALID",
    "MATERIAL_SECRETS_KEY_MISSING",
    "MATERIAL_SECRET_NOT_SET",
    "MATERIAL_SECRET_UNREADABLE",
    "MATERIAL_TYPE_ENUM",
    "MATERIAL_SECRET_FIELD_UNKNOWN",
    "MATERIAL_ACTIVE_FILTER_NOT_BOOLEAN",
    "MATERIAL_IS_ACTIVE_NOT_BOOLEAN",
    "MATERIAL_SEARCH_TYPE_UNKNOWN",
  ],
});
