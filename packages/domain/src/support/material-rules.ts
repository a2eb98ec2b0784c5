import { domainError } from "../messages";
import { parseDate } from "../shared/calendar-dates";
import { hasValidLuhnKey, isValidEmail } from "../shared/french-identifiers";
import { isValidPhone, tidyPhone } from "../shared/phone-number";

export const MATERIAL_TYPES = ["phone", "vehicule", "animatos"] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const MATERIAL_TYPE_LABELS = {
  phone: "Téléphone",
  vehicule: "Véhicule",
  animatos: "Animatos",
} as const satisfies Record<MaterialType, string>;

/** 'un téléphone': the type inside a sentence. */
export const MATERIAL_TYPE_ARTICLES = {
  phone: "un téléphone",
  vehicule: "un véhicule",
  animatos: "un animatos",
} as const satisfies Record<MaterialType, string>;

export function isMaterialType(value: string): value is MaterialType {
  return (MATERIAL_TYPES as readonly string[]).includes(value);
}

/** Fields a material of each type needs before saving (brand or name, model, company, purchase date for all). */
export const MATERIAL_REQUIRED_FIELDS = {
  phone: [
    "triangleOwner",
    "buyAt",
    "brand",
    "model",
    "phoneNumber",
    "IMEI1",
    "phonePassword",
    "googleAccount",
    "googlePassword",
  ],
  vehicule: ["triangleOwner", "buyAt", "brand", "model", "numberPlate"],
  animatos: ["triangleOwner", "buyAt", "brand", "model"],
} as const satisfies Record<MaterialType, readonly string[]>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** The required fields still empty, to flag in the form; 'brand' is satisfied by a name too (spec §5). */
export function missingMaterialFields(type: MaterialType, values: Record<string, unknown>): string[] {
  return MATERIAL_REQUIRED_FIELDS[type].filter((field) =>
    field === "brand" ? isBlank(values.brand) && isBlank(values.name) : isBlank(values[field]),
  );
}

/** The access codes of a material, stored only encrypted and never listed. */
export const MATERIAL_SECRET_FIELDS = ["phonePassword", "pinCode", "googlePassword", "rustdeskPass"] as const;
export type MaterialSecretField = (typeof MATERIAL_SECRET_FIELDS)[number];

export const MATERIAL_SECRET_LABELS = {
  phonePassword: "Mot de passe du téléphone",
  pinCode: "Code PIN",
  googlePassword: "Mot de passe Google",
  rustdeskPass: "Mot de passe RustDesk",
} as const satisfies Record<MaterialSecretField, string>;

export function isMaterialSecretField(value: string): value is MaterialSecretField {
  return (MATERIAL_SECRET_FIELDS as readonly string[]).includes(value);
}

/** The free fields each type adds to the common ones (spec §3 Material); the others stay empty. */
export const MATERIAL_TYPE_TEXT_FIELDS = {
  phone: ["phoneNumber", "imei1", "imei2", "googleAccount", "rustdeskId"],
  vehicule: ["numberPlate"],
  animatos: ["computer", "screen", "scanner1", "scanner2", "printer", "location", "rustdeskId"],
} as const satisfies Record<MaterialType, readonly string[]>;

export type MaterialTypeTextField = (typeof MATERIAL_TYPE_TEXT_FIELDS)[MaterialType][number];

/** The access codes each type has. */
export const MATERIAL_TYPE_SECRET_FIELDS = {
  phone: ["phonePassword", "pinCode", "googlePassword", "rustdeskPass"],
  vehicule: [],
  animatos: ["rustdeskPass"],
} as const satisfies Record<MaterialType, readonly MaterialSecretField[]>;

/** The predefined choices of an animatos (spec §9); the names are the group's kit (see decisions). */
export const ANIMATOS_CHOICES = {
  screens: ["32 pouces", "43 pouces", "55 pouces", "Autre"],
  scanners: ["Honeywell Voyager 1470g", "Zebra DS2208", "Datalogic QuickScan QD2590"],
  printers: ["Epson TM-T20III", "Star TSP143IV", "Brother QL-820NWB"],
  locations: ["Entrepôt", "Client", "Client (location)", "Fournisseur", "En réparation", "Hors service"],
} as const;

