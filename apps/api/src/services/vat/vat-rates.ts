import { type DbOrTx, vatRates } from "@tronc/db";
import { compareDecimal, type Decimal, DomainError, normalizeFrenchDecimal, toDecimal } from "@tronc/domain";
import { and, desc, eq, ne } from "drizzle-orm";
import { isUniqueViolation } from "../users/unique-violation";

export interface VatRate {
  id: number;
  /** The percentage as a number: 5.5 for 5,5 %. */
  tva: number;
}

export const VAT_ALREADY_EXISTS = "Cette TVA existe déjà";
export const VAT_REQUIRED = "Le taux de TVA est obligatoire";
export const VAT_NOT_A_NUMBER = "Le taux de TVA doit être un nombre (par exemple 5,5)";
export const VAT_OUT_OF_RANGE = "Le taux de TVA doit être compris entre 0 et 100 %";
export const VAT_TOO_PRECISE = "Le taux de TVA ne peut pas avoir plus de deux décimales";
export const VAT_NOT_FOUND = "Cette TVA est introuvable";

const invalid = (code: string, message: string) => new DomainError(code, message, "invalid");

/**
 * Reads a rate typed by a person or sent by a client ('5,5', '5.5', 5.5, '20 %') into the
 * two-decimal string the numeric(5,2) column stores ('5.50').
 */
export function parseVatRate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) {
    throw invalid("VAT_REQUIRED", VAT_REQUIRED);
  }
  let decimal: Decimal;
  try {
    if (typeof value === "number" && !Number.isFinite(value)) throw new Error("not finite");
    decimal = toDecimal(typeof value === "number" ? value : normalizeFrenchDecimal(value));
  } catch {
    throw invalid("VAT_NOT_A_NUMBER", VAT_NOT_A_NUMBER);
  }
  if (compareDecimal(decimal, 0) < 0 || compareDecimal(decimal, 100) > 0) {
    throw invalid("VAT_OUT_OF_RANGE", VAT_OUT_OF_RANGE);
  }
  let { units, scale } = decimal;
  while (scale > 2 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  if (scale > 2) throw invalid("VAT_TOO_PRECISE", VAT_TOO_PRECISE);
  const hundredths = (units * 10n ** BigInt(2 - scale)).toString().padStart(3, "0");
  return `${hundredths.slice(0, -2)}.${hundredths.slice(-2)}`;
}

const toView = (row: { id: number; rate: string }): VatRate => ({ id: row.id, tva: Number(row.rate) });

/** Every rate, highest first (20, 10, 5,5, 2,1), as the pickers and the list show them. */
export async function listVatRates(db: DbOrTx): Promise<VatRate[]> {
  const rows = await db
    .select({ id: vatRates.id, rate: vatRates.rate })
    .from(vatRates)
    .orderBy(desc(vatRates.rate));
  return rows.map(toView);
}

export async function getVatRate(db: DbOrTx, id: number): Promise<VatRate> {
  const [row] = await db
    .select({ id: vatRates.id, rate: vatRates.rate })
    .from(vatRates)
    .where(eq(vatRates.id, id));
  if (!row) throw new DomainError("VAT_NOT_FOUND", VAT_NOT_FOUND, "notFound");
  return toView(row);
}

const alreadyExists = () => new DomainError("VAT_ALREADY_EXISTS", VAT_ALREADY_EXISTS, "conflict");

async function assertRateFree(db: DbOrTx, rate: string, exceptId?: number) {
  const condition = exceptId
    ? and(eq(vatRates.rate, rate), ne(vatRates.id, exceptId))
    : eq(vatRates.rate, rate);
  const [clash] = await db.select({ id: vatRates.id }).from(vatRates).where(condition);
  if (clash) throw alreadyExists();
}

/** Two staff adding the same rate at once: the unique index settles it, the loser gets the same 409. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists();
    throw error;
  }
}

export async function createVatRate(db: DbOrTx, input: { tva: number | string | null }): Promise<VatRate> {
  const rate = parseVatRate(input.tva);
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      await assertRateFree(tx, rate);
      const [row] = await tx
        .insert(vatRates)
        .values({ rate })
        .returning({ id: vatRates.id, rate: vatRates.rate });
      if (!row) throw new Error("vat insert returned nothing");
      return toView(row);
    }),
  );
}

export async function updateVatRate(
  db: DbOrTx,
  id: number,
  input: { tva: number | string | null },
): Promise<VatRate> {
  const rate = parseVatRate(input.tva);
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      await getVatRate(tx, id);
      await assertRateFree(tx, rate, id);
      const [row] = await tx
        .update(vatRates)
        .set({ rate })
        .where(eq(vatRates.id, id))
        .returning({ id: vatRates.id, rate: vatRates.rate });
      if (!row) throw new DomainError("VAT_NOT_FOUND", VAT_NOT_FOUND, "notFound");
      return toView(row);
    }),
  );
}
