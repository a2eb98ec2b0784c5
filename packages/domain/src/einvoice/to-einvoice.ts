import {
  printsDeliveryAddress,
  RECOVERY_INDEMNITY_MENTION,
  VAT_ON_DEBITS_MENTION,
} from "../billing/invoice-print";
import type { InvoiceParties, InvoiceParty } from "../billing/parties";
import { toCents } from "../shared/cents";
import { computeDocumentTotals, computeLine, type VatDetail } from "../shared/compute-document-totals";
import { decimalToString, toDecimal } from "../shared/decimal";
import { structuredAddress } from "./address";
import {
  businessProcessCode,
  CREDIT_NOTE_TYPE_CODE,
  ELECTRONIC_ADDRESS_SCHEME,
  INVOICE_TYPE_CODES,
  LINE_DISCOUNT_REASON,
  UNIT_CODES,
} from "./codes";
import type {
  EInvoice,
  EInvoiceLine,
  EInvoiceNote,
  EInvoiceParty,
  EInvoiceVatBreakdown,
  VatCategoryCode,
} from "./model";
import type { EInvoiceSource, EInvoiceSourceLine, ZeroRateTreatment } from "./source";

/** France has no zero-rated supplies: a 0 % line is exempt unless the issuer says otherwise. */
export const DEFAULT_ZERO_RATE: ZeroRateTreatment = {
  category: "E",
  reason: "Exonération de TVA",
  reasonCode: null,
};

/** The notes the French rules require (BR-FR-05) when the issuer wrote nothing of its own. */
export const DEFAULT_LATE_PENALTY_TERMS =
  "Pénalités de retard : trois fois le taux d'intérêt légal (Code de commerce L441-10)";
export const NO_EARLY_PAYMENT_DISCOUNT = "Pas d'escompte pour paiement anticipé";
/** BT-20 of a credit note: nothing falls due, the amount is set against a payment or refunded. */
export const CREDIT_NOTE_PAYMENT_TERMS = "Avoir à déduire d'un prochain règlement ou à rembourser";

const isZero = (rate: string | number) => toDecimal(rate).units === 0n;

function vatCategoryOf(rate: string | number, zeroRate: ZeroRateTreatment): VatCategoryCode {
  return isZero(rate) ? zeroRate.category : "S";
}

function party(source: InvoiceParty): EInvoiceParty {
  return {
    name: source.name,
    siret: source.siret,
    siren: source.siren,
    vatNumber: source.vatNumber,
    electronicAddress: source.siren ? { value: source.siren, scheme: ELECTRONIC_ADDRESS_SCHEME } : null,
    address: structuredAddress(source.address),
  };
}

/**
 * One line: its amounts exactly as the totals computation gives them (base rounded, then the
 * discount), the discount as a line allowance so that BT-131 = quantity × price − allowance. A
 * negative price (a deduction line) becomes a negative quantity at a positive price (BR-27).
 */
function line(source: EInvoiceSourceLine, index: number, zeroRate: ZeroRateTreatment): EInvoiceLine {
  const { baseHT, totalHT } = computeLine({
    quantity: source.quantity,
    unitPriceCents: source.unitPriceCents,
    vatRate: source.vatRate,
    discountPercent: source.discountPercent,
  });
  const quantity = decimalToString(toDecimal(source.quantity));
  const negative = source.unitPriceCents < 0;
  const discounted = !isZero(source.discountPercent);
  return {
    id: String(index + 1),
    name: source.name,
    quantity: negative && quantity !== "0" ? `-${quantity}` : quantity,
    unitCode: UNIT_CODES[source.unity],
    netPriceCents: toCents(Math.abs(source.unitPriceCents)),
    netAmountCents: toCents(totalHT),
    allowance: discounted
      ? {
          amountCents: toCents(baseHT - totalHT),
          baseAmountCents: toCents(baseHT),
          percent: decimalToString(toDecimal(source.discountPercent)),
          reasonCode: LINE_DISCOUNT_REASON.code,
          reason: LINE_DISCOUNT_REASON.text,
        }
      : null,
    vatCategory: vatCategoryOf(source.vatRate, zeroRate),
    vatRate: decimalToString(toDecimal(source.vatRate)),
  };
}

