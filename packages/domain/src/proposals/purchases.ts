import { isUnity, type Unity } from "../catalogue/enumerations";
import { domainError, formatMessage, type MessageCode } from "../messages";
import type { RecommendationState } from "../sales/recommendations";
import type { Cents } from "../shared/cents";
import {
  compareDecimal,
  type Decimal,
  decimalToString,
  divideHalfUp,
  pow10,
  toDecimal,
} from "../shared/decimal";
import { normalizeFrenchDecimal } from "../shared/french-format";
import { readPriceCents } from "../shared/price-input";
import type { QuotationState } from "./quotations";
import { refuseEurosAsPercent } from "./quotations";

/** Supplier purchases, their lines and fees, purchase orders and tasks (document 1 §2.9, §3, §5, §9). */

export const PURCHASE_TITLE_MAX = 255;
export const PURCHASE_NAME_MAX = 255;
export const PURCHASE_DESCRIPTION_MAX = 20_000;
/** Ten years of working days: far above any delivery delay anyone types. */
export const PURCHASE_DELIVERY_MAX_DAYS = 3650;
/** numeric(12, 3). */
const QUANTITY_INTEGER_DIGITS = 9;
const QUANTITY_SCALE = 3;
/** numeric(5, 2). */
const PERCENT_SCALE = 2;

/** §9: defaults of a new purchase line and a new fee. */
export const PURCHASE_DEFAULTS = {
  vatRate: "20",
  quantity: "1",
  discountPercent: "0",
  unity: "UNITY_UNITY",
  deliveryDays: 0,
} as const satisfies {
  vatRate: string;
  quantity: string;
  discountPercent: string;
  unity: Unity;
  deliveryDays: number;
};

/** The estimated duration of a generated 'Achat' task, in hours (decided: one hour, editable after). */
export const PURCHASE_TASK_DURATION_HOURS = "1";

/** Quotations whose purchases get a purchase order: accepted, and every state invoicing leads to. */
export const PURCHASE_ORDER_QUOTATION_STATES: readonly QuotationState[] = [
  "QUOTATION_STATE_ACCEPTED",
  "QUOTATION_STATE_BILLED",
  "QUOTATION_STATE_IN_BILLED",
  "QUOTATION_STATE_PAID",
  "QUOTATION_STATE_DONE",
];

type Typed = number | string | null | undefined;

const refuse = (code: MessageCode, field: string, params: Record<string, string> = {}) =>
  domainError(code, "invalid", params, { field });

const isBlank = (value: Typed): value is null | undefined | "" =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** Reads '1 200,5', '12.50' or 12.5 exactly, in its shortest writing; null when it is not a number. */
function readDecimal(value: number | string): Decimal | null {
  try {
    if (typeof value === "number" && !Number.isFinite(value)) return null;
    const read = toDecimal(typeof value === "number" ? value : normalizeFrenchDecimal(value));
    return toDecimal(decimalToString(read));
  } catch {
    return null;
  }
}

/** 'Titre' of a purchase: valid only when longer than 3 characters (§5). */
export function isPurchaseTitleValid(title: string | null | undefined): boolean {
  const length = (title ?? "").trim().length;
  return length > 3 && length <= PURCHASE_TITLE_MAX;
}

export function readPurchaseTitle(title: string | null | undefined): string {
  const text = (title ?? "").trim();
  if (text.length <= 3) throw refuse("QUOTATION_EXPENSE_TITLE_TOO_SHORT", "title");
  if (text.length > PURCHASE_TITLE_MAX) throw refuse("QUOTATION_EXPENSE_TITLE_TOO_LONG", "title");
  return text;
}

/** The title's placeholder and a generated purchase's title: '{client} - {object}'. */
export function purchaseTitleFor(clientName: string, object: string): string {
  return `${clientName.trim()} - ${object.trim()}`.slice(0, PURCHASE_TITLE_MAX);
}

/** §5: the title's placeholder says it is mandatory and how it is written (client name and object). */
export function purchaseTitlePlaceholder(clientName: string): string {
  return `Obligatoire : ${clientName.trim()} - objet de l'achat`;
}

