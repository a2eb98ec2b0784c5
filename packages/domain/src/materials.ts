import type { Badge } from "./state-machine";

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

/** A material's state is a plain active switch: no transition rule. */
export function materialStateBadge(active: boolean): Badge {
  return active ? { label: "Actif", color: "success" } : { label: "Inactif", color: "danger" };
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
