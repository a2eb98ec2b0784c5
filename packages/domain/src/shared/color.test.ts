import { describe, expect, it } from "vitest";
import { normalizeColor, textColorOn } from "./color";

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

  it("writes dark text on light colours and white on dark ones (relative luminance above 0.6)", () => {
    // yellow #ffd000ff: 0.2126 + 0.7152 × 0.816 ≈ 0.80 → dark; blue #1d4ed8: ≈ 0.10 → white.
    expect(textColorOn("#ffd000ff")).toBe("#16191d");
    expect(textColorOn("#1d4ed8")).toBe("#ffffff");
    expect(textColorOn("not a colour")).toBe("#ffffff");
  });
});
