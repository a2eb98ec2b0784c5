import { ROLES } from "../core/roles";
import { domainError, type MessageCode } from "../messages";
import type { Cents } from "../shared/cents";
import { toCents } from "../shared/cents";
import { compareDecimal, decimalToString, toDecimal } from "../shared/decimal";
import { formatEuros, normalizeFrenchDecimal } from "../shared/french-format";
import { readPriceCents } from "../shared/price-input";
import {
  GROUP_PRODUCT_TYPES,
  type GroupProductType,
  isUnity,
  UNITY_LABELS,
  type Unity,
} from "./enumerations";

/** Group products and their linked purchases (document 2 §2, §3, §5): the rules and the labels. */

export const GROUP_PRODUCT_NAME_MAX = 255;
export const GROUP_PRODUCT_REFERENCE_MAX = 60;
/** numeric(12, 3): nine digits before the point, three after. */
const QUANTITY_INTEGER_DIGITS = 9;
const QUANTITY_SCALE = 3;

/** Super admins create, edit and delete group products and their linked purchases; everyone reads. */
export function canManageGroupProducts(user: { isSuperAdmin: boolean }): boolean {
  return ROLES.superAdmin(user);
}

const refuse = (code: MessageCode, field: string, params: Record<string, string> = {}) =>
  domainError(code, "invalid", params, { field });

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** Reads a number typed by a person ('1 200,5', '12.50') or sent by a client (12.5), or null. */
function readDecimal(value: number | string) {
  if (typeof value === "number") return Number.isFinite(value) ? toDecimal(value) : null;
  try {
    return toDecimal(normalizeFrenchDecimal(value));
  } catch {
    return null;
  }
}

/** The price in euros ('1 200,50', 1200.5) → integer cents (120050); two decimals at most, never negative. */
export function parseGroupProductPrice(value: number | string | null | undefined): Cents {
  return readPriceCents(value, "price", {
    required: "GROUP_PRODUCT_PRICE_REQUIRED",
    invalid: "GROUP_PRODUCT_PRICE_INVALID",
    negative: "GROUP_PRODUCT_PRICE_NEGATIVE",
    tooPrecise: "GROUP_PRODUCT_PRICE_TOO_PRECISE",
    tooLarge: "GROUP_PRODUCT_PRICE_TOO_LARGE",
  });
}

/** A linked purchase's quantity ('2,5', 2.5) → the numeric string stored ('2.5'): above zero, three decimals at most. */
export function parseExpenseQuantity(value: number | string | null | undefined): string {
  if (value === null || value === undefined || isBlank(value)) {
    throw refuse("TRIANGLE_PRODUCT_EXPENSE_QUANTITY_REQUIRED", "quantity");
  }
  const decimal = readDecimal(value);
  if (!decimal) {
    throw refuse("TRIANGLE_PRODUCT_EXPENSE_QUANTITY_INVALID", "quantity", { value: String(value) });
  }
  const text = decimalToString(decimal);
  const exact = toDecimal(text);
  if (compareDecimal(exact, 0) <= 0)
    throw refuse("TRIANGLE_PRODUCT_EXPENSE_QUANTITY_NOT_POSITIVE", "quantity");
  if (exact.scale > QUANTITY_SCALE) throw refuse("TRIANGLE_PRODUCT_EXPENSE_QUANTITY_TOO_PRECISE", "quantity");
  if (compareDecimal(exact, 10 ** QUANTITY_INTEGER_DIGITS - 1) > 0) {
    throw refuse("TRIANGLE_PRODUCT_EXPENSE_QUANTITY_TOO_LARGE", "quantity");
  }
  return text;
}

export interface GroupProductInput {
  name?: string | null | undefined;
  reference?: string | null | undefined;
  description?: string | null | undefined;
  type?: string | null | undefined;
  unity?: string | null | undefined;
  price?: number | string | null | undefined;
  vatRateId?: number | null | undefined;
  triangleCompanyIds?: readonly number[] | null | undefined;
  isEnabled?: boolean | null | undefined;
}

export interface GroupProductFields {
  name: string;
  reference: string;
  description: string | null;
  type: GroupProductType;
  unity: Unity;
  priceCents: Cents;
  vatRateId: number;
  triangleCompanyIds: number[];
  isEnabled: boolean;
}

function requiredText(
  value: string | null | undefined,
  max: number,
  required: MessageCode,
  tooLong: MessageCode,
  field: string,
) {
  const text = (value ?? "").trim();
  if (!text) throw refuse(required, field);
  if (text.length > max) throw refuse(tooLong, field);
  return text;
}

function isGroupProductType(value: string): value is GroupProductType {
  return (GROUP_PRODUCT_TYPES as readonly string[]).includes(value);
}

/**
 * Title, reference, price, unit, type, associated companies and VAT required (document 2 §5); the
 * first problem met is refused with its field. Whether the VAT and companies exist is the service's.
 */
export function validateGroupProduct(input: GroupProductInput): GroupProductFields {
  const name = requiredText(
    input.name,
    GROUP_PRODUCT_NAME_MAX,
    "GROUP_PRODUCT_NAME_REQUIRED",
    "GROUP_PRODUCT_NAME_TOO_LONG",
    "name",
  );
  const reference = requiredText(
    input.reference,
    GROUP_PRODUCT_REFERENCE_MAX,
    "GROUP_PRODUCT_REFERENCE_REQUIRED",
    "GROUP_PRODUCT_REFERENCE_TOO_LONG",
    "reference",
  );
  const type = input.type ?? "";
  if (!isGroupProductType(type)) throw refuse("GROUP_PRODUCT_TYPE_INVALID", "type");
  const unity = input.unity ?? "";
  if (!isUnity(unity)) throw refuse("GROUP_PRODUCT_UNITY_INVALID", "unity");
  const priceCents = parseGroupProductPrice(input.price);
  if (!input.vatRateId) throw refuse("GROUP_PRODUCT_VAT_REQUIRED", "vatRateId");
  const triangleCompanyIds = [...new Set(input.triangleCompanyIds ?? [])];
  if (triangleCompanyIds.length === 0) throw refuse("GROUP_PRODUCT_COMPANY_REQUIRED", "triangleCompanyIds");
  return {
    name,
    reference,
    description: input.description?.trim() || null,
    type,
    unity,
    priceCents: toCents(priceCents),
    vatRateId: input.vatRateId,
    triangleCompanyIds,
    isEnabled: input.isEnabled ?? true,
  };
}

/** What uses a group product and forbids its deletion; quotation lines join in the next issue. */
export interface GroupProductUses {
  quotationLines: number;
}

/** A group product a document uses is never deleted (it can be deactivated instead). */
export function assertGroupProductDeletable(uses: GroupProductUses): void {
  if (uses.quotationLines > 0) {
    throw domainError("GROUP_PRODUCT_IN_USE", "conflict", { count: uses.quotationLines });
  }
}

/** '1 200,00 € HT / jour', as the list's cards show the price. */
export function groupProductPriceLabel(priceCents: Cents, unity: Unity): string {
  return `${formatEuros(priceCents)} HT / ${UNITY_LABELS[unity].one}`;
}

/** '0 achat lié', '1 achat lié', '2 achats liés'. */
export function linkedPurchasesLabel(count: number): string {
  return count > 1 ? `${count} achats liés` : `${count} achat lié`;
}
