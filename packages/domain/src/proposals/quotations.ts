import { PAYMENT_DELAYS, type PaymentDelay } from "../billing/invoice-due-date";
import { isUnity, type Unity } from "../catalogue/enumerations";
import { domainError, type MessageCode } from "../messages";
import type { RecommendationState } from "../sales/recommendations";
import { compareDecimal, type Decimal, decimalToString, toDecimal } from "../shared/decimal";
import { normalizeFrenchDecimal } from "../shared/french-format";
import { type PriceMessages, readPriceCents } from "../shared/price-input";
import type { BadgeColor, StateMachine } from "../shared/state-machine";

export type QuotationState =
  | "QUOTATION_STATE_DRAFT"
  | "QUOTATION_STATE_SEND"
  | "QUOTATION_STATE_ACCEPTED"
  | "QUOTATION_STATE_REFUSED"
  | "QUOTATION_STATE_BILLED"
  | "QUOTATION_STATE_IN_BILLED"
  | "QUOTATION_STATE_PAID"
  | "QUOTATION_STATE_DONE";

const BY_HAND = [
  "QUOTATION_STATE_DRAFT",
  "QUOTATION_STATE_SEND",
  "QUOTATION_STATE_ACCEPTED",
  "QUOTATION_STATE_REFUSED",
] as const;

/**
 * DRAFT, SEND, ACCEPTED and REFUSED follow the recommendation. From ACCEPTED the server moves the
 * quotation by invoicing (BILLED, IN_BILLED, PAID, and back when invoices or payments are removed or
 * credited); DONE is set by hand to close it and is final (partial invoices remain possible).
 */
export const QUOTATION_TRANSITIONS = {
  QUOTATION_STATE_DRAFT: ["QUOTATION_STATE_SEND", "QUOTATION_STATE_ACCEPTED", "QUOTATION_STATE_REFUSED"],
  QUOTATION_STATE_SEND: ["QUOTATION_STATE_DRAFT", "QUOTATION_STATE_ACCEPTED", "QUOTATION_STATE_REFUSED"],
  QUOTATION_STATE_REFUSED: ["QUOTATION_STATE_DRAFT", "QUOTATION_STATE_SEND", "QUOTATION_STATE_ACCEPTED"],
  QUOTATION_STATE_ACCEPTED: [
    ...BY_HAND.filter((state) => state !== "QUOTATION_STATE_ACCEPTED"),
    "QUOTATION_STATE_BILLED",
    "QUOTATION_STATE_IN_BILLED",
    "QUOTATION_STATE_PAID",
    "QUOTATION_STATE_DONE",
  ],
  QUOTATION_STATE_BILLED: [
    "QUOTATION_STATE_ACCEPTED",
    "QUOTATION_STATE_IN_BILLED",
    "QUOTATION_STATE_PAID",
    "QUOTATION_STATE_DONE",
  ],
  QUOTATION_STATE_IN_BILLED: [
    "QUOTATION_STATE_ACCEPTED",
    "QUOTATION_STATE_BILLED",
    "QUOTATION_STATE_PAID",
    "QUOTATION_STATE_DONE",
  ],
  QUOTATION_STATE_PAID: [
    "QUOTATION_STATE_ACCEPTED",
    "QUOTATION_STATE_BILLED",
    "QUOTATION_STATE_IN_BILLED",
    "QUOTATION_STATE_DONE",
  ],
  QUOTATION_STATE_DONE: [],
} as const satisfies Record<QuotationState, readonly QuotationState[]>;

export const QUOTATION_STATE_LABELS = {
  QUOTATION_STATE_DRAFT: "Brouillon",
  QUOTATION_STATE_SEND: "Envoyé",
  QUOTATION_STATE_ACCEPTED: "Accepté",
  QUOTATION_STATE_REFUSED: "Refusé",
  QUOTATION_STATE_BILLED: "Facturé",
  QUOTATION_STATE_IN_BILLED: "En cours de facturation",
  QUOTATION_STATE_PAID: "Payé",
  QUOTATION_STATE_DONE: "Terminé",
} as const satisfies Record<QuotationState, string>;

/**
 * The spec's colours, word for word: draft dark, send info, refused danger, in-billed warning, done
 * success, accepted primary, billed paid (the solid green of a paid badge). PAID has none: success.
 */
