import { describe, expect, it } from "vitest";
import { DomainError } from "./errors";
import { assertCompanyCode, companyCodeFromName, formatReference, parseReference } from "./references";

describe("references", () => {
  it("writes each series from a company code, a year and a counter", () => {
    expect(formatReference("invoice", "TRI", 2026, 42)).toBe("FA-TRI-2026-00042");
    expect(formatReference("credit", "TRI", 2026, 1)).toBe("AV-TRI-2026-00001");
    expect(formatReference("quotation", "EVT2", 2025, 99999)).toBe("DE-EVT2-2025-99999");
    expect(formatReference("purchaseOrder", "TRI", 2026, 7)).toBe("BC-TRI-2026-00007");
  });

  it("reads a reference back", () => {
    expect(parseReference("FA-TRI-2026-00042")).toEqual({
      series: "invoice",
      companyCode: "TRI",
      year: 2026,
      counter: 42,
    });
    for (const bad of ["XX-TRI-2026-00001", "FA-TRI-2026-00000", "FA-tri-2026-00001", "FA-TRI-26-00001"]) {
      expect(() => parseReference(bad), bad).toThrow(DomainError);
    }
  });

  it("refuses a counter or a code out of bounds", () => {
    expect(() => formatReference("invoice", "TRI", 2026, 0)).toThrow(
      "Le compteur de numérotation doit être un entier entre 1 et 99999",
    );
    expect(() => formatReference("invoice", "TRI", 2026, 100000)).toThrow(DomainError);
    expect(() => formatReference("invoice", "TRI", 2026, 1.5)).toThrow(DomainError);
    expect(() => formatReference("invoice", "tri", 2026, 1)).toThrow(DomainError);
    expect(() => formatReference("invoice", "TRI", 20260, 1)).toThrow(DomainError);
  });

  it("proposes a code from a company name (first letter, then two of the second word)", () => {
    expect(companyCodeFromName("Triangle Digital")).toBe("TDI");
    expect(companyCodeFromName("Triangle")).toBe("TRI");
    expect(companyCodeFromName("Événements Créa")).toBe("ECR");
    expect(companyCodeFromName("X")).toBe("XX");
    expect(companyCodeFromName("!")).toBe("XX");
  });

  it("checks a typed company code and says which field is wrong", () => {
    expect(assertCompanyCode(" tdi2 ")).toBe("TDI2");
    expect(() => assertCompanyCode("T")).toThrow(
      expect.objectContaining({
        code: "REFERENCE_COMPANY_CODE_INVALID",
        field: "code",
        message: "Le code de l'entreprise doit compter 2 à 6 lettres ou chiffres majuscules",
      }),
    );
  });
});
