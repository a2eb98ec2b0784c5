import { bankAccounts } from "@tronc/db";
import { type Cents, toParisDate } from "@tronc/domain";
import type { DemoSeeder } from "../../../seed/demo";

/**
 * Two accounts of the first group company, opened on the first of January of the demo's year: a
 * current account in credit and a second one overdrawn (IBANs made by hand, their keys checked).
 */
export const seedBankAccounts: DemoSeeder = async (db, now, core) => {
  const [companyId] = core.companyIds;
  if (companyId === undefined) return core;
  const openingDate = `${toParisDate(now).slice(0, 4)}-01-01`;
  await db.insert(bankAccounts).values([
    {
      triangleCompanyId: companyId,
      name: "Compte courant BNP",
      iban: "FR7630004000050001234567867",
      bic: "BNPAFRPP",
      openingBalanceCents: 1_250_000 as Cents,
      openingDate,
    },
    {
      triangleCompanyId: companyId,
      name: "Compte BRED",
      iban: "FR7610107001010009876543293",
      bic: "BREDFRPP",
      openingBalanceCents: -125_040 as Cents,
      openingDate,
    },
  ]);
  return core;
};