/** Which list of choices each animatos field takes its value from. */
export const ANIMATOS_CHOICE_OF_FIELD = {
  screen: "screens",
  scanner1: "scanners",
  scanner2: "scanners",
  printer: "printers",
  location: "locations",
} as const satisfies Record<string, keyof typeof ANIMATOS_CHOICES>;

/** Each input field inside a French sentence ('L'IMEI 1 est obligatoire…'). */
export const MATERIAL_FIELD_LABELS = {
  triangleOwnerId: "L'entreprise du groupe",
  ownerUserId: "Le détenteur",
  name: "Le nom",
  brand: "La marque",
  model: "Le modèle",
  buyAt: "La date d'achat",
  note: "La note",
  phoneNumber: "Le numéro de téléphone",
  imei1: "L'IMEI 1",
  imei2: "L'IMEI 2",
  googleAccount: "Le compte Google",
  numberPlate: "L'immatriculation",
  computer: "L'ordinateur",
  screen: "L'écran",
  scanner1: "Le scanner 1",
  scanner2: "Le scanner 2",
  printer: "L'imprimante",
  location: "L'emplacement",
  rustdeskId: "L'identifiant RustDesk",
  phonePassword: "Le mot de passe du téléphone",
  pinCode: "Le code PIN",
  googlePassword: "Le mot de passe Google",
  rustdeskPass: "Le mot de passe RustDesk",
} as const;

export type MaterialField = keyof typeof MATERIAL_FIELD_LABELS;

/** The 14 digits of an IMEI give its 15th, the Luhn check digit. */
export function imeiCheckDigit(first14: string): number {
  if (!/^\d{14}$/.test(first14)) throw new RangeError("an IMEI body is 14 digits");
  for (let digit = 0; digit <= 9; digit++) if (hasValidLuhnKey(`${first14}${digit}`)) return digit;
  throw new RangeError("unreachable: one digit always completes a Luhn sum");
}

/** Exactly 15 digits whose last is the Luhn check digit of the 14 before. */
export function isValidImei(value: string): boolean {
  return /^\d{15}$/.test(value) && hasValidLuhnKey(value);
}

/** An IMEI as typed ('35 209900 176148 1'): spaces and dashes dropped, then checked (field named). */
export function readImei(value: string, field: "imei1" | "imei2"): string {
  const digits = value.replace(/[\s\u00a0\u202f-]/g, "");
  const label = MATERIAL_FIELD_LABELS[field];
  if (!/^\d{15}$/.test(digits)) {
    throw domainError("MATERIAL_IMEI_DIGITS", "invalid", { label, value: value.trim() }, { field });
  }
  if (!hasValidLuhnKey(digits)) {
    throw domainError("MATERIAL_IMEI_CHECK", "invalid", { label, value: digits }, { field });
  }
  return digits;
}

/** SIV plates (since 2009): two letters, three digits, two letters; I, O, U and 000 are never issued. */
const SIV_PLATE = /^([A-HJ-NP-TV-Z]{2})[\s-]?(\d{3})[\s-]?([A-HJ-NP-TV-Z]{2})$/;
/** FNI plates (before 2009): 1-4 digits, 1-3 letters, the département (2A/2B, overseas 971-976). */
const FNI_PLATE = /^(\d{1,4})[\s-]?([A-Z]{1,3})[\s-]?(\d{2}|2A|2B|97[1-6])$/;

/** A French plate in its written form, 'AB-123-CD' or '1234 AB 56' (upper case); null if it is none. */
export function normalizeNumberPlate(value: string): string | null {
  const plate = value.trim().toUpperCase().replace(/\s+/g, " ");
  const siv = SIV_PLATE.exec(plate);
  if (siv && siv[2] !== "000") return `${siv[1]}-${siv[2]}-${siv[3]}`;
  const fni = FNI_PLATE.exec(plate);
  return fni ? `${fni[1]} ${fni[2]} ${fni[3]}` : null;
}

/** The common fields and every type's own, as the form or a client sends them. */
export type MaterialTextInput = Partial<Record<MaterialField, string | null>>;

export interface MaterialFormInput extends Omit<MaterialTextInput, "triangleOwnerId" | "ownerUserId"> {
  triangleOwnerId?: number | null;
  ownerUserId?: number | null;
  isActive?: boolean | null;
  /** undefined keeps the saved code, '' (or null) clears it, a value replaces it. */
  secrets?: Partial<Record<MaterialSecretField, string | null | undefined>> | null;
}

