import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  isBlankRichText,
  richTextToPlain,
} from "../../src/services/proposals/quotations/pdf-text";

describe("the quotation print's text helpers", () => {
  it("turns the company's rich PDF footer into one line of plain text", () => {
    expect(
      richTextToPlain("<p>Triangle SAS &amp; associés</p><p>RCS Lyon <strong>732 829 320</strong></p>"),
    ).toBe("Triangle SAS & associés · RCS Lyon 732 829 320");
    expect(richTextToPlain("<p>&lt;b&gt; reste du texte</p>")).toBe("<b> reste du texte");
  });

  it("keeps a comment's lines apart and drops the empty ones", () => {
    expect(richTextToPlain("Ligne 1\n\nLigne 2<br>Ligne 3", "\n")).toBe("Ligne 1\nLigne 2\nLigne 3");
  });

  it("counts an editor's empty paragraph as no text", () => {
    expect(isBlankRichText("<p></p>")).toBe(true);
    expect(isBlankRichText("<p> &nbsp; </p>")).toBe(true);
    expect(isBlankRichText("<p>x</p>")).toBe(false);
  });

  it("escapes what the HTML would otherwise read as markup", () => {
    expect(escapeHtml(`<img src=x onerror="a">&'`)).toBe("&lt;img src=x onerror=&quot;a&quot;&gt;&amp;&#39;");
  });
});
