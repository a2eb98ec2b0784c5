import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../shared/cents";
import {
  assertCreditCovers,
  assertCreditMatchesMode,
  creditWithout,
  type PaymentCredit,
} from "./payment-credit";

const invoice = { triangleCompanyId: 1, companyId: 7 };
// A credit of 1 000,00 TTC with 400,00 left: 600,00 already drawn.
const credit: PaymentCredit = {
  state: "CREDIT_STATE_PARTIALY_USED",
  triangleCompanyId: 1,
  companyId: 7,
  totalTtcCents: toCents(100_000),
  amountLeftCents: toCents(40_000),
};

describe("paying with a credit note", () => {
  it("mode 'Avoir' needs a credit and a credit needs mode 'Avoir'", () => {
    expect(() => assertCreditMatchesMode("MODE_CREDIT", null)).toThrowError(
      "Vous devez sélectionner un avoir dans la liste",
    );
    expect(() => assertCreditMatchesMode("MODE_CHECK", 3)).toThrowError(
      "Un avoir ne peut être choisi qu'avec le mode de paiement « Avoir »",
    );
    expect(() => assertCreditMatchesMode("MODE_CREDIT", 3)).not.toThrow();
    expect(() => assertCreditMatchesMode("MODE_MONEY", null)).not.toThrow();
  });

  it("draws at most what is left on a validated credit of the same issuer and client", () => {
    expect(() => assertCreditCovers(credit, invoice, toCents(40_000))).not.toThrow();
    expect(() => assertCreditCovers(credit, invoice, toCents(40_001))).toThrowError(
      "Le montant saisi est trop important",
    );
    expect(() =>
      assertCreditCovers({ ...credit, state: "CREDIT_STATE_VALIDATED" }, invoice, toCents(1)),
    ).not.toThrow();
  });

  it("an exhausted credit says the amount is too high; a draft or another party's credit cannot pay", () => {
    const used = { ...credit, state: "CREDIT_STATE_USED" as const, amountLeftCents: toCents(0) };
    expect(() => assertCreditCovers(used, invoice, toCents(10_000))).toThrowError(
      "Le montant saisi est trop important",
    );
    const unusable = "Cet avoir ne peut pas servir à ce paiement";
    expect(() =>
      assertCreditCovers({ ...credit, state: "CREDIT_STATE_CREATED" }, invoice, toCents(1)),
    ).toThrowError(unusable);
    expect(() => assertCreditCovers({ ...credit, companyId: 8 }, invoice, toCents(1))).toThrowError(unusable);
    expect(() => assertCreditCovers({ ...credit, triangleCompanyId: 2 }, invoice, toCents(1))).toThrowError(
      unusable,
    );
    // Set to USED by hand with 400,00 left: not offered, not usable.
    expect(() =>
      assertCreditCovers({ ...credit, state: "CREDIT_STATE_USED" }, invoice, toCents(1)),
    ).toThrowError(unusable);
  });

  it("an edited payment may take back its own amount", () => {
    // 400,00 left + the 600,00 of the payment edited = the whole 1 000,00: back to VALIDATED.
    expect(creditWithout(credit, toCents(60_000))).toMatchObject({
      amountLeftCents: toCents(100_000),
      state: "CREDIT_STATE_VALIDATED",
    });
    const used = { ...credit, state: "CREDIT_STATE_USED" as const, amountLeftCents: toCents(0) };
    expect(creditWithout(used, toCents(25_000))).toMatchObject({
      amountLeftCents: toCents(25_000),
      state: "CREDIT_STATE_PARTIALY_USED",
    });
  });

  it("never accepts more than what is left, whatever the amounts", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (left, amount) => {
          const state = left > 0 ? "CREDIT_STATE_PARTIALY_USED" : "CREDIT_STATE_USED";
          const accepted = (() => {
            try {
              assertCreditCovers(
                { ...credit, state, amountLeftCents: toCents(left), totalTtcCents: toCents(10_000_000) },
                invoice,
                toCents(amount),
              );
              return true;
            } catch {
              return false;
            }
          })();
          expect(accepted).toBe(amount <= left);
        },
      ),
    );
  });
});
