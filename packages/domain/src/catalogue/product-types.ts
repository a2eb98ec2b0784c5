import { ROLES } from "../core/roles";
import { domainError, formatMessage, type MessageCode } from "../messages";
import type { Cents } from "../shared/cents";
import { compareDecimal, type Decimal, decimalToString, toDecimal } from "../shared/decimal";
import type { DomainError } from "../shared/errors";
import { formatEuros, normalizeFrenchDecimal } from "../shared/french-format";
import { readPriceCents } from "../shared/price-input";
import { isUnity, UNITY_LABELS, type Unity } from "./enumerations";

/** The name column's length (varchar 255); a name counts from 2 characters, like a client's. */
export const PRODUCT_TYPE_NAME_MIN = 2;
export const PRODUCT_TYPE_NAME_MAX = 255;

/** numeric(6,1): 99 999,9 days. */
const MAX_DELAY_DAYS = 99_999;

type Raw = number | string | null | undefined;

const refuse = (code: MessageCode, field: string, params: Record<string, string> = {}) =>
  domainError(code, "invalid", params, { field });

/** The name as stored: trimmed, required, 2 to 255 characters. Refusals concern the field 'name'. */
export function readProductTypeName(value: string | null | undefined): string {
  const name = (value ?? "").trim();
  if (name === "") throw refuse("PRODUCT_TYPE_NAME_REQUIRED", "name");
  if (name.length < PRODUCT_TYPE_NAME_MIN) throw refuse("PRODUCT_TYPE_NAME_TOO_SHORT", "name");
  if (name.length > PRODUCT_TYPE_NAME_MAX) throw refuse("PRODUCT_TYPE_NAME_TOO_LONG", "name");
  return name;
}

/** A decimal typed the French way ('12,5', '1 234,50') or sent as a number (12.5); null when empty. */
function readDecimal(value: Raw, invalid: MessageCode, field: string): Decimal | null {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === ""))
    return null;
  if (typeof value === "number" && !Number.isFinite(value))
    throw refuse(invalid, field, { value: String(value) });
  try {
    return toDecimal(typeof value === "number" ? value : normalizeFrenchDecimal(value));
  } catch {
    throw refuse(invalid, field, { value: String(value) });
  }
}

/** Scale of a decimal once its trailing zeros are dropped ('12.50' has two written, one significant). */
const significantScale = (decimal: Decimal) => decimalToString(decimal).split(".")[1]?.length ?? 0;

/** An offer's price HT in integer cents: required, not negative, two decimals at most (field 'priceHT'). */
export function readOfferPriceCents(value: Raw): Cents {
  return readPriceCents(value, "priceHT", {
    required: "PRODUCT_TYPE_OFFER_PRICE_REQUIRED",
    invalid: "PRODUCT_TYPE_OFFER_PRICE_INVALID",
    negative: "PRODUCT_TYPE_OFFER_PRICE_NEGATIVE",
    tooPrecise: "PRODUCT_TYPE_OFFER_PRICE_TOO_PRECISE",
    tooLarge: "PRODUCT_TYPE_OFFER_PRICE_TOO_LARGE",
  });
}

/** An offer's delay in days as the numeric string stored ('1.5'): required, ≥ 0, one decimal (field 'delivery'). */
export function readOfferDelay(value: Raw): string {
  const field = "delivery";
  const decimal = readDecimal(value, "PRODUCT_TYPE_OFFER_DELAY_INVALID", field);
  if (decimal === null) throw refuse("PRODUCT_TYPE_OFFER_DELAY_REQUIRED", field);
  if (compareDecimal(decimal, 0) < 0) throw refuse("PRODUCT_TYPE_OFFER_DELAY_NEGATIVE", field);
  if (significantScale(decimal) > 1) throw refuse("PRODUCT_TYPE_OFFER_DELAY_TOO_PRECISE", field);
  if (compareDecimal(decimal, MAX_DELAY_DAYS) > 0) throw refuse("PRODUCT_TYPE_OFFER_DELAY_TOO_LARGE", field);
  return decimalToString(decimal);
}