/** A quantity above zero with three decimals at most, as the stored numeric string ('2.5'). */
export function readPurchaseQuantity(value: Typed, field = "quantity"): string {
  if (isBlank(value)) return PURCHASE_DEFAULTS.quantity;
  const decimal = readDecimal(value);
  if (!decimal) throw refuse("PURCHASE_QUANTITY_INVALID", field, { value: String(value) });
  if (compareDecimal(decimal, 0) <= 0) throw refuse("PURCHASE_QUANTITY_NOT_POSITIVE", field);
  if (decimal.scale > QUANTITY_SCALE) throw refuse("PURCHASE_QUANTITY_TOO_PRECISE", field);
  if (compareDecimal(decimal, 10 ** QUANTITY_INTEGER_DIGITS - 1) > 0) {
    throw refuse("PURCHASE_QUANTITY_TOO_LARGE", field);
  }
  return decimalToString(decimal);
}

function readRate(value: Typed, fallback: string, code: MessageCode, field: string, label: string): string {
  if (isBlank(value)) return fallback;
  if (value !== null && value !== undefined) refuseEurosAsPercent(value, label, field);
  const decimal = readDecimal(value);
  if (
    !decimal ||
    decimal.scale > PERCENT_SCALE ||
    compareDecimal(decimal, 0) < 0 ||
    compareDecimal(decimal, 100) > 0
  ) {
    throw refuse(code, field);
  }
  return decimalToString(decimal);
}

export const readPurchaseVatRate = (value: Typed, field = "tva") =>
  readRate(value, PURCHASE_DEFAULTS.vatRate, "PURCHASE_VAT_INVALID", field, "Le taux de TVA");

export const readPurchaseDiscount = (value: Typed) =>
  readRate(value, PURCHASE_DEFAULTS.discountPercent, "PURCHASE_DISCOUNT_INVALID", "discount", "La remise");

/** Working days, a whole number from 0. */
export function readDeliveryDays(value: Typed): number {
  if (isBlank(value)) return PURCHASE_DEFAULTS.deliveryDays;
  const decimal = readDecimal(value);
  if (
    !decimal ||
    decimal.scale > 0 ||
    compareDecimal(decimal, 0) < 0 ||
    compareDecimal(decimal, PURCHASE_DELIVERY_MAX_DAYS) > 0
  ) {
    throw refuse("PURCHASE_DELIVERY_INVALID", "delivery");
  }
  return Number(decimal.units);
}

export const readPurchasePrice = (value: Typed, field = "unitPrice") =>
  readPriceCents(value, field, {
    required: "PURCHASE_PRICE_REQUIRED",
    invalid: "PURCHASE_PRICE_INVALID",
    negative: "PURCHASE_PRICE_NEGATIVE",
    tooPrecise: "PURCHASE_PRICE_TOO_PRECISE",
    tooLarge: "PURCHASE_PRICE_TOO_LARGE",
  });

function readName(value: string | null | undefined, required: MessageCode, tooLong: MessageCode) {
  const text = (value ?? "").trim();
  if (!text) throw refuse(required, "name");
  if (text.length > PURCHASE_NAME_MAX) throw refuse(tooLong, "name");
  return text;
}

export interface PurchaseLineInput {
  name?: string | null | undefined;
  description?: string | null | undefined;
  quantity?: Typed;
  unitPrice?: Typed;
  tva?: Typed;
  discount?: Typed;
  unity?: string | null | undefined;
  delivery?: Typed;
}

export interface PurchaseLineFields {
  name: string;
  description: string;
  quantity: string;
  unitPriceCents: Cents;
  vatRate: string;
  discountPercent: string;
  unity: Unity;
  deliveryDays: number;
}

/** Name, unit price, VAT, quantity and unit required (§5); the §9 defaults fill what is left empty. */
export function validatePurchaseLine(input: PurchaseLineInput): PurchaseLineFields {
  const name = readName(input.name, "PURCHASE_LINE_NAME_REQUIRED", "PURCHASE_LINE_NAME_TOO_LONG");
  const description = (input.description ?? "").trim();
  if (description.length > PURCHASE_DESCRIPTION_MAX) {
    throw refuse("PURCHASE_LINE_DESCRIPTION_TOO_LONG", "description");
  }
  const unity = isBlank(input.unity) ? PURCHASE_DEFAULTS.unity : input.unity;
  if (!isUnity(unity)) throw refuse("PURCHASE_UNITY_INVALID", "unity");
  return {
    name,
    description,
    quantity: readPurchaseQuantity(input.quantity),
    unitPriceCents: readPurchasePrice(input.unitPrice),
    vatRate: readPurchaseVatRate(input.tva),
    discountPercent: readPurchaseDiscount(input.discount),
    unity,
    deliveryDays: readDeliveryDays(input.delivery),
  };
}

