import { MATERIAL_SECRET_FIELDS, MATERIAL_TYPES, MAX_PAGE_SIZE, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../schemas";

export const materialTypeSchema = z.enum(MATERIAL_TYPES, {
  error: "Le type de matériel doit être téléphone (phone), véhicule (vehicule) ou animatos.",
});
export const secretFieldSchema = z.enum(MATERIAL_SECRET_FIELDS, {
  error: "Ce code n'existe pas (phonePassword, pinCode, googlePassword ou rustdeskPass).",
});

/** A free field: absent keeps it, '' or null clears it; the domain judges emptiness and formats in French. */
const text = (max: number) => safeString(max).nullish();
/** Codes are kept as typed; '' clears. */
const secret = safeString(200).nullish();

export const materialIdInput = z.object({ id: idSchema("Le matériel") });

export const materialSearchInput = z.object({
  type: materialTypeSchema.optional(),
  /** Name, brand, model, number, IMEI, plate, location, holder. */
  q: searchText,
  /** Absent: active and inactive. */
  active: z.boolean({ error: "active doit être vrai ou faux." }).optional(),
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
  isActive: z.boolean({ error: "isActive doit être vrai ou faux." }).nullish(),
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
export const materialUpdateInput = materialFields.extend({ id: idSchema("Le matériel") });

export const materialSetActiveInput = z.object({
  id: idSchema("Le matériel"),
  isActive: z.boolean({ error: "isActive doit être vrai ou faux." }),
});

export const materialRevealInput = z.object({ id: idSchema("Le matériel"), field: secretFieldSchema });

export type MaterialSearchInput = z.infer<typeof materialSearchInput>;
export type MaterialFields = z.infer<typeof materialFields>;
export type MaterialCreateInput = z.infer<typeof materialCreateInput>;
export type MaterialUpdateInput = z.infer<typeof materialUpdateInput>;
