import { CHARGE_STATE_LABELS, type ChargeState, MESSAGES, PAGE_SIZES } from "@tronc/domain";
import { z } from "zod";
import { bool, date, number, requiredRef, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import {
  idSchema,
  pageInput,
  safeString,
  searchText,
  VERSION_MESSAGE_CODES,
  versionSchema,
} from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const id = idSchema("La charge");

const CHARGE_STATES = Object.keys(CHARGE_STATE_LABELS) as [ChargeState, ...ChargeState[]];
const chargeState = z.enum(CHARGE_STATES, { error: MESSAGES.CHARGE_STATE_UNKNOWN });

const filters = z.object({
  /** Title or type. */
  q: searchText,
  /** Absent: not switched off (pending and active); empty: every state. */
  states: z.array(chargeState).max(3).optional(),
});

/**
 * Euros as a number (-1200.5) or a text ('1 200,50'); the domain reads it and says what is wrong. A
 * text with NUL or a lone surrogate is refused here, as the procedure always did.
 */
const amount = z.union([z.number(), safeString(40)], { error: MESSAGES.NUMBER_EXPECTED }).nullish();

/** A share as the wire carries it: the group company (its IRI or its id) and its percentage. */
const share = z.object({
  id: requiredRef(PATHS.triangleCompanies),
  pct: z.union([z.number(), safeString(20)], { error: MESSAGES.PERCENT_EXPECTED }),
});

/** Absent leaves the split as it is; null clears it (the domain then says a split must total 100 %). */
const shares = z
  .array(share, { error: MESSAGES.LIST_EXPECTED })
  .max(50, { error: MESSAGES.CHARGE_SHARES_TOO_MANY })
  .nullish();

/** What the future-scope save changes: title, amount and split from `dateFrom` on, or the switch-off. */
export const futureFields = {
  title: text(255),
  amount,
  dateFrom: date(),
  companiesParts: shares,
  isActive: bool(),
};

/** What clicking a card changes: the type's code (the domain reads it) and the colour. */
export const cardFields = { type: text(40), color: text(20) };

/** Recurring charges of the forecast: accounting users only. */
export const chargeContract = defineContract({
  name: "charge",
  operations: {
    search: {
      type: "query",
      policy: "accounting",
      input: filters.extend(pageInput(PAGE_SIZES.charges, 500)),
    },
    /** 'N charge(s)' and their total, over every page of the search. */
    stats: { type: "query", policy: "accounting", input: filters },
    get: { type: "query", policy: "accounting", input: z.object({ id }) },
    /** 'Enregistrer une charge'. Every field is read by the domain, which names what is missing in French. */
    create: {
      type: "mutation",
      policy: "accounting",
      input: z.object({
        title: text(255),
        type: text(40),
        everyNMonth: number(),
        dayOfMonth: number(),
        amount,
        dateFrom: date(),
        color: text(20),
        companiesParts: shares,
      }),
    },
    /** Clicking a card: only type and colour change. */
    update: {
      type: "mutation",
      policy: "accounting",
      input: z.object({ id, version: versionSchema, ...cardFields }),
    },
    /**
     * A future-scope save (Hydra PUT, spec §7): title, amount and split apply from `dateFrom` on, or the
     * charge is switched off from that date (`isActive: false`).
     */
    updateFuture: {
      type: "mutation",
      policy: "accounting",
      input: z.object({ id, version: versionSchema, ...futureFields }),
    },
    /** 'Déployer les charges dans le prévisionnel': the nightly rollout, now. */
    rollout: { type: "mutation", policy: "accounting" },
  },
  messages: [
    ...VERSION_MESSAGE_CODES,
    "CHARGE_NOT_FOUND",
    "CHARGE_TITLE_REQUIRED",
    "CHARGE_TYPE_REQUIRED",
    "CHARGE_TYPE_INVALID",
    "CHARGE_AMOUNT_REQUIRED",
    "CHARGE_AMOUNT_INVALID",
    "CHARGE_AMOUNT_ZERO",
    "CHARGE_AMOUNT_TOO_PRECISE",
    "CHARGE_AMOUNT_TOO_LARGE",
    "CHARGE_DATE_REQUIRED",
    "CHARGE_DATE_INVALID",
    "CHARGE_COLOR_INVALID",
    "CHARGE_EVERY_OUT_OF_RANGE",
    "CHARGE_DAY_OUT_OF_RANGE",
    "CHARGE_PERCENT_INVALID",
    "CHARGE_PERCENT_TOO_PRECISE",
    "CHARGE_COMPANY_NOT_ACTIVE",
    "CHARGE_COMPANY_TWICE",
    "CHARGE_STATE_INVALID",
    "CHARGE_INACTIVE_LOCKED",
    "COMPANY_PARTS_EMPTY",
    "COMPANY_PARTS_NOT_100",
    "FORECAST_CHARGE_SWITCHED_OFF",
    "FORECAST_CHARGE_LINE_INCOME",
    "FORECAST_ROLLOUT_RUNNING",
  ],
});

type Operations = typeof chargeContract.operations;
export type ChargeFilters = InputOf<Operations["stats"]>;
export type ChargeSearchInput = InputOf<Operations["search"]>;
export type ChargeCreateInput = InputOf<Operations["create"]>;
export type ChargeUpdateInput = InputOf<Operations["update"]>;
export type ChargeUpdateFutureInput = InputOf<Operations["updateFuture"]>;
/** A share as the contract reads it: the group company's id and its percentage. */
export type ChargeShareInput = z.output<typeof share>;
