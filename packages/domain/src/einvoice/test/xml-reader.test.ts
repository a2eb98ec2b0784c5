import { describe, expect, it } from "vitest";
import { all, readXml, textAt } from "./xml-reader";

describe("the tests' XML reader", () => {
  it("reads nested elements, attributes and decoded text", () => {
    const root = readXml(
      '<?xml version="1.0"?>\n<a x="1 &amp; 2"><b>R&amp;D &lt;ok&gt;</b><b/><c><d k="v">4</d></c></a>',
    );
    expect(root.attributes).toEqual({ x: "1 & 2" });
    expect(textAt(root, "c/d")).toBe("4");
    expect(all(root, "b")).toHaveLength(2);
    expect(all(root, "b")[0]?.text).toBe("R&D <ok>");
  });

  it("refuses a closing tag that does not match", () => {
    expect(() => readXml("<a><b></a></b>")).toThrow("</a> closes <b>");
  });
});
