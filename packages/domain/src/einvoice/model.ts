import type { Cents } from "../shared/cents";

/**
 * The EN 16931 semantic model, limited to the business terms (BT-n) and groups (BG-n) our invoices,
 * deposits and credit notes carry. Amounts stay integer cents; the writers format them.
 * Quantities and rates are exact decimal strings ("1.5", "20", "5.5").
 */

/** UNTDID 1001: 380 commercial invoice, 386 prepayment (deposit) invoice, 381 credit note. */
export type EInvoiceTypeCode = "380" | "381" | "386";

/** UNCL 5305 as EN 16931 restricts it (L and M, Canary Islands and Ceuta/Melilla, never apply here). */
export type VatCategoryCode = "S" | "Z" | "E" | "AE" | "K" | "G" | "O";

/** BT-23, the French invoicing framework: B goods, S services, M both; 1 ordinary, 4 final after deposits. */
export type BusinessProcessCode = "B1" | "S1" | "M1" | "B4" | "S4" | "M4";

/** UNTDID 4451 subjects of the notes the French rules ask for (BR-FR-05) and of free notes. */
export type NoteSubjectCode = "PMT" | "PMD" | "AAB" | "TXD" | "BAR" | "AAI";

/** BG-1 */
export interface EInvoiceNote {
  /** BT-21 */
  subjectCode: NoteSubjectCode;
  /** BT-22 */
  text: string;
}

/** BG-5, BG-8, BG-15 */
export interface EInvoiceAddress {
  /** BT-35, BT-36, BT-162 (at most three lines). */
  lines: string[];
  /** BT-37 */
  city: string | null;
  /** BT-38 */
  postalCode: string | null;
  /** BT-40, ISO 3166-1 alpha-2. */
  countryCode: string;
}

/** BT-34, BT-49 with their scheme (EAS 0225: the French SIREN-based electronic address). */
export interface ElectronicAddress {
  value: string;
  scheme: "0225";
}

/** BG-4 (seller) and BG-7 (buyer). */
export interface EInvoiceParty {
  /** BT-27, BT-44 */
  name: string;
  /** BT-29, BT-46 with scheme 0009 (SIRET). */
  siret: string | null;
  /** BT-30, BT-47 with scheme 0002 (SIREN). */
  siren: string | null;
  /** BT-31, BT-48 */
  vatNumber: string | null;
  /** BT-34, BT-49 */
  electronicAddress: ElectronicAddress | null;
  address: EInvoiceAddress;
}

/** BG-3 */
export interface PrecedingInvoiceReference {
  /** BT-25 */
  number: string;
  /** BT-26 */
  issueDate: string;
}

/** BG-16 with BG-17 (credit transfer). */
export interface EInvoicePaymentMeans {
  /** BT-81, UNCL 4461: 58 SEPA credit transfer. */
  typeCode: "58";
  /** BT-84 */
  iban: string;
  /** BT-86 */
  bic: string | null;
}

/** BG-27: a line allowance (our line discount). */
export interface EInvoiceLineAllowance {
  /** BT-136 */
  amountCents: Cents;
  /** BT-137 */
  baseAmountCents: Cents;
  /** BT-138 */
  percent: string;
  /** BT-140, UNCL 5189: 95 discount. */
  reasonCode: "95";
  /** BT-139 */
  reason: string;
}

/** BG-25 */
export interface EInvoiceLine {
  /** BT-126 */
  id: string;
  /** BT-153 */
  name: string;
  /** BT-129 (negative for a deduction line, whose price stays positive: BR-27). */
  quantity: string;
  /** BT-130, UN/ECE Recommendation 20. */
  unitCode: string;
  /** BT-146, never negative. */
  netPriceCents: Cents;
  /** BT-131 = BT-129 × BT-146 − BT-136, the line total the PDF prints. */
  netAmountCents: Cents;
  allowance: EInvoiceLineAllowance | null;
  /** BT-151 */
  vatCategory: VatCategoryCode;
  /** BT-152 */
  vatRate: string;
}

/** BG-23, one per VAT category and rate. */
export interface EInvoiceVatBreakdown {
  /** BT-118 */
  category: VatCategoryCode;
  /** BT-119 */
  rate: string;
  /** BT-116 */
  taxableAmountCents: Cents;
  /** BT-117 */
  taxAmountCents: Cents;
  /** BT-120 */
  exemptionReason: string | null;
  /** BT-121 (VATEX code list). */
  exemptionReasonCode: string | null;
}

/** BG-22 */
export interface EInvoiceTotals {
  /** BT-106 */
  lineNetTotalCents: Cents;
  /** BT-109 */
  taxExclusiveCents: Cents;
  /** BT-110 */
  taxTotalCents: Cents;
  /** BT-112 */
  taxInclusiveCents: Cents;
  /** BT-113: the deducted deposits' TTC on a balance invoice, else 0. */
  prepaidCents: Cents;
  /** BT-115 */
  payableCents: Cents;
}

export interface EInvoice {
  /** BT-24: the EN 16931 core specification. */
  specificationId: "urn:cen.eu:en16931:2017";
  /** BT-23 */
  businessProcess: BusinessProcessCode;
  /** BT-1 */
  number: string;
  /** BT-2 (YYYY-MM-DD). */
  issueDate: string;
  /** BT-3 */
  typeCode: EInvoiceTypeCode;
  /** BT-5 */
  currency: "EUR";
  /** BT-8, UNTDID 2005 as EN 16931 restricts it: 3 invoice date ('TVA sur les débits'). */
  vatPointDateCode: "3" | null;
  /** BT-9 */
  dueDate: string | null;
  /** BT-10 */
  buyerReference: string | null;
  /** BT-13 */
  orderReference: string | null;
  /** BT-20 */
  paymentTerms: string | null;
  /** BT-72 */
  deliveryDate: string | null;
  notes: EInvoiceNote[];
  precedingInvoices: PrecedingInvoiceReference[];
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  /** BG-15, only when it differs from the buyer's address. */
  deliverTo: EInvoiceAddress | null;
  paymentMeans: EInvoicePaymentMeans | null;
  lines: EInvoiceLine[];
  vatBreakdown: EInvoiceVatBreakdown[];
  totals: EInvoiceTotals;
}
