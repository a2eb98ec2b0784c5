import { describe, expect, it } from "vitest";
import { EINVOICE_SAMPLES } from "./samples";
import { all, childNames, readXml, textAt, textsAt } from "./test/xml-reader";
import { toEInvoice } from "./to-einvoice";
import { writeCii } from "./write-cii";

const cii = (name: keyof typeof EINVOICE_SAMPLES) => writeCii(toEInvoice(EINVOICE_SAMPLES[name]));

const TRANSACTION = "rsm:SupplyChainTradeTransaction";
const SETTLEMENT = `${TRANSACTION}/ram:ApplicableHeaderTradeSettlement`;
const SUMMATION = `${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
const AGREEMENT = `${TRANSACTION}/ram:ApplicableHeaderTradeAgreement`;

describe("an invoice with three VAT rates and a discount as CII (Factur-X EN 16931)", () => {
  const xml = cii("threeRatesWithDiscount");
  const root = readXml(xml);

  it("is a Cross Industry Invoice of the EN 16931 profile, framework M1, number, type and date", () => {
    expect(root.name).toBe("rsm:CrossIndustryInvoice");
    expect(root.attributes["xmlns:rsm"]).toBe("urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100");
    const context = "rsm:ExchangedDocumentContext";
    expect(textAt(root, `${context}/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID`)).toBe(
      "urn:cen.eu:en16931:2017",
    );
    expect(textAt(root, `${context}/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID`)).toBe("M1");
    expect(textAt(root, "rsm:ExchangedDocument/ram:ID")).toBe("FA-TEV-2026-00010");
    expect(textAt(root, "rsm:ExchangedDocument/ram:TypeCode")).toBe("380");
    const issued = all(root, "rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString")[0];
    expect(issued?.attributes.format).toBe("102");
    expect(issued?.text).toBe("20261120");
  });

  it("prints the totals in euros with two decimals: 3 129.70 HT, 606.61 VAT, 3 736.31 due", () => {
    expect(textAt(root, `${SUMMATION}/ram:LineTotalAmount`)).toBe("3129.70");
    expect(textAt(root, `${SUMMATION}/ram:TaxBasisTotalAmount`)).toBe("3129.70");
    expect(all(root, `${SUMMATION}/ram:TaxTotalAmount`)[0]?.attributes.currencyID).toBe("EUR");
    expect(textAt(root, `${SUMMATION}/ram:TaxTotalAmount`)).toBe("606.61");
    expect(textAt(root, `${SUMMATION}/ram:GrandTotalAmount`)).toBe("3736.31");
    expect(textAt(root, `${SUMMATION}/ram:DuePayableAmount`)).toBe("3736.31");
    expect(all(root, `${SUMMATION}/ram:TotalPrepaidAmount`)).toHaveLength(0);
  });

  it("breaks the VAT down per rate (5.5 %: 4.11 on 74.70, worked out by hand)", () => {
    const taxes = `${SETTLEMENT}/ram:ApplicableTradeTax`;
    expect(textsAt(root, `${taxes}/ram:RateApplicablePercent`)).toEqual(["5.50", "10.00", "20.00"]);
    expect(textsAt(root, `${taxes}/ram:BasisAmount`)).toEqual(["74.70", "85.00", "2970.00"]);
    expect(textsAt(root, `${taxes}/ram:CalculatedAmount`)).toEqual(["4.11", "8.50", "594.00"]);
    expect(textsAt(root, `${taxes}/ram:CategoryCode`)).toEqual(["S", "S", "S"]);
  });

  it("writes the discount as a line allowance, in the order the schema wants", () => {
    const [first] = all(root, `${TRANSACTION}/ram:IncludedSupplyChainTradeLineItem`);
    if (!first) throw new Error("no line");
    const settlement = "ram:SpecifiedLineTradeSettlement";
    expect(childNames(all(first, settlement)[0] ?? first)).toEqual([
      "ram:ApplicableTradeTax",
      "ram:SpecifiedTradeAllowanceCharge",
      "ram:SpecifiedTradeSettlementLineMonetarySummation",
    ]);
    const allowance = `${settlement}/ram:SpecifiedTradeAllowanceCharge`;
    expect(textAt(first, `${allowance}/ram:ChargeIndicator/udt:Indicator`)).toBe("false");
    expect(textAt(first, `${allowance}/ram:BasisAmount`)).toBe("2500.00");
    expect(textAt(first, `${allowance}/ram:ActualAmount`)).toBe("250.00");
    expect(
      textAt(first, `${settlement}/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount`),
    ).toBe("2250.00");
    expect(
      textAt(first, "ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount"),
    ).toBe("1250.00");
    expect(all(first, "ram:SpecifiedLineTradeDelivery/ram:BilledQuantity")[0]?.attributes.unitCode).toBe(
      "DAY",
    );
  });

  it("identifies the seller by SIRET, SIREN (0002), VAT number and electronic address (0225)", () => {
    const seller = all(root, `${AGREEMENT}/ram:SellerTradeParty`)[0];
    if (!seller) throw new Error("no seller");
    expect(childNames(seller)).toEqual([
      "ram:GlobalID",
      "ram:Name",
      "ram:SpecifiedLegalOrganization",
      "ram:PostalTradeAddress",
      "ram:URIUniversalCommunication",
      "ram:SpecifiedTaxRegistration",
    ]);
    expect(all(seller, "ram:SpecifiedLegalOrganization/ram:ID")[0]?.attributes).toEqual({ schemeID: "0002" });
    expect(textAt(seller, "ram:SpecifiedLegalOrganization/ram:ID")).toBe("732829320");
    expect(all(seller, "ram:URIUniversalCommunication/ram:URIID")[0]?.attributes).toEqual({
      schemeID: "0225",
    });
    expect(textAt(seller, "ram:SpecifiedTaxRegistration/ram:ID")).toBe("FR44732829320");
    expect(textAt(seller, "ram:PostalTradeAddress/ram:PostcodeCode")).toBe("75011");
  });

  it("escapes the buyer's name, which reads back as typed", () => {
    expect(xml).toContain("Énergies &amp; Réseaux &lt;Sud&gt;");
    expect(textAt(root, `${AGREEMENT}/ram:BuyerTradeParty/ram:Name`)).toBe("Énergies & Réseaux <Sud>");
  });

  it("gives the delivery address and date, the payment terms, due date and IBAN", () => {
    const delivery = `${TRANSACTION}/ram:ApplicableHeaderTradeDelivery`;
    expect(textAt(root, `${delivery}/ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CityName`)).toBe(
      "Saint-Denis",
    );
    expect(
      textAt(
        root,
        `${delivery}/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString`,
      ),
    ).toBe("20261118");
    const terms = `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms`;
    expect(textAt(root, `${terms}/ram:Description`)).toBe("30 jours");
    expect(textAt(root, `${terms}/ram:DueDateDateTime/udt:DateTimeString`)).toBe("20261220");
    const means = `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`;
    expect(textAt(root, `${means}/ram:TypeCode`)).toBe("58");
    expect(textAt(root, `${means}/ram:PayeePartyCreditorFinancialAccount/ram:IBANID`)).toBe(
      "FR7630006000011234567890189",
    );
    expect(textsAt(root, "rsm:ExchangedDocument/ram:IncludedNote/ram:SubjectCode")).toEqual([
      "AAI",
      "PMT",
      "PMD",
      "AAB",
      "BAR",
    ]);
  });
});

describe("other documents as CII", () => {
  it("a balance references both deposits and says 1 800.00 was paid, 4 200.00 due", () => {
    const root = readXml(cii("balanceAfterTwoDeposits"));
    expect(textsAt(root, `${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)).toEqual([
      "FA-TEV-2026-00008",
      "FA-TEV-2026-00009",
    ]);
    expect(
      textsAt(
        root,
        `${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString`,
      ),
    ).toEqual(["20261001", "20261015"]);
    expect(textAt(root, `${SUMMATION}/ram:GrandTotalAmount`)).toBe("6000.00");
    expect(textAt(root, `${SUMMATION}/ram:TotalPrepaidAmount`)).toBe("1800.00");
    expect(textAt(root, `${SUMMATION}/ram:DuePayableAmount`)).toBe("4200.00");
    // The settlement's children in the schema's order: references come after the summation.
    const settlement = all(root, SETTLEMENT)[0];
    expect(childNames(settlement ?? root).slice(-3)).toEqual([
      "ram:SpecifiedTradeSettlementHeaderMonetarySummation",
      "ram:InvoiceReferencedDocument",
      "ram:InvoiceReferencedDocument",
    ]);
  });

  it("a deposit is type 386", () => {
    expect(textAt(readXml(cii("firstDeposit")), "rsm:ExchangedDocument/ram:TypeCode")).toBe("386");
  });

  it("a credit note is type 381 and references the corrected invoice", () => {
    const root = readXml(cii("creditNote"));
    expect(textAt(root, "rsm:ExchangedDocument/ram:TypeCode")).toBe("381");
    expect(textAt(root, `${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)).toBe(
      "FA-TEV-2026-00010",
    );
    expect(all(root, `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`)).toHaveLength(0);
  });

  it("an exempt line carries category E, rate 0 and the reason; VAT on debits is due-date code 5", () => {
    const root = readXml(cii("exemptLine"));
    const [exempt, standard] = all(root, `${SETTLEMENT}/ram:ApplicableTradeTax`);
    if (!exempt || !standard) throw new Error("two VAT rates expected");
    expect(childNames(exempt)).toEqual([
      "ram:CalculatedAmount",
      "ram:TypeCode",
      "ram:ExemptionReason",
      "ram:BasisAmount",
      "ram:CategoryCode",
      "ram:DueDateTypeCode",
      "ram:RateApplicablePercent",
    ]);
    expect(textAt(exempt, "ram:CategoryCode")).toBe("E");
    expect(textAt(exempt, "ram:RateApplicablePercent")).toBe("0.00");
    expect(textAt(exempt, "ram:CalculatedAmount")).toBe("0.00");
    expect(textAt(exempt, "ram:ExemptionReason")).toMatch(/^Exonération de TVA, article 261/);
    expect(textAt(exempt, "ram:DueDateTypeCode")).toBe("5");
    expect(all(standard, "ram:ExemptionReason")).toHaveLength(0);
  });
});