function notes(
  source: EInvoiceSource,
  seller: InvoiceParties["seller"],
  buyer: InvoiceParty,
): EInvoiceNote[] {
  const comment = source.comment.trim();
  return [
    comment ? { subjectCode: "AAI" as const, text: comment } : null,
    { subjectCode: "PMT" as const, text: RECOVERY_INDEMNITY_MENTION },
    { subjectCode: "PMD" as const, text: seller.latePenaltyTerms.trim() || DEFAULT_LATE_PENALTY_TERMS },
    { subjectCode: "AAB" as const, text: seller.earlyPaymentTerms.trim() || NO_EARLY_PAYMENT_DISCOUNT },
    seller.vatOnDebits ? { subjectCode: "TXD" as const, text: VAT_ON_DEBITS_MENTION } : null,
    buyer.siren ? { subjectCode: "BAR" as const, text: "B2B" } : null,
  ].filter((note): note is EInvoiceNote => note !== null);
}

/** BG-23 from the totals' VAT per rate; the reason of a 0 % rate goes with it unless zero-rated (BR-Z-10). */
function breakdownOf(detailTVA: readonly VatDetail[], zeroRate: ZeroRateTreatment): EInvoiceVatBreakdown[] {
  return detailTVA.map((detail) => {
    const category = vatCategoryOf(detail.rate, zeroRate);
    const withReason = category !== "S" && category !== "Z";
    return {
      category,
      rate: String(detail.rate),
      taxableAmountCents: toCents(detail.base),
      taxAmountCents: toCents(detail.tva),
      exemptionReason: withReason ? zeroRate.reason : null,
      exemptionReasonCode: withReason ? zeroRate.reasonCode : null,
    };
  });
}

/**
 * A numbered invoice, deposit or credit note as the EN 16931 model. The VAT breakdown and totals are
 * the lines' own (the same computation as the PDF); a balance invoice's deductions become preceding
 * invoice references (BG-3) and their TTC the paid amount (BT-113), so the amount due (BT-115) is
 * the TTC the PDF prints — checked, since a difference would be a bug.
 */
export function toEInvoice(source: EInvoiceSource): EInvoice {
  const zeroRate = source.zeroRate ?? DEFAULT_ZERO_RATE;
  const { seller, buyer } = source.parties;
  const own = computeDocumentTotals(
    source.lines.map((l) => ({
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      vatRate: l.vatRate,
      discountPercent: l.discountPercent,
    })),
  );
  const vatBreakdown = breakdownOf(own.detailTVA, zeroRate);
  const deductions = source.kind === "invoice" ? source.deductions : [];
  const prepaid = deductions.reduce((sum, deduction) => sum + deduction.totalTtcCents, 0);
  const payable = own.totalTTC - prepaid;
  if (payable !== source.printedTotalTtcCents) {
    throw new Error(
      `E-invoice ${source.reference}: amount due ${payable} differs from the printed TTC ${source.printedTotalTtcCents}`,
    );
  }
  const invoice = source.kind === "invoice" ? source : null;
  const corrected = source.kind === "credit" ? source.correctedInvoice : null;
  return {
    specificationId: "urn:cen.eu:en16931:2017",
    businessProcess: businessProcessCode(source.operationCategory, deductions.length > 0),
    number: source.reference,
    issueDate: source.issueDate,
    typeCode: invoice ? INVOICE_TYPE_CODES[invoice.type] : CREDIT_NOTE_TYPE_CODE,
    currency: "EUR",
    vatPointDateCode: seller.vatOnDebits ? "3" : null,
    dueDate: invoice ? invoice.dueDate : null,
    buyerReference: source.buyerReference,
    orderReference: source.orderReference,
    paymentTerms: invoice ? invoice.paymentTermsLabel : CREDIT_NOTE_PAYMENT_TERMS,
    deliveryDate: invoice?.serviceDate ?? null,
    notes: notes(source, seller, buyer),
    precedingInvoices: corrected
      ? [{ number: corrected.reference, issueDate: corrected.invoiceDate }]
      : deductions.map((d) => ({ number: d.reference, issueDate: d.invoiceDate })),
    seller: party(seller),
    buyer: party(buyer),
    deliverTo:
      invoice && printsDeliveryAddress(buyer.address, invoice.deliveryAddress)
        ? structuredAddress(invoice.deliveryAddress)
        : null,
    paymentMeans: source.issuerBank
      ? {
          typeCode: "58",
          iban: source.issuerBank.iban.replace(/\s+/g, "").toUpperCase(),
          bic: source.issuerBank.bic?.replace(/\s+/g, "").toUpperCase() || null,
        }
      : null,
    lines: source.lines.map((l, index) => line(l, index, zeroRate)),
    vatBreakdown,
    totals: {
      lineNetTotalCents: toCents(own.totalHT),
      taxExclusiveCents: toCents(own.totalHT),
      taxTotalCents: toCents(own.totalTVA),
      taxInclusiveCents: toCents(own.totalTTC),
      prepaidCents: toCents(prepaid),
      payableCents: toCents(payable),
    },
  };
}
