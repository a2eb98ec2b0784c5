import { describe, expect, it } from "vitest";
import { structuredAddress } from "./address";

describe("an address text as the e-invoice's address", () => {
  it("takes the postal code and city from the 'code city' line and drops a closing 'France'", () => {
    expect(structuredAddress("12 rue des Lilas\nBâtiment B\n75011 Paris\nFrance")).toEqual({
      lines: ["12 rue des Lilas", "Bâtiment B"],
      postalCode: "75011",
      city: "Paris",
      countryCode: "FR",
    });
  });

  it("keeps at most three street lines, the extra ones joined to the third", () => {
    expect(structuredAddress("A\nB\nC\nD\n13001  Marseille").lines).toEqual(["A", "B", "C, D"]);
  });

  it("without a postal code line keeps every line as street and no city", () => {
    expect(structuredAddress("Zone artisanale\nLot 4")).toEqual({
      lines: ["Zone artisanale", "Lot 4"],
      postalCode: null,
      city: null,
      countryCode: "FR",
    });
  });
});
