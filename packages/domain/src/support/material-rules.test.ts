import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  ANIMATOS_CHOICES,
  imeiCheckDigit,
  isValidImei,
  type MaterialFormInput,
  materialChoiceLabel,
  missingMaterialFields,
  normalizeNumberPlate,
  readImei,
  readMaterial,
  type SavedMaterial,
} from "./material-rules";

/** The IMEI printed in the GSMA's example (35-209900-176148-1), and Wikipedia's 49015420323751-8. */
const IMEI_A = "352099001761481";
const IMEI_B = "490154203237518";

const phone: MaterialFormInput = {
  triangleOwnerId: 1,
  brand: "Samsung",
  model: "Galaxy A54",
  buyAt: "2025-09-15",
  phoneNumber: "06 12 34 56 78",
  imei1: IMEI_A,
  googleAccount: "tel.lyon@triangle.test",
  secrets: { phonePassword: "1234", googlePassword: "g00gle!" },
};

function refusal(run: () => unknown): { code: string; field: string | undefined; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error("no refusal");
}

describe("IMEI", () => {
  it("checks the Luhn digit (worked by hand: 3+5+2+0+9+9+0+0+1+7+6+1+4+8 doubled alternately from the right sums to 49, key 1)", () => {
    expect(imeiCheckDigit("35209900176148")).toBe(1);
    expect(imeiCheckDigit("49015420323751")).toBe(8);
    expect(isValidImei(IMEI_A)).toBe(true);
    expect(isValidImei(IMEI_B)).toBe(true);
    expect(isValidImei("352099001761482")).toBe(false);
    expect(isValidImei("35209900176148")).toBe(false);
    expect(isValidImei("35209900176148A")).toBe(false);
  });

  it("reads a typed IMEI with spaces or dashes, and names the field of a refusal in French", () => {
    expect(readImei("35-209900-176148-1", "imei1")).toBe(IMEI_A);
    expect(readImei(" 35 209900 176148 1 ", "imei2")).toBe(IMEI_A);
    expect(refusal(() => readImei("35209900176148", "imei1"))).toEqual({
      code: "MATERIAL_IMEI_DIGITS",
      field: "imei1",
      message: "L'IMEI 1 « 35209900176148 » doit compter exactement 15 chiffres, sans lettre",
    });
    expect(refusal(() => readImei("3520990017614AB", "imei2")).field).toBe("imei2");
    expect(refusal(() => readImei("352099001761489", "imei1"))).toEqual({
      code: "MATERIAL_IMEI_CHECK",
      field: "imei1",
      message:
        "L'IMEI 1 « 352099001761489 » n'est pas valide : son dernier chiffre (la clé de contrôle) ne correspond pas",
    });
  });

  it("property: 14 digits and their check digit make an IMEI; any single digit changed does not", () => {
    const body = fc.stringMatching(/^\d{14}$/);
    fc.assert(
      fc.property(body, fc.nat(14), fc.integer({ min: 1, max: 9 }), (digits, position, shift) => {
        const imei = `${digits}${imeiCheckDigit(digits)}`;
        expect(isValidImei(imei)).toBe(true);
        const changed = (Number(imei[position]) + shift) % 10;
        const typo = `${imei.slice(0, position)}${changed}${imei.slice(position + 1)}`;
        expect(isValidImei(typo)).toBe(false);
      }),
    );
  });
});

describe("French number plates", () => {
  it("writes the SIV format as AB-123-CD, whatever the case and separators", () => {
    expect(normalizeNumberPlate("ab-123-cd")).toBe("AB-123-CD");
    expect(normalizeNumberPlate("AB 123 CD")).toBe("AB-123-CD");
    expect(normalizeNumberPlate("fg456hj")).toBe("FG-456-HJ");
  });

  it("keeps the old FNI format as 1234 AB 56 (Corsica and overseas included)", () => {
    expect(normalizeNumberPlate("1234 ab 56")).toBe("1234 AB 56");
    expect(normalizeNumberPlate("123abc2a")).toBe("123 ABC 2A");
    expect(normalizeNumberPlate("45-AZ-974")).toBe("45 AZ 974");
  });

  it("refuses what no French plate looks like (I, O, U and 000 are never issued)", () => {
    for (const plate of [
      "AB-1234-CD",
      "A-123-CD",
      "AI-123-CD",
      "AB-000-CD",
      "12345 AB 56",
      "1234 AB 99X",
      "",
    ]) {
      expect(normalizeNumberPlate(plate)).toBeNull();
    }
  });
});

