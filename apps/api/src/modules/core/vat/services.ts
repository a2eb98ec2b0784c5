import { type DbOrTx, vatRates } from "@tronc/db";
import { domainError, parseVatRate } from "@tronc/domain";
import { and, desc, eq, ne } from "drizzle-orm";
import { inTransaction, type ServiceContext } from "../../../services/shared/context";
import { isUniqueViolation } from "../../../services/shared/unique-violation";

export interface VatRate {
  id: number;
  /** The percentage as a number: 5.5 for 5,5 %. */
  tva: number;
}

const toView = (row: { id: number; rate: string }): VatRate => ({ id: row.id, tva: Number(row.rate) });

/** Every rate, highest first (20, 10, 5,5, 2,1), as the pickers and the list show them. */
export async function listVatRates({ db }: ServiceContext): Promise<VatRate[]> {
  const rows = await db
    .select({ id: vatRates.id, rate: vatRates.rate })
    .from(vatRates)
    .orderBy(desc(vatRates.rate));
  return rows.map(toView);
}

export async function getVatRate(
  { db }: Pick<ServiceContext, "db">,
  { id }: { id: number },
): Promise<VatRate> {
  const [row] = await db
    .select({ id: vatRates.id, rate: vatRates.rate })
    .from(vatRates)
    .where(eq(vatRates.id, id));
  if (!row) throw domainError("VAT_NOT_FOUND", "notFound");
  return toView(row);
}

const alreadyExists = () => domainError("VAT_ALREADY_EXISTS", "conflict", {}, { field: "tva" });

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

export async function createVatRate(
  ctx: ServiceContext,
  input: { tva?: number | string | null | undefined },
): Promise<VatRate> {
  const rate = parseVatRate(input.tva ?? null);
  return refusingDuplicates(() =>
    inTransaction(ctx, async ({ db: tx }) => {
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
  ctx: ServiceContext,
  { id, tva }: { id: number; tva?: number | string | null | undefined },
): Promise<VatRate> {
  const rate = parseVatRate(tva ?? null);
  return refusingDuplicates(() =>
    inTransaction(ctx, async ({ db: tx }) => {
      await getVatRate({ db: tx }, { id });
      await assertRateFree(tx, rate, id);
      const [row] = await tx
        .update(vatRates)
        .set({ rate })
        .where(eq(vatRates.id, id))
        .returning({ id: vatRates.id, rate: vatRates.rate });
      if (!row) throw domainError("VAT_NOT_FOUND", "notFound");
      return toView(row);
    }),
  );
}
