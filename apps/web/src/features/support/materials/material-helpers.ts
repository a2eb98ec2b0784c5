import { MATERIAL_TYPE_LABELS, MATERIAL_TYPES, type MaterialType, MESSAGES } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import type { BadgeVariant } from "../../../ui/badge";

export type MaterialListItem = RouterOutputs["material"]["search"]["items"][number];
export type MaterialView = RouterOutputs["material"]["get"];
export type MaterialOptions = RouterOutputs["material"]["options"];
export type MaterialReveal = RouterOutputs["material"]["reveals"][number];

export const MATERIAL_LIST_KEY = "materials";

/** The list's filters: every type or one, active ones, inactive ones or all. */
export interface MaterialListFilters {
  type: MaterialType | "all";
  active: "all" | "active" | "inactive";
}

export const DEFAULT_MATERIAL_FILTERS: MaterialListFilters = { type: "all", active: "all" };

export const MATERIAL_TYPE_OPTIONS: { value: MaterialListFilters["type"]; label: string }[] = [
  { value: "all", label: "Tous" },
  ...MATERIAL_TYPES.map((type) => ({ value: type, label: MATERIAL_TYPE_LABELS[type] })),
];

export const MATERIAL_ACTIVE_OPTIONS: { value: MaterialListFilters["active"]; label: string }[] = [
  { value: "all", label: "Actifs et inactifs" },
  { value: "active", label: "Actifs" },
  { value: "inactive", label: "Inactifs" },
];

export const MATERIAL_TYPE_BADGES: Record<MaterialType, BadgeVariant> = {
  phone: "info",
  vehicule: "warning",
  animatos: "primary",
};

/** material.search input out of the screen's filters. */
export function materialSearchInput(filters: MaterialListFilters, q: string | undefined, page: number) {
  return {
    page,
    ...(q ? { q } : {}),
    ...(filters.type === "all" ? {} : { type: filters.type }),
    ...(filters.active === "all" ? {} : { active: filters.active === "active" }),
  };
}

export function materialCountLabel(total: number): string {
  return total > 1 ? `${total} matériels` : `${total} matériel`;
}

/** 'Samsung Galaxy A54' out of the name, brand and model that are filled. */
export function materialTitle(material: { name: string | null; brand: string | null; model: string }) {
  const makeAndModel = [material.brand, material.model].filter(Boolean).join(" ");
  return material.name ? `${material.name} · ${makeAndModel}` : makeAndModel;
}

export const MATERIAL_MESSAGES = {
  created: "Le matériel est bien enregistré",
  updated: MESSAGES.CHANGE_SAVED,
  activated: (title: string) => `${title} est maintenant actif`,
  deactivated: (title: string) => `${title} est maintenant inactif`,
  empty: "Pas de matériel",
} as const;
