import { formatCentsAsDecimal, UNITIES, type Unity } from "@tronc/domain";
import type { ProductOption, QuotationLine } from "./quotation-format";

/** What the line dialog holds: numbers as typed, the server reads and checks them. */
export interface LineDraft {
  /** "" until a product or free text is chosen (quantity and price stay read-only until then). */
  source: "" | "free" | `product:${number}`;
  name: string;
  description: string;
  quantity: string;
  unitPrice: string;
  unity: Unity;
  tva: string;
  discount: string;
  hidden: boolean;
  /** triangleProductExpenseId → supplierId (0: none chosen). */
  suppliers: Record<number, number>;
}

/** 120050 → '1 200,50' (the server reads French amounts). */
const french = (value: string) => value.replace(".", ",");

export const EMPTY_LINE: LineDraft = {
  source: "",
  name: "",
  description: "",
  quantity: "",
  unitPrice: "",
  unity: "UNITY_UNITY",
  tva: "20",
  discount: "0",
  hidden: false,
  suppliers: {},
};

/**
 * A new free-text line: a designation to type ('Texte libre' is only its placeholder), one unit and
 * no price, so that Enter never saves an empty 0 € line (the server refuses a blank designation or price).
 */
export const FREE_TEXT_DRAFT: LineDraft = {
  ...EMPTY_LINE,
  source: "free",
  name: "",
  quantity: "1",
  unitPrice: "",
};

export const FREE_TEXT_PLACEHOLDER = "Texte libre";

/** A product chosen: its name, description, price, unity and VAT; a single supplier offer preselected. */
export function draftOfProduct(product: ProductOption): LineDraft {
  const suppliers: Record<number, number> = {};
  for (const purchase of product.linkedPurchases) {
    const [only, ...others] = purchase.offers;
    suppliers[purchase.id] = only && others.length === 0 ? only.supplierId : 0;
  }
  return {
    ...EMPTY_LINE,
    source: `product:${product.id}`,
    name: product.name,
    description: product.description,
    quantity: "1",
    unitPrice: formatCentsAsDecimal(product.priceCents),
    unity: product.unity,
    tva: french(product.vatRate),
    suppliers,
  };
}

export function draftOfLine(line: QuotationLine): LineDraft {
  return {
    source: line.triangleProductId === null ? "free" : `product:${line.triangleProductId}`,
    name: line.name,
    description: line.description,
    quantity: french(line.quantity),
    unitPrice: formatCentsAsDecimal(line.unitPriceCents),
    unity: line.unity,
    tva: french(line.vatRate),
    discount: french(line.discountPercent),
    hidden: line.hidden,
    suppliers: {},
  };
}

export const productIdOf = (source: LineDraft["source"]) =>
  source.startsWith("product:") ? Number(source.slice("product:".length)) : null;

export const LINE_UNITIES = UNITIES;

/** The fields sent for a line (create or update). */
export const lineFields = (draft: LineDraft) => ({
  name: draft.name,
  description: draft.description,
  quantity: draft.quantity,
  unitPrice: draft.unitPrice,
  unity: draft.unity,
  tva: draft.tva,
  discount: draft.discount,
  hidden: draft.hidden,
});
