import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { isDomainError } from "../shared/errors";
import {
  formatIban,
  readBankAccount,
  readBic,
  readIban,
  readOpeningBalance,
  readOpeningDate,
} from "./bank-accounts";

/**
 * The IBANs below were made by hand: the RIB key 97 − ((89 × bank + 15 × branch + 3 × account) mod 97),
 * then the IBAN key 98 − (BBAN + 'FR00' as digits mod 97), worked out digit by digit (ISO 13616).
 */
const FR_IBAN = "FR7630004000050001234567867";
const FR_IBAN_TYPED = "fr76 3000 4000 0500 0123 4567 867";
const FR_IBAN_BAD_KEY = "FR7730004000050001234567867";

function refusal(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, message: error.message, field: error.field };
    throw error;
  }
  throw new Error("accepted");
}

describe("readIban", () => {
  it("reads an IBAN typed with spaces and in lower case into its electronic form", () => {
    expect(readIban(FR_IBAN_TYPED)).toBe(FR_IBAN);
    expect(readIban("DE89-3704-0044-0532-0130-00")).toBe("DE89370400440532013000");
  });

  it("says the key is wrong when only the key is", () => {
    expect(refusal(() => readIban(FR_IBAN_BAD_KEY))).toEqual({
      code: "BANK_ACCOUNT_IBAN_KEY",
      message: `L'IBAN « ${FR_IBAN_BAD_KEY} » n'est pas valide : sa clé de contrôle ne correspond pas.`,
      field: "iban",
    });
  });

  it("says the key is wrong for a mistyped digit, which breaks the French RIB key too", () => {
    // The last digit of FR76 3000 6000 0112 3456 7890 189 (RIB key 89) typed 8.
    expect(refusal(() => readIban("FR76 3000 6000 0112 3456 7890 188")).code).toBe("BANK_ACCOUNT_IBAN_KEY");
  });

  it("refuses a wrong length, an unknown country or a missing IBAN, each in French", () => {
    expect(refusal(() => readIban("FR76300040000500012345678")).code).toBe("BANK_ACCOUNT_IBAN_INVALID");
    expect(refusal(() => readIban("XX7630004000050001234567867")).code).toBe("BANK_ACCOUNT_IBAN_INVALID");
    expect(refusal(() => readIban("  ")).message).toBe("L'IBAN est obligatoire.");
    expect(refusal(() => readIban(null)).code).toBe("BANK_ACCOUNT_IBAN_REQUIRED");
  });

  it("refuses any single changed digit of a valid IBAN (the mod 97 key catches every one)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: FR_IBAN.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (at, shift) => {
          const digit = Number(FR_IBAN[at]);
          const changed = `${FR_IBAN.slice(0, at)}${(digit + shift) % 10}${FR_IBAN.slice(at + 1)}`;
          expect(() => readIban(changed)).toThrow();
        },
      ),
    );
  });

  it("prints the IBAN in groups of four", () => {
    expect(formatIban(FR_IBAN)).toBe("FR76 3000 4000 0500 0123 4567 867");
  });
});

describe("readBic", () => {
  it("accepts 8 or 11 characters in any case, and none at all", () => {
    expect(readBic("bnpafrpp")).toBe("BNPAFRPP");
    expect(readBic("BNPA FRPP XXX")).toBe("BNPAFRPPXXX");
    expect(readBic("")).toBeNull();
  });

  it("refuses a BIC of the wrong shape", () => {
    expect(refusal(() => readBic("BNPAFRP"))).toEqual({
      code: "BANK_ACCOUNT_BIC_INVALID",
      message: "Le BIC « BNPAFRP » n'est pas valide : 8 ou 11 caractères (banque, pays, lieu, agence).",
      field: "bic",
    });
  });
});

describe("readOpeningBalance", () => {
  it("reads euros the French way or as a number into cents, an overdraft negative, nothing as 0", () => {
    expect(readOpeningBalance("12 500,40")).toBe(1_250_040);
    expect(readOpeningBalance(-1250.4)).toBe(-125_040);
    expect(readOpeningBalance("-0,05")).toBe(-5);
    expect(readOpeningBalance(null)).toBe(0);
  });

  it("refuses a third decimal (never rounded), a text, or more than 999 999 999,99 €", () => {
    expect(refusal(() => readOpeningBalance("10,005")).code).toBe("BANK_ACCOUNT_BALANCE_TOO_PRECISE");
    expect(refusal(() => readOpeningBalance("abc")).message).toBe(
      "Le solde d'ouverture « abc » n'est pas un montant.",
    );
    expect(refusal(() => readOpeningBalance("-1000000000")).code).toBe("BANK_ACCOUNT_BALANCE_TOO_LARGE");
  });
});

describe("readOpeningDate", () => {
  it("reads an existing date within 01/01/2000 and five years after today", () => {
    expect(readOpeningDate("2026-01-01", "2026-11-29")).toBe("2026-01-01");
    expect(readOpeningDate("2026-01-01T00:00:00+01:00", "2026-11-29")).toBe("2026-01-01");
    expect(refusal(() => readOpeningDate("2026-02-30", "2026-11-29")).code).toBe("BANK_ACCOUNT_DATE_INVALID");
    expect(refusal(() => readOpeningDate("9999-12-31", "2026-11-29")).message).toBe(
      "La date d'ouverture doit être comprise entre le 01/01/2000 et le 29/11/2031.",
    );
  });
});

describe("readBankAccount", () => {
  it("reads every field, the first refusal in the form's order", () => {
    expect(
      readBankAccount(
        {
          name: " Compte courant ",
          iban: FR_IBAN_TYPED,
          bic: "",
          openingBalance: "0",
          openingDate: "2026-01-01",
        },
        "2026-11-29",
      ),
    ).toEqual({
      name: "Compte courant",
      iban: FR_IBAN,
      bic: null,
      openingBalanceCents: toCents(0),
      openingDate: "2026-01-01",
    });
    expect(refusal(() => readBankAccount({ iban: "x" }, "2026-11-29")).code).toBe(
      "BANK_ACCOUNT_NAME_REQUIRED",
    );
  });
});
