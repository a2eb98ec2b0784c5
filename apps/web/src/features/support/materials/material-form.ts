import {
  MATERIAL_SECRET_FIELDS,
  MATERIAL_SECRET_LABELS,
  MATERIAL_TYPE_SECRET_FIELDS,
  MATERIAL_TYPE_TEXT_FIELDS,
  type MaterialSecretField,
  type MaterialType,
  missingMaterialFields,
} from "@tronc/domain";
import { domainErrorOf, fieldErrorsOf } from "../../../lib/api-error";
import type { RouterInputs } from "../../../lib/trpc";
import type { FieldDifference } from "../../../ui/conflict-dialog";
import type { MaterialView } from "./material-helpers";

export type SecretField = MaterialSecretField;

export const TEXT_FIELDS = [
  "name",
  "brand",
  "model",
  "buyAt",
  "note",
  "phoneNumber",
  "imei1",
  "imei2",
  "googleAccount",
  "numberPlate",
  "computer",
  "screen",
  "scanner1",
  "scanner2",
  "printer",
  "location",
  "rustdeskId",
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** A secret as the form holds it: what was typed, and whether the saved one is to be wiped. */
export interface SecretDraft {
  value: string;
  clear: boolean;
}

export type MaterialDraft = Record<TextField, string> & {
  type: MaterialType;
  triangleOwnerId: number | null;
  ownerUserId: number | null;
  isActive: boolean;
  secrets: Record<SecretField, SecretDraft>;
};

/** Every key of the form a message can be shown under, and 'form' for the top of the modal. */
export type MaterialFormKey = TextField | SecretField | "triangleOwnerId" | "ownerUserId" | "form";
export type MaterialErrors = Partial<Record<MaterialFormKey, string>>;

const COMMON_TEXT_FIELDS: readonly TextField[] = ["name", "brand", "model", "buyAt", "note"];

/** The domain's names of the required fields (spec §5), as the form names them. */
const FORM_KEY_OF_REQUIRED: Record<string, MaterialFormKey> = {
  triangleOwner: "triangleOwnerId",
  IMEI1: "imei1",
};

export const FIELD_LABELS: Record<Exclude<MaterialFormKey, "form">, string> = {
  triangleOwnerId: "Entreprise du groupe",
  ownerUserId: "Détenteur",
  name: "Nom",
  brand: "Marque",
  model: "Modèle",
  buyAt: "Date d'achat",
  note: "Note",
  phoneNumber: "Numéro de téléphone",
  imei1: "IMEI 1",
  imei2: "IMEI 2",
  googleAccount: "Compte Google",
  numberPlate: "Immatriculation",
  computer: "Ordinateur",
  screen: "Écran",
  scanner1: "Scanner 1",
  scanner2: "Scanner 2",
  printer: "Imprimante",
  location: "Emplacement",
  rustdeskId: "Identifiant RustDesk",
  ...MATERIAL_SECRET_LABELS,
};

const emptySecrets = (): Record<SecretField, SecretDraft> => ({
  phonePassword: { value: "", clear: false },
  pinCode: { value: "", clear: false },
  googlePassword: { value: "", clear: false },
  rustdeskPass: { value: "", clear: false },
});

export function emptyDraft(type: MaterialType): MaterialDraft {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as Record<TextField, string>;
  return {
    ...texts,
    type,
    triangleOwnerId: null,
    ownerUserId: null,
    isActive: true,
    secrets: emptySecrets(),
  };
}

/** The saved material as the form shows it; secrets start empty (the server never sends them). */
export function draftOf(material: MaterialView): MaterialDraft {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, material[field] ?? ""])) as Record<
    TextField,
    string
  >;
  return {
    ...texts,
    type: material.type,
    triangleOwnerId: material.triangleOwner.id,
    ownerUserId: material.owner?.id ?? null,
    isActive: material.isActive,
    secrets: emptySecrets(),
  };
}

/** Whether a secret will be there once saved: typed now, or saved before and not wiped. */
export function secretWillBeSet(draft: MaterialDraft, field: SecretField, savedSet: boolean): boolean {
  const secret = draft.secrets[field];
  return secret.value !== "" || (savedSet && !secret.clear);
}

/** The keys of the form the domain requires for this type ('brand' standing for 'brand or name'). */
export function requiredKeys(type: MaterialType): MaterialFormKey[] {
  return missingMaterialFields(type, {}).map(
    (field) => FORM_KEY_OF_REQUIRED[field] ?? (field as MaterialFormKey),
  );
}

