import { describe, expect, it } from "vitest";
import { domainError, FIELD_OF_CODE, fieldOfCode, formatMessage, MESSAGE_AREAS, MESSAGES } from "./messages";
import { DomainError } from "./shared/errors";

describe("the catalogue of error codes and French messages", () => {
  it("defines each code in exactly one area", () => {
    const codes = MESSAGE_AREAS.flatMap((area) => Object.keys(area));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(MESSAGES)).toHaveLength(codes.length);
  });

  it("every sentence is non-empty French text, every default field names a known code", () => {
    for (const message of Object.values(MESSAGES)) expect(message.trim()).not.toBe("");
    for (const code of Object.keys(FIELD_OF_CODE)) expect(code in MESSAGES).toBe(true);
  });

  it("fills the parameters and leaves a missing one visible", () => {
    expect(formatMessage("FIELD_TOO_LONG", { label: "Le prénom", max: 100 })).toBe(
      "Le prénom ne peut pas dépasser 100 caractères",
    );
    expect(formatMessage("EMAIL_INVALID")).toBe("L'adresse e-mail « {value} » n'est pas valide");
  });

  it("a catalogue error carries its code, kind, message and the field its code concerns", () => {
    const error = domainError("EMAIL_INVALID", "invalid", { value: "x@" });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: "EMAIL_INVALID",
      kind: "invalid",
      field: "email",
      message: "L'adresse e-mail « x@ » n'est pas valide",
    });
    expect(domainError("EMAIL_INVALID", "invalid", {}, { field: "contactEmail" }).field).toBe("contactEmail");
    expect(domainError("LEAD_NOT_FOUND", "notFound").field).toBeUndefined();
  });

  it("the constructor still takes any code, with or without a field", () => {
    expect(new DomainError("OLD_CODE", "Ancien message")).toMatchObject({ kind: "rule", field: undefined });
    expect(new DomainError("X", "Y", "invalid", { field: "name" }).field).toBe("name");
  });

  it("reads the field of a code from the wire, unknown codes giving none", () => {
    expect(fieldOfCode("CONTACT_PHONE_INVALID")).toBe("phone");
    expect(fieldOfCode("NOT_A_CODE")).toBeUndefined();
    expect(fieldOfCode("toString")).toBeUndefined();
    expect(fieldOfCode(undefined)).toBeUndefined();
  });
});
