import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { bool, text } from "../../../hydra/body";
import {
  idSchema,
  nameSchema,
  pageInput,
  safeString,
  searchText,
  VERSION_MESSAGES,
  versionSchema,
} from "../../../schemas";
import { defineContract } from "../../resource/contract";
import { addressInput } from "../../sales/addresses/contract";

const id = idSchema("Le fournisseur");

/** A company's or a person's name, on one line (nameSchema), read as Hydra reads a text. */
const name = text(255).pipe(nameSchema(255));

const search = z.object({
  q: searchText,
  siret: safeString(30).optional(),
  active: z.boolean().optional(),
  /** The purchase picker asks up to 10 000 active suppliers at once. */
  ...pageInput(PAGE_SIZES.suppliers, MAX_PICKER_PAGE_SIZE),
});

/**
 * The fields of a save (PUT, or a POST filling its draft). Absent: unchanged; null: cleared. The
 * domain checks the supplier as it will be saved. paymentMode and advancePercent (the wire's
 * `advance`, the deposit percentage) may come as numbers: read as their text, the domain reads it
 * ('12,5', '30') and says what is wrong in French.
 */
export const supplierFields = {
  name,
  phone: text(30),
  email: text(180),
  siret: text(30),
  contactName: name,
  contactMail: text(180),
  contactPhone: text(30),
  address: addressInput.nullish(),
  paymentMode: text(20),
  advancePercent: text(20),
  note: text(20_000),
  isActive: bool(),
};

/**
 * Suppliers: every signed-in user lists, creates and edits them (the spec shows no restriction);
 * deleting a saved supplier is the super admins' (a draft, anyone's), checked by the domain.
 */
export const supplierContract = defineContract({
  name: "supplier",
  operations: {
    search: { type: "query", policy: "authed", input: search },
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    /** The spec's 'POST empty record': nothing is read, a draft is created. */
    create: { type: "mutation", policy: "authed" },
    update: {
      type: "mutation",
      policy: "authed",
      input: z.object({ id, version: versionSchema, ...supplierFields }),
    },
    delete: { type: "mutation", policy: "authed", input: z.object({ id }) },
  },
  messages: [
    ...VERSION_MESSAGES,
    "SUPPLIER_NOT_FOUND",
    "SUPPLIER_NAME_TOO_SHORT",
    "SUPPLIER_SIRET_REQUIRED",
    "SUPPLIER_ADDRESS_REQUIRED",
    "SUPPLIER_PAYMENT_MODE_INVALID",
    "SUPPLIER_ADVANCE_REQUIRED",
    "SUPPLIER_ADVANCE_NOT_A_NUMBER",
    "SUPPLIER_ADVANCE_OUT_OF_RANGE",
    "SUPPLIER_ADVANCE_TOO_PRECISE",
    "SUPPLIER_CONTACT_MAIL_INVALID",
    "SUPPLIER_CONTACT_PHONE_INVALID",
    "SUPPLIER_IN_USE",
    "SUPPLIER_HAS_PURCHASES",
    "SUPPLIER_DELETE_FORBIDDEN",
  ],
});