export const QUOTATION_STATE_COLORS = {
  QUOTATION_STATE_DRAFT: "dark",
  QUOTATION_STATE_SEND: "info",
  QUOTATION_STATE_ACCEPTED: "primary",
  QUOTATION_STATE_REFUSED: "danger",
  QUOTATION_STATE_BILLED: "paid",
  QUOTATION_STATE_IN_BILLED: "warning",
  QUOTATION_STATE_PAID: "success",
  QUOTATION_STATE_DONE: "success",
} as const satisfies Record<QuotationState, BadgeColor>;

/** What the invoicing states mean, as the badges' tooltip says it (the labels are the spec's words). */
export const QUOTATION_STATE_HINTS: Partial<Record<QuotationState, string>> = {
  QUOTATION_STATE_BILLED: "Au moins une facture émise, il reste à facturer",
  QUOTATION_STATE_IN_BILLED: "Tout est facturé, il reste à encaisser",
  QUOTATION_STATE_PAID: "Tout est facturé et encaissé",
  QUOTATION_STATE_DONE: "Devis clôturé : seules des factures partielles restent possibles",
};

export const QUOTATION_MACHINE: StateMachine<QuotationState> = {
  transitions: QUOTATION_TRANSITIONS,
  labels: QUOTATION_STATE_LABELS,
  colors: QUOTATION_STATE_COLORS,
};

export const DEFAULT_QUOTATION_LIST_STATES: readonly QuotationState[] = [
  "QUOTATION_STATE_ACCEPTED",
  "QUOTATION_STATE_BILLED",
  "QUOTATION_STATE_IN_BILLED",
];

/**
 * 'Clôturer le devis' (DESIGN §10): a person closes a quotation once its work is over, from ACCEPTED
 * or any invoicing state; DONE is final and then offers only partial invoices (recurring billing).
 */
export function canCloseQuotation(state: QuotationState): boolean {
  return (QUOTATION_TRANSITIONS[state] as readonly QuotationState[]).includes("QUOTATION_STATE_DONE");
}

export function assertQuotationClosable(state: QuotationState): void {
  if (!canCloseQuotation(state)) {
    throw domainError("QUOTATION_CLOSE_FORBIDDEN", "rule", { state: QUOTATION_STATE_LABELS[state] });
  }
}

/** A number as typed ('1 200,5', '12.50') or sent (12.5). */
export type TypedNumber = number | string | null | undefined;

interface DecimalRule {
  field: string;
  /** 'La quantité', the subject of the sentences. */
  label: string;
  scale: number;
  max: number;
  outOfRange: MessageCode;
  /** A percentage: an amount in euros ('5 €') is refused rather than read as 5 %. */
  percent?: boolean;
}

const isBlank = (value: TypedNumber) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

function readDecimal(value: number | string): Decimal | null {
  try {
    if (typeof value === "number") return Number.isFinite(value) ? toDecimal(value) : null;
    // The shortest writing: '12.500' is judged as '12.5'.
    return toDecimal(decimalToString(toDecimal(normalizeFrenchDecimal(value))));
  } catch {
    return null;
  }
}

/**
 * A percentage typed with the euro sign ('5 €') is an amount, not a rate: refused in French rather
 * than read as 5 %. '+5' and '5 %' are the rate 5 % (docs/decisions.md, issue 25).
 */
export function refuseEurosAsPercent(value: number | string, label: string, field: string): void {
  if (typeof value === "string" && value.includes("€")) {
    throw domainError("PERCENT_IN_EUROS", "invalid", { label, value: value.trim() }, { field });
  }
}

/** Reads an exact decimal within [0, max] with at most `scale` decimals → its shortest string ('2.5'). */
function readBounded(value: TypedNumber, rule: DecimalRule): string {
  const field = { field: rule.field };
  if (isBlank(value) || value === null || value === undefined) {
    throw domainError("QUOTATION_NUMBER_REQUIRED", "invalid", { label: rule.label }, field);
  }
  if (rule.percent) refuseEurosAsPercent(value, rule.label, rule.field);
  const decimal = readDecimal(value);
  if (!decimal) {
    throw domainError(
      "QUOTATION_NUMBER_INVALID",
      "invalid",
      { label: rule.label, value: String(value) },
      field,
    );
  }
  if (compareDecimal(decimal, 0) < 0 || compareDecimal(decimal, rule.max) > 0) {
    throw domainError(rule.outOfRange, "invalid", {}, field);
  }
  if (decimal.scale > rule.scale) {
    throw domainError(
      "QUOTATION_NUMBER_TOO_PRECISE",
      "invalid",
      { label: rule.label, scale: rule.scale },
      field,
    );
  }
  return decimalToString(decimal);
}

