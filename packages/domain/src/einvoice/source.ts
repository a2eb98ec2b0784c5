import type { InvoiceType } from "../billing/invoice-states";
import type { OperationCategory } from "../billing/operation-category";
import type { InvoiceParties } from "../billing/parties";
import type { Unity } from "../catalogue/enumerations";
import type { Cents } from "../shared/cents";
import type { VatCategoryCode } from "./model";

/**
 * What the mapping reads of a numbered invoice or credit note: its frozen parties and lines, dates,
 * references and printed totals, as the database keeps them (the lead feeds it from the rows).
 */
export interface EInvoiceSourceLine {
  name: string;
  /** Exact decimal, as the column keeps it ("1.000"). */
  quantity: string;
  unitPriceCents: Cents;
  unity: Unity;
  vatRate: string;
  discountPercent: string;
}

/** An earlier invoice a balance invoice deducts, as it was issued. */
export interface DeductedInvoiceSource {
  reference: string;
  invoiceDate: string;
  totalTtcCents: Cents;
}

/**
 * How a 0 % rate is to be read: France has no zero-rated supplies, so by default an exemption, with
 * the reason the PDF prints (e.g. 'Exonération de TVA, article 261 du CGI').
 */
export interface ZeroRateTreatment {
  category: Exclude<VatCategoryCode, "S">;
  /** BT-120 */
  reason: string | null;
  /** BT-121, VATEX code (e.g. VATEX-EU-AE for reverse charge). */
  reasonCode: string | null;
}

interface CommonSource {
  reference: string;
  issueDate: string;
  operationCategory: OperationCategory;
  parties: InvoiceParties;
  lines: readonly EInvoiceSourceLine[];
  /** The document's TTC as it was printed (net of deductions): the amount due must equal it. */
  printedTotalTtcCents: Cents;
  /** Free comment printed on the document ('' for none). */
  comment: string;
  buyerReference: string | null;
  orderReference: string | null;
  /** The issuer's bank details for the credit transfer (BG-16/BG-17), when it has them. */
  issuerBank: { iban: string; bic: string | null } | null;
  zeroRate: ZeroRateTreatment | null;
}

export interface InvoiceSource extends CommonSource {
  kind: "invoice";
  type: InvoiceType;
  dueDate: string;
  /** 'À réception', '30 jours'… as printed (BT-20). */
  paymentTermsLabel: string;
  serviceDate: string | null;
  /** The billing address is the buyer's; '' or the same text when no other delivery address. */
  deliveryAddress: string;
  deductions: readonly DeductedInvoiceSource[];
}

export interface CreditNoteSource extends CommonSource {
  kind: "credit";
  /** The invoice it corrects (BT-25/BT-26). */
  correctedInvoice: { reference: string; invoiceDate: string } | null;
}

export type EInvoiceSource = InvoiceSource | CreditNoteSource;