export interface PurchaseFeeInput {
  name?: string | null | undefined;
  tva?: Typed;
  unitPrice?: Typed;
  quantity?: Typed;
}

export interface PurchaseFeeFields {
  name: string;
  vatRate: string;
  unitPriceCents: Cents;
  quantity: string;
}

export function validatePurchaseFee(input: PurchaseFeeInput): PurchaseFeeFields {
  return {
    name: readName(input.name, "PURCHASE_FEE_NAME_REQUIRED", "PURCHASE_FEE_NAME_TOO_LONG"),
    vatRate: readPurchaseVatRate(input.tva),
    unitPriceCents: readPurchasePrice(input.unitPrice),
    quantity: readPurchaseQuantity(input.quantity),
  };
}

/** Units sold × quantity bought per unit, rounded half-up to the stored three decimals. */
export function linkedPurchaseQuantity(sold: number | string, perUnit: number | string): string {
  const a = toDecimal(sold);
  const b = toDecimal(perUnit);
  const scale = a.scale + b.scale;
  const product = a.units * b.units;
  if (scale <= QUANTITY_SCALE) return decimalToString({ units: product, scale });
  return decimalToString({
    units: divideHalfUp(product, pow10(scale - QUANTITY_SCALE)),
    scale: QUANTITY_SCALE,
  });
}

export interface PurchaseUses {
  lines: number;
  hasSupplierFile: boolean;
  hasPurchaseOrder: boolean;
}

/** §5: a purchase can be deleted only when it has no lines, no supplier PDF and no purchase order. */
export function canDeletePurchase(uses: PurchaseUses): boolean {
  return uses.lines === 0 && !uses.hasSupplierFile && !uses.hasPurchaseOrder;
}

export function assertPurchaseDeletable(uses: PurchaseUses): void {
  if (canDeletePurchase(uses)) return;
  const what = [
    uses.lines > 0 ? `${uses.lines} ligne(s)` : null,
    uses.hasSupplierFile ? "un devis fournisseur (PDF)" : null,
    uses.hasPurchaseOrder ? "un bon de commande" : null,
  ].filter(Boolean);
  throw domainError("QUOTATION_EXPENSE_NOT_DELETABLE", "rule", { uses: what.join(", ") });
}

/** §4: 'generate purchase task' shows when the recommendation is accepted and no purchase order exists. */
export function canGeneratePurchaseTask(
  recommendationState: RecommendationState,
  hasPurchaseOrder: boolean,
): boolean {
  return recommendationState === "RECO_STATE_ACCEPTED" && !hasPurchaseOrder;
}

export function purchaseOrderQuotationState(state: QuotationState): boolean {
  return PURCHASE_ORDER_QUOTATION_STATES.includes(state);
}

/** 'N jour(s) ouvré(s)'. */
export function deliveryDaysLabel(days: number): string {
  return `${days} jour${days > 1 ? "s" : ""} ouvré${days > 1 ? "s" : ""}`;
}

/** The project's accepted quotations: 'Tâches d'achats générées' or 'N achat(s) sans tâche'. */
export function purchaseTaskStatusLabel(purchasesWithoutTask: number): string {
  if (purchasesWithoutTask === 0) return "Tâches d'achats générées";
  return `${purchasesWithoutTask} achat${purchasesWithoutTask > 1 ? "s" : ""} sans tâche`;
}

/** The toast after a generation: what was created, or that nothing was left to generate. */
export function purchaseTasksMessage(created: number): string {
  if (created === 0) return formatMessage("PURCHASE_TASKS_NOTHING_NEW");
  if (created === 1) return formatMessage("PURCHASE_TASK_CREATED");
  return formatMessage("PURCHASE_TASKS_CREATED", { count: created });
}