/** An offer's unit, one of UNITIES (field 'unity'). */
export function readOfferUnity(value: string | null | undefined): Unity {
  const unity = (value ?? "").trim();
  if (unity === "") throw refuse("PRODUCT_TYPE_OFFER_UNITY_REQUIRED", "unity");
  if (!isUnity(unity)) throw refuse("PRODUCT_TYPE_OFFER_UNITY_INVALID", "unity", { value: unity });
  return unity;
}

/** The rate an offer gets when none is given (the spec's 'VAT id 1', looked up by its rate). */
export const DEFAULT_OFFER_VAT_RATE = "20.00";

/** What the card needs of one offer. */
export interface OfferForCard {
  priceHtCents: Cents;
  unity: Unity;
  /** The supplier is active and no longer a draft: only such offers count as negotiated. */
  supplierAvailable: boolean;
}

/** The card's `datas` (wire names): the price label, whether it is negotiated, and the alert. */
export interface ProductTypeDatas {
  label: string;
  negociated: boolean;
  alert: string | null;
}

/** '12,50 € HT / jour' */
export function offerPriceLabel(offer: Pick<OfferForCard, "priceHtCents" | "unity">): string {
  return `${formatEuros(offer.priceHtCents)} HT / ${UNITY_LABELS[offer.unity].one}`;
}

/**
 * Negotiated when an available supplier offers it; the label is then its lowest offer, 'à partir de'
 * when there are several ('Prix non négocié' otherwise). An enabled type nobody offers carries the alert.
 */
export function productTypeDatas(type: {
  isEnabled: boolean;
  offers: readonly OfferForCard[];
}): ProductTypeDatas {
  const available = type.offers.filter((offer) => offer.supplierAvailable);
  const lowest = available.reduce<OfferForCard | null>(
    (best, offer) => (best === null || offer.priceHtCents < best.priceHtCents ? offer : best),
    null,
  );
  if (lowest === null) {
    return {
      label: formatMessage("PRODUCT_TYPE_NOT_NEGOTIATED"),
      negociated: false,
      alert: type.isEnabled ? formatMessage("PRODUCT_TYPE_ALERT_NO_SUPPLIER") : null,
    };
  }
  const price = offerPriceLabel(lowest);
  return { label: available.length > 1 ? `à partir de ${price}` : price, negociated: true, alert: null };
}

/** Prices are negotiated centrally: super admins create and edit product types and their offers. */
export function canEditProductType(user: { isSuperAdmin: boolean }): boolean {
  return ROLES.superAdmin(user);
}

/** What refers to a product type: linked purchases of group products, offers, quotations' purchase lines. */
export interface ProductTypeUsage {
  purchaseCount: number;
  offerCount: number;
  /** Purchase lines of quotations (quotation_supplier_products). */
  purchaseLineCount: number;
}

/**
 * Why a product type may not be deleted (422), or null: the one rule behind both the sheet's `canDelete`
 * and the delete itself. Disabling it keeps the history.
 */
export function productTypeDeleteRefusal(usage: ProductTypeUsage): DomainError | null {
  if (usage.purchaseCount > 0)
    return domainError("PRODUCT_TYPE_IN_USE", "rule", { count: usage.purchaseCount });
  if (usage.offerCount > 0)
    return domainError("PRODUCT_TYPE_HAS_OFFERS", "rule", { count: usage.offerCount });
  if (usage.purchaseLineCount > 0) {
    return domainError("PRODUCT_TYPE_HAS_PURCHASE_LINES", "rule", { count: usage.purchaseLineCount });
  }
  return null;
}

export function canDeleteProductType(user: { isSuperAdmin: boolean }, usage: ProductTypeUsage): boolean {
  return canEditProductType(user) && productTypeDeleteRefusal(usage) === null;
}

/** Throws the refusal of `productTypeDeleteRefusal`, if any. */
export function assertProductTypeDeletable(usage: ProductTypeUsage): void {
  const refusal = productTypeDeleteRefusal(usage);
  if (refusal) throw refusal;
}
