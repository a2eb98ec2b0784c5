import { describe, expect, it } from "vitest";
import { failedAsserts, fatalCount } from "./svrl";

// A report shaped as the CEN and French XSLT write it (written by hand for this test).
const REPORT = `<?xml version="1.0" encoding="UTF-8"?>
<svrl:schematron-output xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
  <svrl:fired-rule context="/rsm:CrossIndustryInvoice"/>
  <svrl:failed-assert test="round(x) = y" id="BR-CO-16" flag="fatal" location="/*:CrossIndustryInvoice[1]">
    <svrl:text>[BR-CO-16]-Amount due for payment (BT-115) =
      Invoice total amount with VAT (BT-112) -Paid amount (BT-113)</svrl:text>
  </svrl:failed-assert>
  <svrl:failed-assert xmlns:svrl="http://purl.oclc.org/dsdl/svrl" test="count(a) &lt; 2" id="PEPPOL-R008" flag="warning" location="/x">
    <svrl:text>Document MUST not contain empty elements &amp; such.</svrl:text>
  </svrl:failed-assert>
  <svrl:failed-assert test="matches(.)" id="BR-FR-08_BT-23" location="/y">
    <svrl:text>BR-FR-08/BT-23 : Valeur actuelle : "Z9".</svrl:text>
  </svrl:failed-assert>
  <svrl:successful-report test="true()" id="INFO-1"><svrl:text>not a failure</svrl:text></svrl:successful-report>
</svrl:schematron-output>`;

describe("reading a Schematron report", () => {
  const asserts = failedAsserts(REPORT);

  it("lists each failed assertion with its rule, flag, location and text on one line", () => {
    expect(asserts).toEqual([
      {
        id: "BR-CO-16",
        flag: "fatal",
        location: "/*:CrossIndustryInvoice[1]",
        text: "[BR-CO-16]-Amount due for payment (BT-115) = Invoice total amount with VAT (BT-112) -Paid amount (BT-113)",
      },
      {
        id: "PEPPOL-R008",
        flag: "warning",
        location: "/x",
        text: "Document MUST not contain empty elements & such.",
      },
      {
        id: "BR-FR-08_BT-23",
        flag: "fatal",
        location: "/y",
        text: 'BR-FR-08/BT-23 : Valeur actuelle : "Z9".',
      },
    ]);
  });

  it("counts as fatal every failure but the warnings (an assertion without flag is fatal)", () => {
    expect(fatalCount(asserts)).toBe(2);
    expect(fatalCount(failedAsserts("<svrl:schematron-output/>"))).toBe(0);
  });
});