/** quantity numeric(12,3): 0 … 999 999 999, three decimals. */
export const parseLineQuantity = (value: TypedNumber) =>
  readBounded(value, {
    field: "quantity",
    label: "La quantité",
    scale: 3,
    max: 999_999_999,
    outOfRange: "QUOTATION_LINE_QUANTITY_OUT_OF_RANGE",
  });

/** The spec caps a line's discount at 100. */
export const parseLineDiscount = (value: TypedNumber) =>
  readBounded(value, {
    field: "discount",
    label: "La remise",
    scale: 2,
    max: 100,
    outOfRange: "QUOTATION_LINE_DISCOUNT_OUT_OF_RANGE",
    percent: true,
  });

export const parseLineIndexOrder = (value: TypedNumber) =>
  readBounded(value, {
    field: "indexOrder",
    label: "L'ordre",
    scale: 2,
    max: 99_999_999,
    outOfRange: "QUOTATION_LINE_INDEX_OUT_OF_RANGE",
  });

export const parseLineVatRate = (value: TypedNumber) =>
  readBounded(value, {
    field: "tva",
    label: "Le taux de TVA",
    scale: 2,
    max: 100,
    outOfRange: "QUOTATION_LINE_VAT_OUT_OF_RANGE",
    percent: true,
  });

export const parseAdvancePercent = (value: TypedNumber) =>
  readBounded(value, {
    field: "advance",
    label: "L'acompte",
    scale: 2,
    max: 100,
    outOfRange: "QUOTATION_ADVANCE_OUT_OF_RANGE",
    percent: true,
  });

const LINE_PRICE_MESSAGES: PriceMessages = {
  required: "QUOTATION_LINE_PRICE_REQUIRED",
  invalid: "QUOTATION_LINE_PRICE_INVALID",
  negative: "QUOTATION_LINE_PRICE_NEGATIVE",
  tooPrecise: "QUOTATION_LINE_PRICE_TOO_PRECISE",
  tooLarge: "QUOTATION_LINE_PRICE_TOO_LARGE",
};

/** Euros as typed → cents. */
export const parseLinePrice = (value: TypedNumber) => readPriceCents(value, "unitPrice", LINE_PRICE_MESSAGES);

export const LINE_NAME_MAX = 255;

export function parseLineName(value: string | null | undefined): string {
  const name = (value ?? "").trim();
  if (name === "") throw domainError("QUOTATION_LINE_NAME_REQUIRED", "invalid", {}, { field: "name" });
  if (name.length > LINE_NAME_MAX)
    throw domainError("QUOTATION_LINE_NAME_TOO_LONG", "invalid", {}, { field: "name" });
  return name;
}

export function parseLineUnity(value: string | null | undefined): Unity {
  const unity = value ?? "UNITY_UNITY";
  if (!isUnity(unity))
    throw domainError("QUOTATION_LINE_UNITY_INVALID", "invalid", { value: unity }, { field: "unity" });
  return unity;
}

export function parseQuotationTitle(value: string): string {
  const title = value.trim();
  if (title.length > 255) throw domainError("QUOTATION_TITLE_TOO_LONG", "invalid", {}, { field: "title" });
  return title;
}

export function parseQuotationPaymentMode(value: number | string): PaymentDelay {
  const mode = typeof value === "number" ? value : Number(value.trim() === "" ? Number.NaN : value);
  const known = PAYMENT_DELAYS.find((delay) => delay === mode);
  if (known === undefined) {
    throw domainError(
      "QUOTATION_PAYMENT_MODE_INVALID",
      "invalid",
      { value: String(value) },
      { field: "paymentMode" },
    );
  }
  return known;
}

/** A free-text line as the picker creates it ('Texte libre', one unit at 0 €, VAT 20 %). */
export const FREE_TEXT_LINE = {
  name: "Texte libre",
  quantity: "1",
  unitPriceCents: 0,
  vatRate: "20",
  unity: "UNITY_UNITY",
} as const;

export const DEFAULT_QUOTATION_PAYMENT_MODE: PaymentDelay = 30;

