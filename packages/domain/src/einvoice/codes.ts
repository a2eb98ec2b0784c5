import type { InvoiceType } from "../billing/invoice-states";
import type { OperationCategory } from "../billing/operation-category";
import type { Unity } from "../catalogue/enumerations";
import type { BusinessProcessCode, EInvoiceTypeCode } from "./model";

/** UNTDID 1001 per the issue: a deposit is 386, every other invoice (ordinary, partial, balance) 380. */
export const INVOICE_TYPE_CODES = {
  TYPE_ADVANCE: "386",
  TYPE_MONTHLY: "380",
  TYPE_SOLD: "380",
} as const satisfies Record<InvoiceType, EInvoiceTypeCode>;

export const CREDIT_NOTE_TYPE_CODE = "381" satisfies EInvoiceTypeCode;

/** UN/ECE Recommendation 20 codes of our units (BT-130); C62 'one' for a plain unit. */
export const UNIT_CODES = {
  UNITY_DAY: "DAY",
  UNITY_MONTH: "MON",
  UNITY_UNITY: "C62",
  UNITY_WEIGHT: "KGM",
  UNITY_SQUARE: "MTK",
} as const satisfies Record<Unity, string>;

const FRAMEWORK_LETTER = {
  GOODS: "B",
  SERVICES: "S",
  MIXED: "M",
} as const satisfies Record<OperationCategory, string>;

/**
 * BT-23, the French invoicing framework ('cadre de facturation', XP Z12-012, rule BR-FR-08): the
 * letter says goods, services or both; 4 is a final invoice after deposits (one that deducts
 * earlier invoices), 1 any other deposit, invoice or credit note.
 */
export const businessProcessCode = (
  category: OperationCategory,
  deductsEarlierInvoices: boolean,
): BusinessProcessCode =>
  `${FRAMEWORK_LETTER[category]}${deductsEarlierInvoices ? "4" : "1"}` as BusinessProcessCode;

/** EAS 0225 (French SIREN-based electronic address), 0002 SIREN, 0009 SIRET, as the French rules ask. */
export const ELECTRONIC_ADDRESS_SCHEME = "0225";
export const SIREN_SCHEME = "0002";
export const SIRET_SCHEME = "0009";

/** UNCL 5189 code 95 'Discount' for a line discount (BG-27), with its French reason (BT-139). */
export const LINE_DISCOUNT_REASON = { code: "95", text: "Remise" } as const;
