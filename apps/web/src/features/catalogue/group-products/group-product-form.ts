import type { Cents } from "@tronc/domain";
import {
  decimalToString,
  GROUP_PRODUCT_TYPES,
  type GroupProductType,
  isDomainError,
  isUnity,
  type Unity,
  validateGroupProduct,
} from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";

export type GroupProductCard = RouterOutputs["triangleProduct"]["search"]["items"][number];
export type GroupProductDetail = RouterOutputs["triangleProduct"]["get"];
export type LinkedPurchase = GroupProductDetail["expenses"][number];

export interface GroupProductDraft {
  name: string;
  reference: string;
  type: GroupProductType | "";
  unity: Unity | "";
  /** Integer cents, null while empty. */
  priceCents: Cents | null;
  vatRateId: number | null;
  triangleCompanyIds: number[];
  isEnabled: boolean;
  description: string;
}

export type GroupProductField = keyof GroupProductDraft;
export type GroupProductErrors = Partial<Record<GroupProductField, string>>;

export const EMPTY_GROUP_PRODUCT: GroupProductDraft = {
  name: "",
  reference: "",
  type: "",
  unity: "",
  priceCents: null,
  vatRateId: null,
  triangleCompanyIds: [],
  isEnabled: true,
  description: "",
};

export function draftOf(product: GroupProductDetail): GroupProductDraft {
  return {
    name: product.name,
    reference: product.reference,
    type: product.type,
    unity: product.unity,
    priceCents: product.priceCents,
    vatRateId: product.vatRateId,
    triangleCompanyIds: product.triangleCompanies.map((company) => company.id),
    isEnabled: product.isEnabled,
    description: product.description ?? "",
  };
}

/** The draft as the API takes it: the price in euros written exactly ('1200.5'). */
export function productInput(draft: GroupProductDraft) {
  return {
    name: draft.name,
    reference: draft.reference,
    type: draft.type || null,
    unity: draft.unity || null,
    price: draft.priceCents === null ? null : decimalToString({ units: BigInt(draft.priceCents), scale: 2 }),
    vatRateId: draft.vatRateId,
    triangleCompanyIds: draft.triangleCompanyIds,
    isEnabled: draft.isEnabled,
    description: draft.description.trim() || null,
  };
}

const FIELDS: readonly string[] = Object.keys(EMPTY_GROUP_PRODUCT);
export const isProductField = (field: string | undefined): field is GroupProductField =>
  field !== undefined && FIELDS.includes(field);

/** The domain's rules before sending (the server checks again): the first refusal under its field. */
export function checkProduct(draft: GroupProductDraft): GroupProductErrors {
  try {
    validateGroupProduct(productInput(draft));
    return {};
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const field = error.field === "price" ? "priceCents" : error.field;
    return isProductField(field) ? { [field]: error.message } : {};
  }
}

/** The API's field of a refusal ('price') to the form's ('priceCents'). */
export const formFieldOf = (field: string | undefined) => (field === "price" ? "priceCents" : field);

export const isProductType = (value: string): value is GroupProductType =>
  (GROUP_PRODUCT_TYPES as readonly string[]).includes(value);
export const unityOrEmpty = (value: string): Unity | "" => (isUnity(value) ? value : "");

/** '2.5' → '2,5', as staff read a quantity. */
export const frenchQuantity = (quantity: string) => quantity.replace(".", ",");