/** The columns of a material as stored (secrets aside). */
export interface MaterialValues extends Record<MaterialTypeTextField, string | null> {
  triangleOwnerId: number;
  ownerUserId: number | null;
  name: string | null;
  brand: string | null;
  model: string;
  buyAt: string;
  note: string | null;
  isActive: boolean;
}

/** What a save does to each code: a plain value to encrypt, null to clear; absent keys stay. */
export type MaterialSecretChanges = Partial<Record<MaterialSecretField, string | null>>;

export interface SavedMaterial {
  values: MaterialValues;
  secretsSet: Record<MaterialSecretField, boolean>;
}

const ALL_TYPE_FIELDS = [
  ...new Set(Object.values(MATERIAL_TYPE_TEXT_FIELDS).flat()),
] as readonly MaterialTypeTextField[];

const COMMON_TEXT_FIELDS = ["name", "brand", "model", "buyAt", "note"] as const;

/** What the save leaves in a text field: the value sent (trimmed, '' → null) or, absent, the saved one. */
function merged(sent: string | null | undefined, saved: string | null | undefined): string | null {
  if (sent === undefined) return saved ?? null;
  const text = sent?.trim() ?? "";
  return text === "" ? null : text;
}

function required<T>(
  type: MaterialType,
  field: MaterialField,
  value: T | null | undefined,
): asserts value is T {
  if (value === null || value === undefined) {
    const params = { label: MATERIAL_FIELD_LABELS[field], type: MATERIAL_TYPE_ARTICLES[type] };
    throw domainError("MATERIAL_FIELD_REQUIRED", "invalid", params, { field });
  }
}

function readBuyAt(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;
  try {
    parseDate(day);
  } catch {
    throw domainError("MATERIAL_DATE_INVALID", "invalid", { value }, { field: "buyAt" });
  }
  return day;
}

/** An animatos choice is one offered, or the value it already had (a choice since withdrawn stays). */
function readChoice(field: keyof typeof ANIMATOS_CHOICE_OF_FIELD, value: string, saved: string | null) {
  const offered: readonly string[] = ANIMATOS_CHOICES[ANIMATOS_CHOICE_OF_FIELD[field]];
  if (value === saved) return value;
  const match = offered.find((choice) => choice.toLowerCase() === value.toLowerCase());
  if (match) return match;
  const label = MATERIAL_FIELD_LABELS[field];
  throw domainError("MATERIAL_CHOICE_INVALID", "invalid", { label, value }, { field });
}

/** The type's own fields read one by one: formats (IMEI, plate, phone, e-mail) and choices. */
function readTypeFields(
  type: MaterialType,
  input: MaterialFormInput,
  saved: MaterialValues | undefined,
): Record<MaterialTypeTextField, string | null> {
  const own = MATERIAL_TYPE_TEXT_FIELDS[type] as readonly MaterialTypeTextField[];
  const values = Object.fromEntries(ALL_TYPE_FIELDS.map((field) => [field, null])) as Record<
    MaterialTypeTextField,
    string | null
  >;
  for (const field of own) values[field] = merged(input[field], saved?.[field]);
  if (values.phoneNumber !== null) {
    const phone = tidyPhone(values.phoneNumber);
    if (!isValidPhone(phone)) {
      throw domainError("MATERIAL_PHONE_INVALID", "invalid", { value: phone }, { field: "phoneNumber" });
    }
    values.phoneNumber = phone;
  }
  if (values.imei1 !== null) values.imei1 = readImei(values.imei1, "imei1");
  if (values.imei2 !== null) values.imei2 = readImei(values.imei2, "imei2");
  if (values.imei1 !== null && values.imei1 === values.imei2) {
    throw domainError("MATERIAL_IMEI_SAME", "invalid", {}, { field: "imei2" });
  }
  if (values.googleAccount !== null && !isValidEmail(values.googleAccount)) {
    const params = { value: values.googleAccount };
    throw domainError("MATERIAL_GOOGLE_ACCOUNT_INVALID", "invalid", params, { field: "googleAccount" });
  }
  if (values.numberPlate !== null) {
    const plate = normalizeNumberPlate(values.numberPlate);
    if (!plate) {
      const params = { value: values.numberPlate };
      throw domainError("MATERIAL_PLATE_INVALID", "invalid", params, { field: "numberPlate" });
    }
    values.numberPlate = plate;
  }
  for (const field of Object.keys(ANIMATOS_CHOICE_OF_FIELD) as (keyof typeof ANIMATOS_CHOICE_OF_FIELD)[]) {
    const value = values[field];
    if (value !== null) values[field] = readChoice(field, value, saved?.[field] ?? null);
  }
  return values;
}