/** The required fields still empty (a saved code counts as filled), with the message shown under each. */
export function missingRequired(
  draft: MaterialDraft,
  secretsSet: Partial<Record<SecretField, boolean>>,
): MaterialErrors {
  // A code counts as filled when typed now or saved before (its value never reaches the browser).
  const secrets = Object.fromEntries(
    MATERIAL_SECRET_FIELDS.map((field) => [
      field,
      secretWillBeSet(draft, field, secretsSet[field] ?? false) ? "enregistré" : null,
    ]),
  );
  const values = { ...draft, ...secrets, triangleOwner: draft.triangleOwnerId, IMEI1: draft.imei1 };
  const errors: MaterialErrors = {};
  for (const field of missingMaterialFields(draft.type, values)) {
    const key = FORM_KEY_OF_REQUIRED[field] ?? (field as MaterialFormKey);
    errors[key] =
      key === "brand"
        ? "Indiquez la marque ou le nom."
        : key === "triangleOwnerId"
          ? "Choisissez l'entreprise du groupe."
          : "Ce champ est obligatoire.";
  }
  return errors;
}

type CreateInput = RouterInputs["material"]["create"];
type Secrets = NonNullable<CreateInput["secrets"]>;

/** Everything the form sends, for create and update alike: an emptied optional field is sent as ''. */
export function materialInput(draft: MaterialDraft, editing: boolean) {
  const texts: Partial<Record<TextField, string>> = {};
  for (const field of [...COMMON_TEXT_FIELDS, ...MATERIAL_TYPE_TEXT_FIELDS[draft.type]]) {
    const value = draft[field].trim();
    // A new material leaves its blanks out; an edited one sends '' to empty a field it had.
    if (value || editing) texts[field] = value;
  }
  const secrets: Secrets = {};
  for (const field of MATERIAL_TYPE_SECRET_FIELDS[draft.type] as readonly SecretField[]) {
    const secret = draft.secrets[field];
    // Nothing typed keeps the saved secret; 'Effacer' sends '' to wipe it.
    if (secret.value !== "") secrets[field] = secret.value;
    else if (secret.clear) secrets[field] = "";
  }
  return {
    ...texts,
    triangleOwnerId: draft.triangleOwnerId,
    ownerUserId: draft.ownerUserId,
    isActive: draft.isActive,
    ...(Object.keys(secrets).length > 0 ? { secrets } : {}),
  };
}

/** The spec's and the API's names of a field, as the form names it ('IMEI1' → imei1, 'secrets.pinCode' → pinCode). */
const FIELD_ALIASES: Record<string, MaterialFormKey> = {
  triangleowner: "triangleOwnerId",
  triangleownerid: "triangleOwnerId",
  owner: "ownerUserId",
  owneruserid: "ownerUserId",
  ...Object.fromEntries(
    [...TEXT_FIELDS, ...MATERIAL_SECRET_FIELDS].map((field) => [
      field.toLowerCase(),
      field as MaterialFormKey,
    ]),
  ),
};

export function formKeyOf(apiField: string | undefined): MaterialFormKey {
  if (!apiField) return "form";
  const last = apiField.split(".").pop() ?? apiField;
  return FIELD_ALIASES[last.toLowerCase()] ?? "form";
}

/** The server's refusal, under the fields it names; what names no field goes to the top of the modal. */
export function errorsOfRefusal(error: unknown, fallback: string): MaterialErrors {
  const errors: MaterialErrors = {};
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    const key = formKeyOf(field);
    const message = messages[0];
    if (message && !errors[key]) errors[key] = key === "form" ? `${field} : ${message}` : message;
  }
  if (Object.keys(errors).length > 0) return errors;
  const refusal = domainErrorOf(error);
  return { [formKeyOf(refusal?.field)]: refusal?.message ?? fallback };
}

/**
 * The fields typed that differ from the material now, as the modal shows them (names of the company
 * and the holder, 'Actif'/'Inactif'); the codes are never compared (the browser never has them).
 */
export function materialDifferences(
  typed: MaterialDraft,
  current: MaterialView,
  names: {
    companies: readonly { id: number; name: string }[];
    owners: readonly { id: number; fullname: string }[];
  },
): FieldDifference[] {
  const now = draftOf(current);
  const rows: FieldDifference[] = TEXT_FIELDS.filter(
    (field) => typed[field].trim() !== now[field].trim(),
  ).map((field) => ({ label: FIELD_LABELS[field], yours: typed[field], theirs: now[field] }));
  const companyName = (id: number | null) => names.companies.find((company) => company.id === id)?.name ?? "";
  const ownerName = (id: number | null) => names.owners.find((owner) => owner.id === id)?.fullname ?? "";
  if (typed.triangleOwnerId !== now.triangleOwnerId) {
    const theirs = current.triangleOwner.name;
    rows.push({ label: FIELD_LABELS.triangleOwnerId, yours: companyName(typed.triangleOwnerId), theirs });
  }
  if (typed.ownerUserId !== now.ownerUserId) {
    const theirs = current.owner?.fullname ?? "";
    rows.push({ label: FIELD_LABELS.ownerUserId, yours: ownerName(typed.ownerUserId), theirs });
  }
  if (typed.isActive !== now.isActive) {
    const state = (active: boolean) => (active ? "Actif" : "Inactif");
    rows.push({ label: "État", yours: state(typed.isActive), theirs: state(now.isActive) });
  }
  return rows;
}
