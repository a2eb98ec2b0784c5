/**
 * Reads a Schematron validation report (SVRL, as the compiled EN 16931 and French XSLT write it):
 * each failed assertion with its rule id, its flag (fatal or warning) and its text.
 */
export interface FailedAssert {
  id: string;
  flag: string;
  location: string;
  text: string;
}

const FAILED_ASSERT = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;
const TEXT = /<svrl:text>([\s\S]*?)<\/svrl:text>/;

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

export function failedAsserts(svrl: string): FailedAssert[] {
  return [...svrl.matchAll(FAILED_ASSERT)].map(([, attributeText = "", body = ""]) => {
    const attributes = Object.fromEntries(
      [...attributeText.matchAll(ATTRIBUTE)].map(([, key = "", value = ""]) => [key, unescapeXml(value)]),
    );
    return {
      id: attributes.id ?? "",
      // The CEN rules say fatal or warning; an assertion without a flag is an error all the same.
      flag: attributes.flag ?? "fatal",
      location: attributes.location ?? "",
      text: unescapeXml(TEXT.exec(body)?.[1] ?? "")
        .replace(/\s+/g, " ")
        .trim(),
    };
  });
}

export const fatalCount = (asserts: readonly FailedAssert[]) =>
  asserts.filter((assert) => assert.flag !== "warning" && assert.flag !== "information").length;