/** The type's codes as the save leaves them: sent ones replace or clear, absent ones stay. */
function readSecrets(
  type: MaterialType,
  input: MaterialFormInput,
  saved: SavedMaterial | undefined,
): { changes: MaterialSecretChanges; set: Record<MaterialSecretField, boolean> } {
  const changes: MaterialSecretChanges = {};
  const set = Object.fromEntries(
    MATERIAL_SECRET_FIELDS.map((field) => [field, saved?.secretsSet[field] ?? false]),
  ) as Record<MaterialSecretField, boolean>;
  for (const field of MATERIAL_TYPE_SECRET_FIELDS[type] as readonly MaterialSecretField[]) {
    const sent = input.secrets?.[field];
    if (sent === undefined) continue;
    // A code is kept as typed (spaces may be part of it); only an empty one clears.
    changes[field] = sent === null || sent === "" ? null : sent;
    set[field] = changes[field] !== null;
  }
  return { changes, set };
}

/**
 * Reads a material's save (creation without `saved`, edition with it): absent fields keep the saved
 * value, '' or null clears it. Then the spec §5 requirements in the form's order — group company,
 * purchase date, brand or name, model, and each type's own — and every format, each refusal naming
 * its field in French. Fields of another type are not kept.
 */
export function readMaterial(
  type: MaterialType,
  input: MaterialFormInput,
  saved?: SavedMaterial,
): { values: MaterialValues; secrets: MaterialSecretChanges } {
  const before = saved?.values;
  const common = Object.fromEntries(
    COMMON_TEXT_FIELDS.map((field) => [field, merged(input[field], before?.[field])]),
  ) as Record<(typeof COMMON_TEXT_FIELDS)[number], string | null>;
  const triangleOwnerId =
    input.triangleOwnerId === undefined ? (before?.triangleOwnerId ?? null) : input.triangleOwnerId;
  const ownerUserId = input.ownerUserId === undefined ? (before?.ownerUserId ?? null) : input.ownerUserId;
  required(type, "triangleOwnerId", triangleOwnerId);
  required(type, "buyAt", common.buyAt);
  const buyAt = readBuyAt(common.buyAt);
  if (common.brand === null && common.name === null) {
    const params = { type: MATERIAL_TYPE_ARTICLES[type] };
    throw domainError("MATERIAL_BRAND_OR_NAME_REQUIRED", "invalid", params, { field: "brand" });
  }
  required(type, "model", common.model);
  const typeFields = readTypeFields(type, input, before);
  const secrets = readSecrets(type, input, saved);
  if (type === "phone") {
    required(type, "phoneNumber", typeFields.phoneNumber);
    required(type, "imei1", typeFields.imei1);
    if (!secrets.set.phonePassword) required(type, "phonePassword", null);
    required(type, "googleAccount", typeFields.googleAccount);
    if (!secrets.set.googlePassword) required(type, "googlePassword", null);
  }
  if (type === "vehicule") required(type, "numberPlate", typeFields.numberPlate);
  return {
    values: {
      ...typeFields,
      triangleOwnerId,
      ownerUserId,
      name: common.name,
      brand: common.brand,
      model: common.model,
      buyAt,
      note: common.note,
      isActive: input.isActive ?? before?.isActive ?? true,
    },
    secrets: secrets.changes,
  };
}

/** The project picker's line: 'Téléphone · Samsung Galaxy A54 · 06 12 34 56 78'. */
export function materialChoiceLabel(material: {
  type: MaterialType;
  name: string | null;
  brand: string | null;
  model: string;
  phoneNumber: string | null;
  numberPlate: string | null;
  location: string | null;
}): string {
  const title = [material.name, [material.brand, material.model].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(" ");
  const detail =
    material.type === "phone"
      ? material.phoneNumber
      : material.type === "vehicule"
        ? material.numberPlate
        : material.location;
  return [MATERIAL_TYPE_LABELS[material.type], title, detail].filter(Boolean).join(" · ");
}
