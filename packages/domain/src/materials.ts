import type { Badge } from "./state-machine";

export const MATERIAL_TYPES = ["phone", "vehicule", "animatos"] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const MATERIAL_TYPE_LABELS = {
  phone: "Téléphone",
  vehicule: "Véhicule",
  animatos: "Animatos",
} as const satisfies Record<MaterialType, string>;

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

/** The required fields still empty, to flag in the form. */
export function missingMaterialFields(type: MaterialType, values: Record<string, unknown>): string[] {
  return MATERIAL_REQUIRED_FIELDS[type].filter((field) => {
    const value = values[field];
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  });
}
