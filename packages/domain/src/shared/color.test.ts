import { describe, expect, it } from "vitest";
import { contrastRatio, normalizeColor, textColorOn } from "./color";

describe("group company colours", () => {
  it("stores #rgb, #rrggbb and #rrggbbaa as #rrggbbaa in lower case", () => {
    expect(normalizeColor(" #AbC ")).toBe("#aabbccff");
    expect(normalizeColor("#112233")).toBe("#112233ff");
    expect(normalizeColor("#11223344")).toBe("#11223344");
    expect(normalizeColor("#FFF")).toBe("#ffffffff");
  });

  it("refuses anything else on the field 'color'", () => {
    expect(() => normalizeColor("rouge")).toThrow(
      expect.objectContaining({
        field: "color",
        message: "La couleur « rouge » n'est pas valide (format #RRGGBB ou #RRGGBBAA).",
      }),
    );
  });

  it("writes the text colour of higher WCAG contrast: dark on light colours, white on dark ones", () => {
    // yellow #ffd000ff: dark 12.0:1, white 1.5:1; blue #1d4ed8: white 6.7:1, dark 2.6:1.
    expect(textColorOn("#ffd000ff")).toBe("#16191d");
    expect(textColorOn("#1d4ed8")).toBe("#ffffff");
    // the demo's green #2da44e: white read 3.2:1 (under AA), dark reads 5.5:1.
    expect(textColorOn("#2da44e")).toBe("#16191d");
    expect(contrastRatio("#2da44e", "#16191d")).toBeCloseTo(5.48, 2);
    expect(contrastRatio("#ffffff", "#000000")).toBe(21);
    expect(textColorOn("not a colour")).toBe("#ffffff");
  });
});
