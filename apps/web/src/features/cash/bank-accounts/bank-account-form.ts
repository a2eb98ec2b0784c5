import { formatCentsAsDecimal } from "@tronc/domain";
import { domainErrorOf } from "../../../lib/api-error";
import type { RouterOutputs } from "../../../lib/trpc";

export type BankAccount = RouterOutputs["bankAccount"]["list"][number];

/** The form as typed: every field a text, the server reads and checks each one (packages/domain). */
export interface BankAccountDraft {
  triangleCompany: string;
  name: string;
  iban: string;
  bic: string;
  openingBalance: string;
  openingDate: string;
}

export type BankAccountField = keyof BankAccountDraft;
export type BankAccountErrors = Partial<Record<BankAccountField, string>>;

export const EMPTY_DRAFT: BankAccountDraft = {
  triangleCompany: "",
  name: "",
  iban: "",
  bic: "",
  openingBalance: "",
  openingDate: "",
};

/** An account as its form shows it: the balance typed back the French way ('-1 250,40'). */
export function draftOf(account: BankAccount): BankAccountDraft {
  return {
    triangleCompany: String(account.triangleCompanyId),
    name: account.name,
    iban: account.iban,
    bic: account.bic ?? "",
    openingBalance: formatCentsAsDecimal(account.openingBalanceCents),
    openingDate: account.openingDate,
  };
}

/** What is sent: the group company by its id, the rest as typed. */
export function payloadOf(draft: BankAccountDraft) {
  return {
    triangleCompany: draft.triangleCompany === "" ? undefined : Number(draft.triangleCompany),
    name: draft.name,
    iban: draft.iban,
    bic: draft.bic,
    openingBalance: draft.openingBalance,
    openingDate: draft.openingDate,
  };
}

const FIELDS: readonly BankAccountField[] = Object.keys(EMPTY_DRAFT) as BankAccountField[];

/** The server's refusal under the field it concerns (the IBAN, the BIC…). */
export function errorsOfRefusal(error: unknown): BankAccountErrors {
  const refusal = domainErrorOf(error);
  const field = FIELDS.find((candidate) => candidate === refusal?.field);
  return field && refusal ? { [field]: refusal.message } : {};
}
