import { describe, expect, it } from "vitest";
import { toCents } from "./cents";

describe("toCents", () => {
  it("brands whole cents and refuses fractions of a cent", () => {
    expect(toCents(1250)).toBe(1250);
    expect(() => toCents(12.5)).toThrow();
  });
});
