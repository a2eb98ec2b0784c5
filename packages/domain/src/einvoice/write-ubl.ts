import { formatAmount, formatPercentage, formatQuantity } from "./amounts";
import { SIREN_SCHEME, SIRET_SCHEME } from "./codes";
import type { EInvoice, EInvoiceAddress, EInvoiceLine, EInvoiceParty, VatCategoryCode } from "./model";
import { el, optionalEl, xmlDocument } from "./xml";

/**
 * The model as OASIS UBL 2.1: an Invoice, or a CreditNote for type 381, elements in the order of
 * the UBL 2.1 schemas (names per the CEN mapping of EN 16931 to UBL).
 */
const COMMON_NAMESPACES = {
  "xmlns:cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  "xmlns:cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
};

const DOCUMENTS = {
  invoice: {
    root: "Invoice",
    namespace: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
    typeCode: "cbc:InvoiceTypeCode",
    line: "cac:InvoiceLine",
    quantity: "cbc:InvoicedQuantity",
  },
  credit: {
    root: "CreditNote",
    namespace: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
    typeCode: "cbc:CreditNoteTypeCode",
    line: "cac:CreditNoteLine",
    quantity: "cbc:CreditedQuantity",
  },
} as const;

type Document = (typeof DOCUMENTS)[keyof typeof DOCUMENTS];

function money(name: string, cents: number, currency: string) {
  return el(name, formatAmount(cents), { currencyID: currency });
}

const vatScheme = () => el("cac:TaxScheme", [el("cbc:ID", "VAT")]);

function postalAddress(name: string, value: EInvoiceAddress) {
  return el(name, [
    optionalEl("cbc:StreetName", value.lines[0]),
    optionalEl("cbc:AdditionalStreetName", value.lines[1]),
    optionalEl("cbc:CityName", value.city),
    optionalEl("cbc:PostalZone", value.postalCode),
    value.lines[2] && el("cac:AddressLine", [el("cbc:Line", value.lines[2])]),
    el("cac:Country", [el("cbc:IdentificationCode", value.countryCode)]),
  ]);
}

function party(name: string, value: EInvoiceParty) {
  return el(name, [
    el("cac:Party", [
      value.electronicAddress &&
        el("cbc:EndpointID", value.electronicAddress.value, { schemeID: value.electronicAddress.scheme }),
      value.siret && el("cac:PartyIdentification", [el("cbc:ID", value.siret, { schemeID: SIRET_SCHEME })]),
      postalAddress("cac:PostalAddress", value.address),
      value.vatNumber && el("cac:PartyTaxScheme", [el("cbc:CompanyID", value.vatNumber), vatScheme()]),
      el("cac:PartyLegalEntity", [
        el("cbc:RegistrationName", value.name),
        optionalEl("cbc:CompanyID", value.siren, { schemeID: SIREN_SCHEME }),
      ]),
    ]),
  ]);
}

const taxCategory = (category: VatCategoryCode, rate: string) => [
  el("cbc:ID", category),
  el("cbc:Percent", formatPercentage(rate)),
];

function invoiceLine(line: EInvoiceLine, document: Document, currency: string) {
  return el(document.line, [
    el("cbc:ID", line.id),
    el(document.quantity, formatQuantity(line.quantity), { unitCode: line.unitCode }),
    money("cbc:LineExtensionAmount", line.netAmountCents, currency),
    line.allowance &&
      el("cac:AllowanceCharge", [
        el("cbc:ChargeIndicator", "false"),
        el("cbc:AllowanceChargeReasonCode", line.allowance.reasonCode),
        el("cbc:AllowanceChargeReason", line.allowance.reason),
        el("cbc:MultiplierFactorNumeric", formatPercentage(line.allowance.percent)),
        money("cbc:Amount", line.allowance.amountCents, currency),
        money("cbc:BaseAmount", line.allowance.baseAmountCents, currency),
      ]),
    el("cac:Item", [
      el("cbc:Name", line.name),
      el("cac:ClassifiedTaxCategory", [...taxCategory(line.vatCategory, line.vatRate), vatScheme()]),
    ]),
    el("cac:Price", [money("cbc:PriceAmount", line.netPriceCents, currency)]),
  ]);
}

