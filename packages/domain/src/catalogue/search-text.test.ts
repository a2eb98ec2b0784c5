import { describe, expect, it } from "vitest";
import { productTypeSearchText, supplierSearchText, triangleProductSearchText } from "./search-text";

describe("catalogue search texts", () => {
  it("folds accents and case and skips what is missing", () => {
    expect(supplierSearchText({ name: "Élec Services", siret: null, city: "Créteil" })).toBe(
      "elec services creteil",
    );
    expect(productTypeSearchText({ name: "Câble HDMI", description: "  2 m " })).toBe("cable hdmi 2 m");
    expect(triangleProductSearchText({ reference: "ATL-01", name: "Atelier Œnologie" })).toBe(
      "atl-01 atelier oenologie",
    );
  });
});
