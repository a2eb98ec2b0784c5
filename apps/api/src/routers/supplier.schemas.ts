import { MAX_PICKER_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, nameSchema, pageInput, safeString, searchText, textSchema } from "../schemas";
import { addressInput } from "./address.schemas";

const id = idSchema("Le fournisseur");

/** A number or what a person typed ('12,5', '30'): the domain reads it and says what is wrong in French. */
const typedNumber = z.union([z.number(), safeString(20)]).nullish();

export const supplierIdInput = z.object({ id });

export const supplierSearchInput = z.object({
  q: searchText,
  siret: safeString(30).optional(),
  active: z.boolean().optional(),
  /** The purchase picker asks up to 10 000 active suppliers at once. */
  ...pageInput(PAGE_SIZES.suppliers, MAX_PICKER_PAGE_SIZE),
});

/** The spec's 'POST empty record': nothing is read, a draft is created. */
export const supplierCreateInput = z.object({}).optional();

/** Absent: unchanged; null: cleared. The domain checks the supplier as it will be saved. */
export const supplierUpdateInput = z.object({
  id,
  name: nameSchema(255),
  phone: textSchema(30),
  email: textSchema(180),
  siret: textSchema(30),
  contactName: nameSchema(255),
  contactMail: textSchema(180),
  contactPhone: textSchema(30),
  address: addressInput.nullish(),
  paymentMode: typedNumber,
  advancePercent: typedNumber,
  note: textSchema(20_000),
  isActive: z.boolean().optional(),
});
