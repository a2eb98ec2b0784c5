import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { defineResource } from "../../resource/define-resource";
import { bankAccountContract } from "./contract";
import { seedBankAccounts } from "./demo";
import {
  type BankAccount,
  createBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  updateBankAccount,
} from "./services";

/** On the wire: the group company as its IRI, the opening balance in euros (issue 33's fields). */
const wire = wireType("BankAccount", PATHS.bankAccounts, (account: BankAccount) => ({
  id: account.id,
  triangleCompany: iri(PATHS.triangleCompanies, account.triangleCompanyId),
  name: account.name,
  iban: account.iban,
  bic: account.bic,
  openingBalance: centsToEuroNumber(account.openingBalanceCents),
  openingDate: account.openingDate,
}));

export const bankAccountModule = defineResource(
  bankAccountContract,
  {
    list: listBankAccounts,
    get: getBankAccount,
    create: createBankAccount,
    update: updateBankAccount,
    delete: deleteBankAccount,
  },
  {
    hydra: {
      wire,
      lists: [{ operation: "list" }],
      get: "get",
      create: "create",
      update: "update",
      delete: "delete",
    },
    seedDemo: seedBankAccounts,
  },
);
