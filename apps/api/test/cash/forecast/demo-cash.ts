import { charges, type Db, forecastBankBalances, forecastItems } from "@tronc/db";

/**
 * Removes the demo's charges, forecast lines and bank balance from a test's own database copy. The demo
 * dates them from the day the test template was seeded (today), while the files that call this work at
 * a fixed `NOW` with figures worked out by hand for their own rows only: whatever today is, the demo
 * would otherwise land somewhere in their 12 months and move their totals and balances.
 */
export async function clearDemoCash(db: Db): Promise<void> {
  await db.delete(forecastItems);
  await db.delete(forecastBankBalances);
  await db.delete(charges);
}
