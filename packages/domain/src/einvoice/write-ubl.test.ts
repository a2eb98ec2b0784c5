import { describe, expect, it } from "vitest";
import { EINVOICE_SAMPLES } from "./samples";
import { all, childNames, readXml, textAt, textsAt } from "./test/xml-reader";
import { toEInvoice } from "./to-einvoice";
import { writeUbl } from "./write-ubl";

const ubl = (name: keyof typeof EINVOICE_SAMPLES) => readXml(writeUbl(toEInvoice(EINVOICE_SAMPLES[name])));

describe("an invoice with three VAT rates and a discount as UBL 2.1", () => {
  const root = ubl("threeRatesWithDiscount");

  it("is a UBL Invoice of the EN 16931 specification, framework M1, type 380", () => {
    expect(root.name).toBe("Invoice");
    expect(root.attributes.xmlns).toBe("urn:oasis:names:specification:ubl:schema:xsd:Invoice-2");
    expect(childNames(root).slice(0, 6)).toEqual([
      "cbc:CustomizationID",
      "cbc:ProfileID",
      "cbc:ID",
      "cbc:IssueDate",
      "cbc:DueDate",
      "cbc:InvoiceTypeCode",
    ]);
    expect(textAt(root, "cbc:CustomizationID")).toBe("urn:cen.eu:en16931:2017");
    expect(textAt(root, "cbc:ProfileID")).toBe("M1");
    expect(textAt(root, "cbc:InvoiceTypeCode")).toBe("380");
    expect(textAt(root, "cbc:IssueDate")).toBe("2026-11-20");
    expect(textAt(root, "cbc:DueDate")).toBe("2026-12-20");
  });

  it("writes each note with its subject code between hashes, as the French UBL rules read them", () => {
    expect(textsAt(root, "cbc:Note")[1]).toBe("#PMT#Indemnité forfaitaire pour frais de recouvrement : 40 €");
    expect(textsAt(root, "cbc:Note").map((note) => note.slice(0, 5))).toEqual([
      "#AAI#",
      "#PMT#",
      "#PMD#",
      "#AAB#",
      "#BAR#",
    ]);
  });

  it("totals in euros with their currency: 3 129.70 HT, 606.61 VAT, 3 736.31 due", () => {
    expect(textAt(root, "cac:TaxTotal/cbc:TaxAmount")).toBe("606.61");
    expect(all(root, "cac:TaxTotal/cbc:TaxAmount")[0]?.attributes.currencyID).toBe("EUR");
    expect(textsAt(root, "cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount")).toEqual(["4.11", "8.50", "594.00"]);
    expect(textsAt(root, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent")).toEqual([
      "5.50",
      "10.00",
      "20.00",
    ]);
    const total = "cac:LegalMonetaryTotal";
    expect(textAt(root, `${total}/cbc:LineExtensionAmount`)).toBe("3129.70");
    expect(textAt(root, `${total}/cbc:TaxExclusiveAmount`)).toBe("3129.70");
    expect(textAt(root, `${total}/cbc:TaxInclusiveAmount`)).toBe("3736.31");
    expect(textAt(root, `${total}/cbc:PayableAmount`)).toBe("3736.31");
  });

  it("a discounted line: allowance 250.00 on 2 500.00, line amount 2 250.00, price 1 250.00", () => {
    const [line] = all(root, "cac:InvoiceLine");
    if (!line) throw new Error("no line");
    expect(textAt(line, "cbc:InvoicedQuantity")).toBe("2");
    expect(all(line, "cbc:InvoicedQuantity")[0]?.attributes.unitCode).toBe("DAY");
    expect(textAt(line, "cbc:LineExtensionAmount")).toBe("2250.00");
    expect(textAt(line, "cac:AllowanceCharge/cbc:Amount")).toBe("250.00");
    expect(textAt(line, "cac:AllowanceCharge/cbc:BaseAmount")).toBe("2500.00");
    expect(textAt(line, "cac:AllowanceCharge/cbc:AllowanceChargeReasonCode")).toBe("95");
    expect(textAt(line, "cac:Price/cbc:PriceAmount")).toBe("1250.00");
    expect(textAt(line, "cac:Item/cac:ClassifiedTaxCategory/cbc:ID")).toBe("S");
  });

  it("the seller: electronic address 0225, SIRET 0009, VAT number, legal name and SIREN 0002", () => {
    const party = all(root, "cac:AccountingSupplierParty/cac:Party")[0];
    if (!party) throw new Error("no seller");
    expect(childNames(party)).toEqual([
      "cbc:EndpointID",
      "cac:PartyIdentification",
      "cac:PostalAddress",
      "cac:PartyTaxScheme",
      "cac:PartyLegalEntity",
    ]);
    expect(all(party, "cbc:EndpointID")[0]?.attributes.schemeID).toBe("0225");
    expect(textAt(party, "cbc:EndpointID")).toBe("732829320");
    expect(all(party, "cac:PartyIdentification/cbc:ID")[0]?.attributes.schemeID).toBe("0009");
    expect(textAt(party, "cac:PartyTaxScheme/cbc:CompanyID")).toBe("FR44732829320");
    expect(textAt(party, "cac:PartyLegalEntity/cbc:RegistrationName")).toBe("Tevah Conseil SAS");
    expect(all(party, "cac:PartyLegalEntity/cbc:CompanyID")[0]?.attributes.schemeID).toBe("0002");
    expect(textAt(party, "cac:PostalAddress/cbc:CityName")).toBe("Paris");
  });

  it("payment by SEPA transfer to the issuer's IBAN and BIC", () => {
    expect(textAt(root, "cac:PaymentMeans/cbc:PaymentMeansCode")).toBe("58");
    expect(textAt(root, "cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID")).toBe(
      "FR7630006000011234567890189",
    );
    expect(
      textAt(root, "cac:PaymentMeans/cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID"),
    ).toBe("AGRIFRPP");
    expect(textAt(root, "cac:PaymentTerms/cbc:Note")).toBe("30 jours");
  });
});

