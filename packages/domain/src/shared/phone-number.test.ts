import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertContactPhone } from "../sales/contact-rules";
import { assertPhone, isValidPhone, tidyPhone } from "./phone-number";

describe("the one phone rule (users, group companies, client contacts)", () => {
  it.each([
    "06 12 34 56 78",
    "+33 6 12 34 56 78",
    "0033 (0)6.12.34.56.78",
    "01-23-45-67-89",
    "05 90 / 12 34 56",
    "41 23 45",
    "+33 1 23 45 67 89 01 2",
  ])("accepts %s", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ["letters", "06-abc"],
    ["5 digits", "12 34 5"],
    ["16 digits", "+33 1 23 45 67 89 01 23 4"],
    ["a + inside", "06 12 +34 56 78"],
    ["over 30 characters", "06 . 12 . 34 . 56 . 78 . 90 . 12"],
    ["empty", "  "],
  ])("refuses %s", (_, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it("saves the phone trimmed with single spaces, and says which field is wrong", () => {
    expect(assertPhone("  06  12 34 56 78 ")).toBe("06 12 34 56 78");
    expect(() => assertPhone("06-abc")).toThrow(
      expect.objectContaining({
        code: "PHONE_INVALID",
        field: "phone",
        kind: "invalid",
        message: "Le numéro de téléphone « 06-abc » n'est pas valide",
      }),
    );
  });

  it("a contact's phone follows the same rule with the contact's sentences", () => {
    expect(assertContactPhone(" 41 23 45 ")).toBe("41 23 45");
    expect(() => assertContactPhone("")).toThrow("Le téléphone du contact est obligatoire");
    expect(() => assertContactPhone("12 34 5")).toThrow(
      expect.objectContaining({ code: "CONTACT_PHONE_INVALID", field: "phone" }),
    );
  });

  it("property: any 6 to 15 digits with separators between them are valid, and stay so once tidied", () => {
    const separator = fc.constantFrom("", " ", ".", "-", "  ");
    const phone = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 9 }), separator), { minLength: 6, maxLength: 15 })
      .map((parts) => parts.map(([digit, sep]) => `${digit}${sep}`).join(""))
      .filter((text) => tidyPhone(text).length <= 30);
    fc.assert(
      fc.property(phone, (text) => {
        expect(isValidPhone(text)).toBe(true);
        expect(isValidPhone(assertPhone(text))).toBe(true);
      }),
    );
  });
});
