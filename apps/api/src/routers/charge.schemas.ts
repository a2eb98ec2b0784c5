import {
  CHARGE_STATE_LABELS,
  CHARGE_TYPE_LABELS,
  type ChargeState,
  type ChargeType,
  PAGE_SIZES,
} from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../schemas";

const CHARGE_TYPES = Object.keys(CHARGE_TYPE_LABELS) as [ChargeType, ...ChargeType[]];
const CHARGE_STATES = Object.keys(CHARGE_STATE_LABELS) as [ChargeState, ...ChargeState[]];

export const chargeTypeSchema = z.enum(CHARGE_TYPES, {
  error: "Le type de charge est obligatoire et doit être l'un des types proposés.",
});
const chargeStateSchema = z.enum(CHARGE_STATES, { error: "L'état de charge demandé n'existe pas." });

/** Euros as sent (-1200.5) or typed ('1 200,50'); the domain reads it and says what is wrong. */
export const euroAmount = z
  .union([z.number({ error: "Un nombre est attendu." }), safeString(40)], {
    error: "Le montant doit être un nombre ou un texte.",
  })
  .nullish();

/** A group company's share: its percentage (0-100, up to 2 decimals) as a number or a text. */
export const companyShareSchema = z.object({
  companyId: idSchema("L'entreprise du groupe"),
  pct: z.union([z.number({ error: "Le pourcentage doit être un nombre." }), safeString(20)], {
    error: "Le pourcentage doit être un nombre.",
  }),
});
export const companySharesSchema = z.array(companyShareSchema).max(50);

const dateText = safeString(40).nullish();

export const chargeIdInput = z.object({ id: idSchema("La charge") });

export const chargeFilters = z.object({
  /** Title or type. */
  q: searchText,
  /** Absent: not switched off (pending and active); empty: every state. */
  states: z.array(chargeStateSchema).max(3).optional(),
});
export const chargeSearchInput = chargeFilters.extend(pageInput(PAGE_SIZES.charges, 500));

/** 'Enregistrer une charge'. Every field is read by the domain, which names what is missing in French. */
export const chargeCreateInput = z.object({
  title: safeString(255).nullish(),
  type: chargeTypeSchema.nullish(),
  everyNMonth: z.number({ error: "La périodicité doit être un nombre entier." }).nullish(),
  dayOfMonth: z.number({ error: "Le jour du mois doit être un nombre entier." }).nullish(),
  amount: euroAmount,
  dateFrom: dateText,
  color: safeString(20).nullish(),
  companiesParts: companySharesSchema,
});

/** Clicking a card: only type and colour change. */
export const chargeUpdateInput = z.object({
  id: idSchema("La charge"),
  type: chargeTypeSchema.nullish(),
  color: safeString(20).nullish(),
});

/**
 * A future-scope save (Hydra PUT, spec §7): title, amount and split apply from `dateFrom` on, or the
 * charge is switched off from that date (`isActive: false`).
 */
export const chargeUpdateFutureInput = z.object({
  id: idSchema("La charge"),
  title: safeString(255).nullish(),
  amount: euroAmount,
  dateFrom: dateText,
  companiesParts: companySharesSchema.optional(),
  isActive: z.boolean({ error: "isActive doit être vrai ou faux." }).optional(),
});

export type ChargeSearchInput = z.infer<typeof chargeSearchInput>;
export type ChargeFilters = z.infer<typeof chargeFilters>;
export type ChargeCreateInput = z.infer<typeof chargeCreateInput>;
export type ChargeUpdateInput = z.infer<typeof chargeUpdateInput>;
export type ChargeUpdateFutureInput = z.infer<typeof chargeUpdateFutureInput>;
