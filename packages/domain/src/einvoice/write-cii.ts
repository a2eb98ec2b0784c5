import { formatAmount, formatPercentage, formatQuantity } from "./amounts";
import { SIREN_SCHEME, SIRET_SCHEME } from "./codes";
import type { EInvoice, EInvoiceAddress, EInvoiceLine, EInvoiceParty, EInvoiceVatBreakdown } from "./model";
import { el, optionalEl, type XmlNode, xmlDocument } from "./xml";

/**
 * The model as UN/CEFACT Cross Industry Invoice D16B, the syntax Factur-X carries, in the order the
 * Factur-X EN 16931 schema gives (element names per the CEN mapping of EN 16931 to CII).
 */
const NAMESPACES = {
  "xmlns:rsm": "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  "xmlns:ram": "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  "xmlns:qdt": "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
  "xmlns:udt": "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
};

/** BT-8 in CII's code list (UNTDID 2475): 5 'date of invoice' is EN 16931's 3. */
const CII_VAT_POINT_DATE_CODES = { "3": "5" } as const;

const ciiDate = (date: string) => date.replace(/-/g, "");

const dateTime = (name: string, date: string) =>
  el(name, [el("udt:DateTimeString", ciiDate(date), { format: "102" })]);

const amount = (name: string, cents: number) => el(name, formatAmount(cents));

function address(name: string, value: EInvoiceAddress) {
  return el(name, [
    optionalEl("ram:PostcodeCode", value.postalCode),
    optionalEl("ram:LineOne", value.lines[0]),
    optionalEl("ram:LineTwo", value.lines[1]),
    optionalEl("ram:LineThree", value.lines[2]),
    optionalEl("ram:CityName", value.city),
    el("ram:CountryID", value.countryCode),
  ]);
}

function tradeParty(name: string, party: EInvoiceParty) {
  return el(name, [
    optionalEl("ram:GlobalID", party.siret, { schemeID: SIRET_SCHEME }),
    el("ram:Name", party.name),
    party.siren &&
      el("ram:SpecifiedLegalOrganization", [el("ram:ID", party.siren, { schemeID: SIREN_SCHEME })]),
    address("ram:PostalTradeAddress", party.address),
    party.electronicAddress &&
      el("ram:URIUniversalCommunication", [
        el("ram:URIID", party.electronicAddress.value, { schemeID: party.electronicAddress.scheme }),
      ]),
    party.vatNumber &&
      el("ram:SpecifiedTaxRegistration", [el("ram:ID", party.vatNumber, { schemeID: "VA" })]),
  ]);
}

function lineItem(line: EInvoiceLine) {
  return el("ram:IncludedSupplyChainTradeLineItem", [
    el("ram:AssociatedDocumentLineDocument", [el("ram:LineID", line.id)]),
    el("ram:SpecifiedTradeProduct", [el("ram:Name", line.name)]),
    el("ram:SpecifiedLineTradeAgreement", [
      el("ram:NetPriceProductTradePrice", [amount("ram:ChargeAmount", line.netPriceCents)]),
    ]),
    el("ram:SpecifiedLineTradeDelivery", [
      el("ram:BilledQuantity", formatQuantity(line.quantity), { unitCode: line.unitCode }),
    ]),
    el("ram:SpecifiedLineTradeSettlement", [
      el("ram:ApplicableTradeTax", [
        el("ram:TypeCode", "VAT"),
        el("ram:CategoryCode", line.vatCategory),
        el("ram:RateApplicablePercent", formatPercentage(line.vatRate)),
      ]),
      line.allowance &&
        el("ram:SpecifiedTradeAllowanceCharge", [
          el("ram:ChargeIndicator", [el("udt:Indicator", "false")]),
          el("ram:CalculationPercent", formatPercentage(line.allowance.percent)),
          amount("ram:BasisAmount", line.allowance.baseAmountCents),
          amount("ram:ActualAmount", line.allowance.amountCents),
          el("ram:ReasonCode", line.allowance.reasonCode),
          el("ram:Reason", line.allowance.reason),
        ]),
      el("ram:SpecifiedTradeSettlementLineMonetarySummation", [
        amount("ram:LineTotalAmount", line.netAmountCents),
      ]),
    ]),
  ]);
}