describe("other documents as UBL", () => {
  it("a balance: two billing references, 1 800.00 prepaid, 4 200.00 payable", () => {
    const root = ubl("balanceAfterTwoDeposits");
    expect(textsAt(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID")).toEqual([
      "FA-TEV-2026-00008",
      "FA-TEV-2026-00009",
    ]);
    expect(textAt(root, "cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount")).toBe("6000.00");
    expect(textAt(root, "cac:LegalMonetaryTotal/cbc:PrepaidAmount")).toBe("1800.00");
    expect(textAt(root, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe("4200.00");
  });

  it("a credit note is a UBL CreditNote (381) with credit note lines and the corrected invoice", () => {
    const root = ubl("creditNote");
    expect(root.name).toBe("CreditNote");
    expect(root.attributes.xmlns).toBe("urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2");
    expect(textAt(root, "cbc:CreditNoteTypeCode")).toBe("381");
    expect(all(root, "cbc:DueDate")).toHaveLength(0);
    expect(textAt(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID")).toBe(
      "FA-TEV-2026-00010",
    );
    expect(textAt(root, "cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate")).toBe(
      "2026-11-20",
    );
    expect(textAt(root, "cac:CreditNoteLine/cbc:CreditedQuantity")).toBe("1");
    expect(textAt(root, "cac:LegalMonetaryTotal/cbc:PayableAmount")).toBe("300.00");
    // VAT on debits: the invoice period's description code 3 (invoice date).
    expect(textAt(root, "cac:InvoicePeriod/cbc:DescriptionCode")).toBe("3");
  });

  it("an exempt line's subtotal carries category E, 0.00 % and the reason", () => {
    const root = ubl("exemptLine");
    const [exempt] = all(root, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory");
    if (!exempt) throw new Error("no subtotal");
    expect(childNames(exempt)).toEqual(["cbc:ID", "cbc:Percent", "cbc:TaxExemptionReason", "cac:TaxScheme"]);
    expect(textAt(exempt, "cbc:ID")).toBe("E");
    expect(textAt(exempt, "cbc:Percent")).toBe("0.00");
    expect(textAt(exempt, "cac:TaxScheme/cbc:ID")).toBe("VAT");
  });
});
