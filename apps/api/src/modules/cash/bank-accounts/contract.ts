import { z } from "zod";
import { date, setRef, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { idSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("Le compte bancaire");

/**
 * The fields as typed or sent; the domain reads each one (readBankAccount) and says in French what is
 * wrong. The group company is its IRI on Hydra, its id from the screens; one left out is refused by
 * the service with the catalogue's sentence.
 */
const fields = {
  triangleCompany: setRef(PATHS.triangleCompanies),
  name: text(200),
  iban: text(100),
  bic: text(50),
  /** Euros: 1250.4, '1250.40' or '1 250,40'. */
  openingBalance: text(40),
  openingDate: date(),
};

/** The group companies' bank accounts: accounting and super administrators keep them (issue 33, item 1). */
export const bankAccountContract = defineContract({
  name: "bankAccount",
  operations: {
    list: { type: "query", policy: "finance" },
    get: { type: "query", policy: "finance", input: z.object({ id }) },
    create: {
      type: "mutation",
      policy: "finance",
      input: z.object(fields),
    },
    update: {
      type: "mutation",
      policy: "finance",
      input: z.object({ id, ...fields }),
    },
    delete: { type: "mutation", policy: "finance", input: z.object({ id }) },
  },
  messages: [
    "BANK_ACCOUNT_NOT_FOUND",
    "BANK_ACCOUNT_NAME_REQUIRED",
    "BANK_ACCOUNT_NAME_TOO_LONG",
    "BANK_ACCOUNT_COMPANY_REQUIRED",
    "BANK_ACCOUNT_COMPANY_UNKNOWN",
    "BANK_ACCOUNT_IBAN_REQUIRED",
    "BANK_ACCOUNT_IBAN_INVALID",
    "BANK_ACCOUNT_IBAN_KEY",
    "BANK_ACCOUNT_IBAN_TAKEN",
    "BANK_ACCOUNT_BIC_INVALID",
    "BANK_ACCOUNT_BALANCE_INVALID",
    "BANK_ACCOUNT_BALANCE_TOO_PRECISE",
    "BANK_ACCOUNT_BALANCE_TOO_LARGE",
    "BANK_ACCOUNT_DATE_REQUIRED",
    "BANK_ACCOUNT_DATE_INVALID",
    "BANK_ACCOUNT_DATE_OUT_OF_RANGE",
  ],
});