function tradeTax(breakdown: EInvoiceVatBreakdown, vatPointDateCode: EInvoice["vatPointDateCode"]) {
  return el("ram:ApplicableTradeTax", [
    amount("ram:CalculatedAmount", breakdown.taxAmountCents),
    el("ram:TypeCode", "VAT"),
    optionalEl("ram:ExemptionReason", breakdown.exemptionReason),
    amount("ram:BasisAmount", breakdown.taxableAmountCents),
    el("ram:CategoryCode", breakdown.category),
    optionalEl("ram:ExemptionReasonCode", breakdown.exemptionReasonCode),
    vatPointDateCode && el("ram:DueDateTypeCode", CII_VAT_POINT_DATE_CODES[vatPointDateCode]),
    el("ram:RateApplicablePercent", formatPercentage(breakdown.rate)),
  ]);
}

function settlement(invoice: EInvoice): XmlNode {
  const { totals, paymentMeans } = invoice;
  return el("ram:ApplicableHeaderTradeSettlement", [
    el("ram:InvoiceCurrencyCode", invoice.currency),
    paymentMeans &&
      el("ram:SpecifiedTradeSettlementPaymentMeans", [
        el("ram:TypeCode", paymentMeans.typeCode),
        el("ram:PayeePartyCreditorFinancialAccount", [el("ram:IBANID", paymentMeans.iban)]),
        paymentMeans.bic &&
          el("ram:PayeeSpecifiedCreditorFinancialInstitution", [el("ram:BICID", paymentMeans.bic)]),
      ]),
    ...invoice.vatBreakdown.map((breakdown) => tradeTax(breakdown, invoice.vatPointDateCode)),
    (invoice.paymentTerms || invoice.dueDate) &&
      el("ram:SpecifiedTradePaymentTerms", [
        optionalEl("ram:Description", invoice.paymentTerms),
        invoice.dueDate && dateTime("ram:DueDateDateTime", invoice.dueDate),
      ]),
    el("ram:SpecifiedTradeSettlementHeaderMonetarySummation", [
      amount("ram:LineTotalAmount", totals.lineNetTotalCents),
      amount("ram:TaxBasisTotalAmount", totals.taxExclusiveCents),
      el("ram:TaxTotalAmount", formatAmount(totals.taxTotalCents), { currencyID: invoice.currency }),
      amount("ram:GrandTotalAmount", totals.taxInclusiveCents),
      totals.prepaidCents !== 0 && amount("ram:TotalPrepaidAmount", totals.prepaidCents),
      amount("ram:DuePayableAmount", totals.payableCents),
    ]),
    ...invoice.precedingInvoices.map((preceding) =>
      el("ram:InvoiceReferencedDocument", [
        el("ram:IssuerAssignedID", preceding.number),
        el("ram:FormattedIssueDateTime", [
          el("qdt:DateTimeString", ciiDate(preceding.issueDate), { format: "102" }),
        ]),
      ]),
    ),
  ]);
}

export function writeCii(invoice: EInvoice): string {
  return xmlDocument(
    el(
      "rsm:CrossIndustryInvoice",
      [
        el("rsm:ExchangedDocumentContext", [
          el("ram:BusinessProcessSpecifiedDocumentContextParameter", [el("ram:ID", invoice.businessProcess)]),
          el("ram:GuidelineSpecifiedDocumentContextParameter", [el("ram:ID", invoice.specificationId)]),
        ]),
        el("rsm:ExchangedDocument", [
          el("ram:ID", invoice.number),
          el("ram:TypeCode", invoice.typeCode),
          dateTime("ram:IssueDateTime", invoice.issueDate),
          ...invoice.notes.map((note) =>
            el("ram:IncludedNote", [el("ram:Content", note.text), el("ram:SubjectCode", note.subjectCode)]),
          ),
        ]),
        el("rsm:SupplyChainTradeTransaction", [
          ...invoice.lines.map(lineItem),
          el("ram:ApplicableHeaderTradeAgreement", [
            optionalEl("ram:BuyerReference", invoice.buyerReference),
            tradeParty("ram:SellerTradeParty", invoice.seller),
            tradeParty("ram:BuyerTradeParty", invoice.buyer),
            invoice.orderReference &&
              el("ram:BuyerOrderReferencedDocument", [el("ram:IssuerAssignedID", invoice.orderReference)]),
          ]),
          el("ram:ApplicableHeaderTradeDelivery", [
            invoice.deliverTo &&
              el("ram:ShipToTradeParty", [address("ram:PostalTradeAddress", invoice.deliverTo)]),
            invoice.deliveryDate &&
              el("ram:ActualDeliverySupplyChainEvent", [
                dateTime("ram:OccurrenceDateTime", invoice.deliveryDate),
              ]),
          ]),
          settlement(invoice),
        ]),
      ],
      NAMESPACES,
    ),
  );
}
