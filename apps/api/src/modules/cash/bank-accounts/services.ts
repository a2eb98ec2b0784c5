import { bankAccounts, type DbOrTx, triangleCompanies } from "@tronc/db";
import {
  type BankAccountInput,
  type Cents,
  centsToEuroString,
  domainError,
  readBankAccount,
  toParisDate,
} from "@tronc/domain";
import { and, asc, eq, ne } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { isUniqueViolation } from "../../../services/shared/unique-violation";

export interface BankAccount {
  id: number;
  triangleCompanyId: number;
  triangleCompanyName: string;
  name: string;
  /** Electronic form ('FR76300…'); the screens print it in groups of four. */
  iban: string;
  bic: string | null;
  openingBalanceCents: Cents;
  openingDate: string;
}

/** What creating or changing an account sends: the group company by id, the rest as typed. */
export interface BankAccountChange extends BankAccountInput {
  triangleCompany?: number;
}

const columns = {
  id: bankAccounts.id,
  triangleCompanyId: bankAccounts.triangleCompanyId,
  triangleCompanyName: triangleCompanies.name,
  name: bankAccounts.name,
  iban: bankAccounts.iban,
  bic: bankAccounts.bic,
  openingBalanceCents: bankAccounts.openingBalanceCents,
  openingDate: bankAccounts.openingDate,
};

const selectAccounts = (db: DbOrTx) =>
  db
    .select(columns)
    .from(bankAccounts)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, bankAccounts.triangleCompanyId));

/** Every account, by group company then name, as the list shows them. */
export async function listBankAccounts({ db }: ServiceContext): Promise<BankAccount[]> {
  return selectAccounts(db).orderBy(
    asc(triangleCompanies.name),
    asc(bankAccounts.name),
    asc(bankAccounts.id),
  );
}

export async function getBankAccount(
  { db }: Pick<ServiceContext, "db">,
  { id }: { id: number },
): Promise<BankAccount> {
  const [account] = await selectAccounts(db).where(eq(bankAccounts.id, id));
  if (!account) throw domainError("BANK_ACCOUNT_NOT_FOUND", "notFound");
  return account;
}

async function assertCompany(db: DbOrTx, id: number | undefined): Promise<number> {
  if (id === undefined) {
    throw domainError("BANK_ACCOUNT_COMPANY_REQUIRED", "invalid", {}, { field: "triangleCompany" });
  }
  const [company] = await db
    .select({ id: triangleCompanies.id })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, id));
  if (!company)
    throw domainError("BANK_ACCOUNT_COMPANY_UNKNOWN", "invalid", {}, { field: "triangleCompany" });
  return company.id;
}

/** One IBAN, one account: the clash names the account that has it. */
async function assertIbanFree(db: DbOrTx, iban: string, exceptId?: number) {
  const sameIban = eq(bankAccounts.iban, iban);
  const [clash] = await db
    .select({ name: bankAccounts.name })
    .from(bankAccounts)
    .where(exceptId ? and(sameIban, ne(bankAccounts.id, exceptId)) : sameIban);
  if (clash)
    throw domainError("BANK_ACCOUNT_IBAN_TAKEN", "conflict", { name: clash.name }, { field: "iban" });
}

/** Two saves of one IBAN at once: the unique index settles it, the loser gets the same 409 naming the account. */
async function savingOnce<T>(
  ctx: ServiceContext,
  iban: string,
  exceptId: number | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) await assertIbanFree(ctx.db, iban, exceptId);
    throw error;
  }
}

export async function createBankAccount(ctx: ServiceContext, input: BankAccountChange): Promise<BankAccount> {
  const fields = readBankAccount(input, toParisDate(ctx.now));
  return savingOnce(ctx, fields.iban, undefined, () =>
    inTransaction(ctx, async ({ db }) => {
      const triangleCompanyId = await assertCompany(db, input.triangleCompany);
      await assertIbanFree(db, fields.iban);
      const [row] = await db
        .insert(bankAccounts)
        .values({ ...fields, triangleCompanyId })
        .returning({ id: bankAccounts.id });
      if (!row) throw new Error("bank account insert returned nothing");
      return getBankAccount({ db }, row);
    }),
  );
}

/** A change keeps what it does not send (Hydra's PUT: an absent key leaves the field as it is). */
export async function updateBankAccount(
  ctx: ServiceContext,
  { id, ...input }: BankAccountChange & { id: number },
): Promise<BankAccount> {
  const current = await getBankAccount(ctx, { id });
  const merged: BankAccountInput = {
    name: input.name === undefined ? current.name : input.name,
    iban: input.iban === undefined ? current.iban : input.iban,
    bic: input.bic === undefined ? current.bic : input.bic,
    openingBalance:
      input.openingBalance === undefined
        ? centsToEuroString(current.openingBalanceCents)
        : input.openingBalance,
    openingDate: input.openingDate === undefined ? current.openingDate : input.openingDate,
  };
  const fields = readBankAccount(merged, toParisDate(ctx.now));
  return savingOnce(ctx, fields.iban, id, () =>
    inTransaction(ctx, async ({ db }) => {
      const triangleCompanyId = await assertCompany(db, input.triangleCompany ?? current.triangleCompanyId);
      await assertIbanFree(db, fields.iban, id);
      await db
        .update(bankAccounts)
        .set({ ...fields, triangleCompanyId, updatedAt: ctx.now })
        .where(eq(bankAccounts.id, id));
      // Deleted meanwhile: nothing was updated, and this read answers 404.
      return getBankAccount({ db }, { id });
    }),
  );
}

/** Nothing refers to an account yet (statements and transfers will): it may go. */
export async function deleteBankAccount(ctx: ServiceContext, { id }: { id: number }): Promise<void> {
  await inTransaction(ctx, async ({ db }) => {
    await getBankAccount({ db }, { id });
    await db.delete(bankAccounts).where(eq(bankAccounts.id, id));
  });
}