describe("reading a material's save", () => {
  it("a phone: tidied values, its codes to encrypt, the other types' fields dropped", () => {
    const { values, secrets } = readMaterial("phone", {
      ...phone,
      imei1: "35-209900-176148-1",
      numberPlate: "AB-123-CD",
      screen: "55 pouces",
      phoneNumber: "  06  12 34 56 78 ",
    });
    expect(values).toMatchObject({
      triangleOwnerId: 1,
      ownerUserId: null,
      brand: "Samsung",
      model: "Galaxy A54",
      buyAt: "2025-09-15",
      phoneNumber: "06 12 34 56 78",
      imei1: IMEI_A,
      imei2: null,
      numberPlate: null,
      screen: null,
      isActive: true,
    });
    expect(secrets).toEqual({ phonePassword: "1234", googlePassword: "g00gle!" });
  });

  it("names each missing required field of each type, in the form's order", () => {
    const missing = (type: "phone" | "vehicule" | "animatos", input: MaterialFormInput) =>
      refusal(() => readMaterial(type, input));
    expect(missing("phone", { ...phone, triangleOwnerId: null })).toMatchObject({
      field: "triangleOwnerId",
      message: "L'entreprise du groupe est obligatoire pour un téléphone",
    });
    expect(missing("phone", { ...phone, buyAt: " " }).field).toBe("buyAt");
    expect(missing("phone", { ...phone, brand: "" })).toMatchObject({
      field: "brand",
      message: "La marque ou le nom est obligatoire pour un téléphone",
    });
    expect(missing("phone", { ...phone, model: undefined }).field).toBe("model");
    expect(missing("phone", { ...phone, phoneNumber: "" }).field).toBe("phoneNumber");
    expect(missing("phone", { ...phone, imei1: null })).toMatchObject({
      field: "imei1",
      message: "L'IMEI 1 est obligatoire pour un téléphone",
    });
    expect(missing("phone", { ...phone, secrets: { googlePassword: "x" } })).toMatchObject({
      field: "phonePassword",
      message: "Le mot de passe du téléphone est obligatoire pour un téléphone",
    });
    expect(missing("phone", { ...phone, googleAccount: "" }).field).toBe("googleAccount");
    expect(missing("phone", { ...phone, secrets: { phonePassword: "x", googlePassword: "" } }).field).toBe(
      "googlePassword",
    );
    const car = { triangleOwnerId: 2, brand: "Renault", model: "Kangoo", buyAt: "2024-03-01" };
    expect(missing("vehicule", car)).toMatchObject({
      field: "numberPlate",
      message: "L'immatriculation est obligatoire pour un véhicule",
    });
    expect(missing("animatos", { ...car, model: "" }).message).toBe(
      "Le modèle est obligatoire pour un animatos",
    );
  });

  it("a name stands for the brand (spec §5: brand or name)", () => {
    const { values } = readMaterial("animatos", {
      triangleOwnerId: 3,
      name: "Borne salon de Lyon",
      model: "Kiosk 2",
      buyAt: "2025-01-10T00:00:00.000Z",
    });
    expect(values).toMatchObject({ name: "Borne salon de Lyon", brand: null, buyAt: "2025-01-10" });
  });

  it("refuses a bad date, phone number, Google account, plate, IMEI 2 equal to IMEI 1, or an unknown choice", () => {
    const codeOf = (type: "phone" | "vehicule" | "animatos", input: MaterialFormInput) =>
      refusal(() => readMaterial(type, input));
    expect(codeOf("phone", { ...phone, buyAt: "2025-02-30" })).toMatchObject({
      code: "MATERIAL_DATE_INVALID",
      field: "buyAt",
    });
    expect(codeOf("phone", { ...phone, phoneNumber: "appeler Paul" }).code).toBe("MATERIAL_PHONE_INVALID");
    expect(codeOf("phone", { ...phone, googleAccount: "tel.lyon" }).code).toBe(
      "MATERIAL_GOOGLE_ACCOUNT_INVALID",
    );
    expect(codeOf("phone", { ...phone, imei2: IMEI_A })).toMatchObject({
      code: "MATERIAL_IMEI_SAME",
      field: "imei2",
    });
    const car = { triangleOwnerId: 2, brand: "Renault", model: "Kangoo", buyAt: "2024-03-01" };
    expect(codeOf("vehicule", { ...car, numberPlate: "ABC-12" })).toMatchObject({
      code: "MATERIAL_PLATE_INVALID",
      message:
        "L'immatriculation « ABC-12 » n'est pas au format français (AB-123-CD, ou 1234 AB 56 pour l'ancien format)",
    });
    expect(codeOf("animatos", { ...car, screen: "75 pouces" })).toMatchObject({
      code: "MATERIAL_CHOICE_INVALID",
      field: "screen",
      message: "L'écran « 75 pouces » ne fait pas partie des choix proposés",
    });
  });

  it("takes an animatos choice whatever its case, as the list writes it", () => {
    const { values } = readMaterial("animatos", {
      triangleOwnerId: 1,
      brand: "Triangle",
      model: "Borne v2",
      buyAt: "2025-01-10",
      screen: "55 POUCES",
      location: "client (location)",
      scanner1: ANIMATOS_CHOICES.scanners[0],
    });
    expect(values).toMatchObject({ screen: "55 pouces", location: "Client (location)" });
  });

  it("an edition keeps what is absent, clears what is emptied, keeps saved codes and a withdrawn choice", () => {
    const first = readMaterial("phone", { ...phone, pinCode: undefined, note: "Écran fêlé" });
    const saved: SavedMaterial = {
      values: { ...first.values, location: null },
      secretsSet: { phonePassword: true, pinCode: false, googlePassword: true, rustdeskPass: false },
    };
    const edited = readMaterial(
      "phone",
      { note: "", model: "Galaxy A55", secrets: { pinCode: "0000" } },
      saved,
    );
    expect(edited.values).toMatchObject({ model: "Galaxy A55", note: null, brand: "Samsung", imei1: IMEI_A });
    expect(edited.secrets).toEqual({ pinCode: "0000" });
    // Clearing a required code is refused; clearing an optional one is kept as a change.
    expect(refusal(() => readMaterial("phone", { secrets: { phonePassword: "" } }, saved)).field).toBe(
      "phonePassword",
    );
    expect(readMaterial("phone", { secrets: { pinCode: "" } }, saved).secrets).toEqual({ pinCode: null });

    const kiosk = {
      values: {
        ...readMaterial("animatos", { triangleOwnerId: 1, brand: "T", model: "B", buyAt: "2025-01-01" })
          .values,
      },
      secretsSet: saved.secretsSet,
    };
    kiosk.values.screen = "40 pouces";
    expect(readMaterial("animatos", { screen: "40 pouces" }, kiosk).values.screen).toBe("40 pouces");
  });

  it("the form's list of missing fields takes a name for the brand", () => {
    const base = { triangleOwner: 1, buyAt: "2025-01-01", model: "X" };
    expect(missingMaterialFields("animatos", { ...base, name: "Borne" })).toEqual([]);
    expect(missingMaterialFields("animatos", base)).toEqual(["brand"]);
  });
});

describe("the project picker's label", () => {
  it("says the type, the material and what tells it apart", () => {
    const none = { name: null, phoneNumber: null, numberPlate: null, location: null };
    expect(
      materialChoiceLabel({
        ...none,
        type: "phone",
        brand: "Samsung",
        model: "A54",
        phoneNumber: "06 12 34 56 78",
      }),
    ).toBe("Téléphone · Samsung A54 · 06 12 34 56 78");
    expect(
      materialChoiceLabel({
        ...none,
        type: "vehicule",
        brand: "Renault",
        model: "Kangoo",
        numberPlate: "AB-123-CD",
      }),
    ).toBe("Véhicule · Renault Kangoo · AB-123-CD");
    expect(
      materialChoiceLabel({ ...none, type: "animatos", name: "Borne 1", brand: null, model: "v2" }),
    ).toBe("Animatos · Borne 1 v2");
  });
});
