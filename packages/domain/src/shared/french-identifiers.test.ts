import { describe, expect, it } from "vitest";
import { DomainError } from "./errors";
import {
  assertEmail,
  assertFrenchVatNumber,
  assertSiren,
  assertSiret,
  frenchVatNumber,
  hasValidLuhnKey,
  isValidEmail,
  isValidFrenchVatNumber,
  isValidPostalCode,
  isValidSiren,
  isValidSiret,
  LA_POSTE_SIREN,
  normalizePostalCode,
  sirenOfSiret,
} from "./french-identifiers";

describe("SIREN and SIRET", () => {
  it("checks the Luhn key (sums computed by hand)", () => {
    // 7 3 2 8 2 9 3 2 0 0 0 0 7 4, every second digit from the right doubled: sum 50
    expect(isValidSiret("73282932000074")).toBe(true);
    expect(isValidSiret("732 829 320 00074")).toBe(true);
    expect(isValidSiret("73282932000075")).toBe(false);
    // 7 3 2 8 2 9 3 2 0: sum 40
    expect(isValidSiren("732829320")).toBe(true);
    expect(isValidSiren("732829321")).toBe(false);
    expect(hasValidLuhnKey("79927398713")).toBe(true);
  });

  it("applies La Poste's rule: digits summing to a multiple of 5", () => {
    expect(isValidSiren(LA_POSTE_SIREN)).toBe(true);
    expect(LA_POSTE_SIREN).toBe("356000000");
    expect(isValidSiret("35600000000048")).toBe(true); // head office
    expect(isValidSiret("35600000049837")).toBe(true); // 3+5+6+4+9+8+3+7 = 45
    expect(isValidSiret("35600000049838")).toBe(false); // 46
  });

  it("refuses wrong lengths and letters", () => {
    expect(isValidSiret("7328293200007")).toBe(false);
    expect(isValidSiret("7328293200007A")).toBe(false);
    expect(isValidSiren("73282932")).toBe(false);
    expect(() => assertSiret("7328293200007")).toThrow(
      "Le SIRET « 7328293200007 » n'est pas valide (14 chiffres avec une clé correcte)",
    );
    expect(() => assertSiren("123")).toThrow(DomainError);
    expect(assertSiret("732 829 320 00074")).toBe("73282932000074");
    expect(sirenOfSiret("73282932000074")).toBe("732829320");
  });
});

describe("intra-community VAT number", () => {
  it("computes the key: (12 + 3 × (SIREN mod 97)) mod 97", () => {
    // 732829320 mod 97 = 43 ; 12 + 129 = 141 ; 141 mod 97 = 44
    expect(frenchVatNumber("732829320")).toBe("FR44732829320");
    expect(isValidFrenchVatNumber("FR 44 732829320")).toBe(true);
    expect(isValidFrenchVatNumber("FR45732829320")).toBe(false);
    expect(isValidFrenchVatNumber("FR44732829321")).toBe(false);
    expect(isValidFrenchVatNumber("DE123456789")).toBe(false);
    expect(assertFrenchVatNumber("fr44732829320")).toBe("FR44732829320");
    expect(() => assertFrenchVatNumber("FR00")).toThrow(DomainError);
    expect(() => frenchVatNumber("12345678")).toThrow(DomainError);
  });
});

describe("postal code and e-mail", () => {
  it("needs five digits and a real department", () => {
    expect(isValidPostalCode("75001")).toBe(true);
    expect(isValidPostalCode("20000")).toBe(true); // Ajaccio
    expect(isValidPostalCode("97400")).toBe(true);
    expect(isValidPostalCode("98000")).toBe(true); // Monaco
    expect(isValidPostalCode("00100")).toBe(false);
    expect(isValidPostalCode("96000")).toBe(false);
    expect(isValidPostalCode("97900")).toBe(false);
    expect(isValidPostalCode("7500")).toBe(false);
    expect(normalizePostalCode("7500")).toBeNull();
    expect(normalizePostalCode(" 69 001 ")).toBe("69001");
  });

  it("checks an e-mail", () => {
    expect(isValidEmail("jean.dupont@exemple.fr")).toBe(true);
    expect(isValidEmail("a+b@sous.domaine.com")).toBe(true);
    for (const bad of [
      "jean",
      "jean@",
      "@exemple.fr",
      "jean dupont@exemple.fr",
      "jean@exemple",
      "a..b@exemple.fr",
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    expect(assertEmail(" jean@exemple.fr ")).toBe("jean@exemple.fr");
    expect(() => assertEmail("jean")).toThrow("L'adresse e-mail « jean » n'est pas valide");
  });
});

describe("postal codes by area", () => {
  it("France only for group companies: a French code, written without spaces", () => {
    expect(normalizePostalCode("69 002")).toBe("69002");
    expect(normalizePostalCode("1000")).toBeNull();
  });

  it("anywhere for clients: a foreign code kept as typed, a French one still compact", () => {
    expect(normalizePostalCode("1000", "anywhere")).toBe("1000");
    expect(normalizePostalCode("  SW1A   1AA ", "anywhere")).toBe("SW1A 1AA");
    expect(normalizePostalCode("75 011", "anywhere")).toBe("75011");
    expect(normalizePostalCode("1000/B", "anywhere")).toBeNull();
    expect(normalizePostalCode("12345678901", "anywhere")).toBeNull();
  });
});
