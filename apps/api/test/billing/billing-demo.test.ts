import { invoiceQuotations, invoices, quotations, triangleCompanies } from "@tronc/db";
import { toParisDate } from "@tronc/domain";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [] });
});
afterAll(() => t.close());

describe("the demo invoices", () => {
  it("hold every type and the states CREATED, VALIDATED, SEND and PAID (paid by the money-in demo)", async () => {
    const rows = await t.handle.db.select({ type: invoices.type, state: invoices.state }).from(invoices);
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(["TYPE_ADVANCE", "TYPE_MONTHLY", "TYPE_SOLD"]),
    );
    expect(new Set(rows.map((row) => row.state))).toEqual(
      new Set(["STATE_CREATED", "STATE_VALIDATED", "STATE_SEND", "STATE_PAID"]),
    );
  });

  it("are numbered FA-<code>-<year>-00001… without a gap per issuer; drafts have no number", async () => {
    const rows = await t.handle.db
      .select({
        reference: invoices.reference,
        state: invoices.state,
        validatedAt: invoices.validatedAt,
        code: triangleCompanies.code,
        issuerId: invoices.triangleCompanyId,
      })
      .from(invoices)
      .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
      .orderBy(asc(invoices.validatedAt), asc(invoices.id));
    for (const row of rows) expect(row.reference === null).toBe(row.state === "STATE_CREATED");
    const numbered = rows.filter((row) => row.reference !== null);
    expect(numbered.length).toBeGreaterThanOrEqual(4);
    const issuers = new Set(numbered.map((row) => row.issuerId));
    for (const issuerId of issuers) {
      const series = numbered.filter((row) => row.issuerId === issuerId);
      const expected = series.map((row, index) => {
        const year = toParisDate(row.validatedAt ?? new Date(0)).slice(0, 4);
        return `FA-${row.code}-${year}-${String(index + 1).padStart(5, "0")}`;
      });
      expect(series.map((row) => row.reference)).toEqual(expected);
    }
  });

  it("never bill a quotation past its TTC; the balance draft bills exactly what was left", async () => {
    const db = t.handle.db;
    const billed = await db
      .select({
        id: quotations.id,
        state: quotations.state,
        total: quotations.totalTtcCents,
        billed: sql<string>`sum(${invoiceQuotations.amountCents})`,
      })
      .from(quotations)
      .innerJoin(invoiceQuotations, eq(invoiceQuotations.quotationId, quotations.id))
      .groupBy(quotations.id)
      .orderBy(asc(quotations.id));
    // The third: the overdue story of the money-in demo, a 30 % deposit billed.
    expect(billed).toHaveLength(3);
    const [first, second, third] = billed;
    expect(Number(first?.billed)).toBe(first?.total);
    expect(first?.state).toBe("QUOTATION_STATE_IN_BILLED");
    for (const partly of [second, third]) {
      expect(Number(partly?.billed)).toBeLessThan(partly?.total ?? 0);
      expect(partly?.state).toBe("QUOTATION_STATE_BILLED");
    }
  });
});
