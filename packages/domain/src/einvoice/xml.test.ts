import { describe, expect, it } from "vitest";
import { readXml, textAt } from "./test/xml-reader";
import { el, escapeXmlAttribute, escapeXmlText, optionalEl, xmlDocument } from "./xml";

describe("the XML writer", () => {
  it("escapes what XML reserves in text and in attributes", () => {
    expect(escapeXmlText('R&D <Sud> "ok"')).toBe('R&amp;D &lt;Sud&gt; "ok"');
    expect(escapeXmlAttribute('a"b&c\nd')).toBe("a&quot;b&amp;c&#10;d");
  });

  it("drops the control characters XML 1.0 forbids", () => {
    expect(escapeXmlText("Ligne\u0001 un\u000B\ttab")).toBe("Ligne un\ttab");
  });

  it("writes the declaration, nested elements and leaves out absent optional ones", () => {
    const xml = xmlDocument(
      el("root", [el("name", "Énergies & Réseaux", { lang: "fr" }), optionalEl("missing", null), false, ""]),
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <name lang="fr">Énergies &amp; Réseaux</name>\n</root>\n',
    );
    expect(textAt(readXml(xml), "name")).toBe("Énergies & Réseaux");
  });
});
