import { describe, expect, it } from "vitest";
import { normalizeColor } from "./color";

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
});
