import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import { formatEuros } from "../shared/french-format";
import {
  assertCanChangeCreditState,
  assertCreditHeaderEditable,
  assertCreditPartiesChangeable,
  assertCreditTotalNotNegative,
  assertCreditValidatable,
  canChangeCreditParties,
  DRAFT_CREDIT_LABEL,
  parseCreditDate,
  parseCreditTitle,
} from "./credit-edit-rules";

const valid = {
  totalTtcCents: toCents(24_000),
  creditDate: "2026-11-20",
  today: "2026-11-26",
  lastValidatedDate: "2026-11-19",
  invoiceDate: "2026-11-02",
};

describe("credit note header", () => {
  it("a draft shows 'Avoir en cours de création'", () => {
    expect(DRAFT_CREDIT_LABEL).toBe("Avoir en cours de création");
  });

  it("a draft changes anything; a validated credit nothing that prints", () => {
    expect(() => assertCreditHeaderEditable("CREDIT_STATE_CREATED", ["title", "companyId"])).not.toThrow();
    expect(() => assertCreditHeaderEditable("CREDIT_STATE_VALIDATED", [])).not.toThrow();
    for (const field of ["title", "comment", "invoiceAddress", "creditDate", "companyId"]) {
      expect(() => assertCreditHeaderEditable("CREDIT_STATE_PARTIALY_USED", [field])).toThrow(
        "Cet avoir est validé : seul son état peut encore changer",
      );
    }
  });

  it("issuer and recipient change only on a draft that corrects no invoice", () => {
    expect(canChangeCreditParties({ state: "CREDIT_STATE_CREATED", invoiceId: null })).toBe(true);
    expect(canChangeCreditParties({ state: "CREDIT_STATE_CREATED", invoiceId: 4 })).toBe(false);
    expect(canChangeCreditParties({ state: "CREDIT_STATE_VALIDATED", invoiceId: null })).toBe(false);
    expect(() => assertCreditPartiesChangeable({ state: "CREDIT_STATE_CREATED", invoiceId: 4 })).toThrow(
      /ne changent que sur un avoir en cours de création/,
    );
  });

  it("reads the title (trimmed, 255 characters at most) and the date (a real day)", () => {
    expect(parseCreditTitle("  Geste commercial ")).toBe("Geste commercial");
    expect(parseCreditTitle(null)).toBe("");
    expect(parseCreditTitle("é".repeat(255))).toHaveLength(255);
    expect(() => parseCreditTitle("a".repeat(256))).toThrow(
      "Le titre de l'avoir ne doit pas dépasser 255 caractères",
    );
    expect(parseCreditDate("2028-02-29")).toBe("2028-02-29");
    expect(() => parseCreditDate("2026-02-30")).toThrow(
      "La date de l'avoir « 30/02/2026 » n'est pas une date",
    );
    expect(() => parseCreditDate("demain")).toThrow(expect.objectContaining({ field: "creditDate" }));
  });

  it("only accounting or a super admin validates or changes a validated credit's state", () => {
    expect(() => assertCanChangeCreditState({ isCompta: true, isSuperAdmin: false })).not.toThrow();
    expect(() => assertCanChangeCreditState({ isCompta: false, isSuperAdmin: true })).not.toThrow();
    expect(() => assertCanChangeCreditState({ isCompta: false, isSuperAdmin: false })).toThrow(
      expect.objectContaining({ kind: "forbidden" }),
    );
  });

  it("a credit's total is never negative", () => {
    expect(() => assertCreditTotalNotNegative(toCents(0))).not.toThrow();
    expect(() => assertCreditTotalNotNegative(toCents(-1))).toThrow(
      `Le total TTC d'un avoir ne peut pas être négatif (${formatEuros(-1)})`,
    );
  });
});

describe("before a credit note is numbered", () => {
  it("accepts an amount dated between the last credit, the invoice and today", () => {
    expect(() => assertCreditValidatable(valid)).not.toThrow();
    expect(() => assertCreditValidatable({ ...valid, creditDate: valid.today })).not.toThrow();
  });

  it.each([
    [{ totalTtcCents: toCents(0) }, "Un avoir sans montant ne peut pas être validé"],
    [
      { creditDate: "2026-11-27" },
      "La date de l'avoir (27/11/2026) ne peut pas être postérieure à aujourd'hui",
    ],
    [
      { creditDate: "2026-11-18" },
      "La date de l'avoir (18/11/2026) ne peut pas précéder celle du dernier avoir validé de l'entreprise (19/11/2026)",
    ],
    [
      { creditDate: "2026-11-01", lastValidatedDate: null },
      "La date de l'avoir (01/11/2026) ne peut pas précéder celle de la facture qu'il corrige (02/11/2026)",
    ],
  ])("refuses %o", (change, message) => {
    expect(() => assertCreditValidatable({ ...valid, ...change })).toThrow(message);
  });
});