/** The next line's order: the last index plus one, 1 for the first line. */
export function nextLineIndexOrder(indexes: readonly (string | number)[]): string {
  if (indexes.length === 0) return "1";
  const highest = indexes
    .map((index) => toDecimal(index))
    .reduce((a, b) => (compareDecimals(a, b) >= 0 ? a : b));
  const next = { units: highest.units + 10n ** BigInt(highest.scale), scale: highest.scale };
  return decimalToString(next);
}

function compareDecimals(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const left = a.units * 10n ** BigInt(scale - a.scale);
  const right = b.units * 10n ** BigInt(scale - b.scale);
  return left === right ? 0 : left > right ? 1 : -1;
}

/** A quotation follows its recommendation's state: RECO_STATE_X → QUOTATION_STATE_X. */
export function quotationStateOf(state: RecommendationState): QuotationState {
  const states: Record<RecommendationState, QuotationState> = {
    RECO_STATE_DRAFT: "QUOTATION_STATE_DRAFT",
    RECO_STATE_SEND: "QUOTATION_STATE_SEND",
    RECO_STATE_ACCEPTED: "QUOTATION_STATE_ACCEPTED",
    RECO_STATE_REFUSED: "QUOTATION_STATE_REFUSED",
  };
  return states[state];
}

/** Invoicing has begun on these: their lines are locked and their recommendation may only stay accepted. */
const INVOICING_STATES: readonly QuotationState[] = [
  "QUOTATION_STATE_BILLED",
  "QUOTATION_STATE_IN_BILLED",
  "QUOTATION_STATE_PAID",
  "QUOTATION_STATE_DONE",
];

export const isInvoicingStarted = (state: QuotationState) => INVOICING_STATES.includes(state);

/**
 * What the client signed stays signed (issue 29): from ACCEPTED on, the lines, prices and terms are
 * locked; a change goes through an amendment ('Avenant').
 */
export const isQuotationSigned = (state: QuotationState) =>
  state === "QUOTATION_STATE_ACCEPTED" || isInvoicingStarted(state);

/** Lines change while the quotation is not signed. */
export function canEditQuotationLines(state: QuotationState): boolean {
  return !isQuotationSigned(state);
}

/** Invoicing keeps its own sentence; an accepted quotation says to make an amendment. */
export function assertQuotationLinesEditable(state: QuotationState): void {
  if (isInvoicingStarted(state)) throw domainError("QUOTATION_LINES_LOCKED", "rule");
  if (isQuotationSigned(state)) throw domainError("QUOTATION_SIGNED_LOCKED", "rule");
}

/**
 * The header's printed fields follow the lines. 'Paiement récurrent' and the accounting's note are the
 * accounting's own settings, not the client's terms: they stay editable.
 */
export const SIGNED_QUOTATION_FIELDS = ["title", "advancePercent", "paymentMode", "comment"] as const;

export function assertQuotationTermsEditable(state: QuotationState, changedFields: readonly string[]): void {
  const signed = changedFields.filter((field) =>
    (SIGNED_QUOTATION_FIELDS as readonly string[]).includes(field),
  );
  if (signed.length > 0 && isQuotationSigned(state)) {
    throw domainError("QUOTATION_SIGNED_LOCKED", "rule", {}, { field: signed[0] });
  }
}

/**
 * 'Ajouter un devis' makes a quotation in its recommendation's state: on an accepted one it would be
 * born signed, locked and empty. A change of what was signed is an amendment; a complement, a new
 * recommendation.
 */
export const canAddQuotation = (recommendationState: RecommendationState) =>
  !isQuotationSigned(quotationStateOf(recommendationState));

export function assertCanAddQuotation(recommendationState: RecommendationState): void {
  if (!canAddQuotation(recommendationState)) throw domainError("QUOTATION_ADD_TO_SIGNED", "rule");
}

/** Spec §5: deleted from its header only when it has no lines and no purchases. */
export function canDeleteQuotation(quotation: { lineCount: number; purchaseCount: number }): boolean {
  return quotation.lineCount === 0 && quotation.purchaseCount === 0;
}

export function assertCanDeleteQuotation(quotation: { lineCount: number; purchaseCount: number }): void {
  if (!canDeleteQuotation(quotation)) throw domainError("QUOTATION_DELETE_FORBIDDEN", "rule");
}
