import type { ServiceContext } from "../../shared/context";

/** One linked purchase of a group product put on a quotation, with the supplier chosen for it. */
export interface LinkedPurchaseChoice {
  productTypeId: number;
  supplierId: number;
  /** Quantity of the product type bought per unit sold (the linked purchase's quantity). */
  quantity: string;
}

export interface GeneratePurchaseLinesInput {
  quotationId: number;
  /** The sold product's name, for the purchase's title. */
  productName: string;
  /** Units sold on the quotation line (a decimal string). */
  quantity: string;
  expenses: LinkedPurchaseChoice[];
}

/**
 * Creates the purchase lines a sold group product needs, priced from the chosen suppliers' offers,
 * in the caller's transaction (the quotation line and its purchases are written together).
 * Owned by the purchases area; the quotation lines call it.
 */
export async function generatePurchaseLines(
  _tx: ServiceContext,
  _input: GeneratePurchaseLinesInput,
): Promise<void> {
  throw new Error("generatePurchaseLines: not written yet");
}
