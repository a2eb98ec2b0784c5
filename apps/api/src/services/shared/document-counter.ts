import { type DbOrTx, documentCounters, triangleCompanies } from "@tronc/db";
import { domainError, formatReference, type ReferenceSeries, toParisDate } from "@tronc/domain";
import { eq, sql } from "drizzle-orm";

/**
 * The next value of an issuer's series for a year. The upsert locks the counter row until the
 * caller's transaction ends, so two documents never share a number and a rolled-back one gives its
 * number back: the series stays continuous. Call it inside the transaction that writes the document.
 */
export async function nextCounterValue(
  tx: DbOrTx,
  series: ReferenceSeries,
  triangleCompanyId: number,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, triangleCompanyId, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.triangleCompanyId, documentCounters.year],
      set: { lastValue: sql`${documentCounters.lastValue} + 1` },
    })
    .returning({ value: documentCounters.lastValue });
  if (!row) throw new Error("document counter: no row returned");
  return row.value;
}

/** The next reference of an issuer's series (DE-TRI-2026-00042), the year being Paris's on `now`. */
export async function nextReference(
  tx: DbOrTx,
  series: ReferenceSeries,
  triangleCompanyId: number,
  now: Date,
): Promise<string> {
  const [company] = await tx
    .select({ code: triangleCompanies.code })
    .from(triangleCompanies)
    .where(eq(triangleCompanies.id, triangleCompanyId));
  if (!company) throw domainError("UNKNOWN_TRIANGLE_COMPANY", "invalid");
  const year = Number(toParisDate(now).slice(0, 4));
  const counter = await nextCounterValue(tx, series, triangleCompanyId, year);
  return formatReference(series, company.code, year, counter);
}