export function writeUbl(invoice: EInvoice): string {
  const document = invoice.typeCode === "381" ? DOCUMENTS.credit : DOCUMENTS.invoice;
  const isInvoice = document === DOCUMENTS.invoice;
  const currency = invoice.currency;
  const { totals, paymentMeans } = invoice;
  return xmlDocument(
    el(
      document.root,
      [
        el("cbc:CustomizationID", invoice.specificationId),
        el("cbc:ProfileID", invoice.businessProcess),
        el("cbc:ID", invoice.number),
        el("cbc:IssueDate", invoice.issueDate),
        isInvoice && optionalEl("cbc:DueDate", invoice.dueDate),
        el(document.typeCode, invoice.typeCode),
        ...invoice.notes.map((note) => el("cbc:Note", `#${note.subjectCode}#${note.text}`)),
        el("cbc:DocumentCurrencyCode", currency),
        optionalEl("cbc:BuyerReference", invoice.buyerReference),
        invoice.vatPointDateCode &&
          el("cac:InvoicePeriod", [el("cbc:DescriptionCode", invoice.vatPointDateCode)]),
        invoice.orderReference && el("cac:OrderReference", [el("cbc:ID", invoice.orderReference)]),
        ...invoice.precedingInvoices.map((preceding) =>
          el("cac:BillingReference", [
            el("cac:InvoiceDocumentReference", [
              el("cbc:ID", preceding.number),
              el("cbc:IssueDate", preceding.issueDate),
            ]),
          ]),
        ),
        party("cac:AccountingSupplierParty", invoice.seller),
        party("cac:AccountingCustomerParty", invoice.buyer),
        (invoice.deliveryDate || invoice.deliverTo) &&
          el("cac:Delivery", [
            optionalEl("cbc:ActualDeliveryDate", invoice.deliveryDate),
            invoice.deliverTo &&
              el("cac:DeliveryLocation", [postalAddress("cac:Address", invoice.deliverTo)]),
          ]),
        paymentMeans &&
          el("cac:PaymentMeans", [
            el("cbc:PaymentMeansCode", paymentMeans.typeCode),
            !isInvoice && optionalEl("cbc:PaymentDueDate", invoice.dueDate),
            el("cac:PayeeFinancialAccount", [
              el("cbc:ID", paymentMeans.iban),
              paymentMeans.bic && el("cac:FinancialInstitutionBranch", [el("cbc:ID", paymentMeans.bic)]),
            ]),
          ]),
        invoice.paymentTerms && el("cac:PaymentTerms", [el("cbc:Note", invoice.paymentTerms)]),
        el("cac:TaxTotal", [
          money("cbc:TaxAmount", totals.taxTotalCents, currency),
          ...invoice.vatBreakdown.map((breakdown) =>
            el("cac:TaxSubtotal", [
              money("cbc:TaxableAmount", breakdown.taxableAmountCents, currency),
              money("cbc:TaxAmount", breakdown.taxAmountCents, currency),
              el("cac:TaxCategory", [
                ...taxCategory(breakdown.category, breakdown.rate),
                optionalEl("cbc:TaxExemptionReasonCode", breakdown.exemptionReasonCode),
                optionalEl("cbc:TaxExemptionReason", breakdown.exemptionReason),
                vatScheme(),
              ]),
            ]),
          ),
        ]),
        el("cac:LegalMonetaryTotal", [
          money("cbc:LineExtensionAmount", totals.lineNetTotalCents, currency),
          money("cbc:TaxExclusiveAmount", totals.taxExclusiveCents, currency),
          money("cbc:TaxInclusiveAmount", totals.taxInclusiveCents, currency),
          totals.prepaidCents !== 0 && money("cbc:PrepaidAmount", totals.prepaidCents, currency),
          money("cbc:PayableAmount", totals.payableCents, currency),
        ]),
        ...invoice.lines.map((line) => invoiceLine(line, document, currency)),
      ],
      { xmlns: document.namespace, ...COMMON_NAMESPACES },
    ),
  );
}
