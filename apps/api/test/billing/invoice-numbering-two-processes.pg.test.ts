import { type DbHandle, invoices, triangleCompanies } from "@tronc/db";
import { parseReference, toCents, toParisDate } from "@tronc/domain";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scratchDatabase, startTwoServers, type TwoServers } from "../two-servers";
import { invoiceCounter } from "./invoice-edit-helpers";
import { insertAcceptedQuotation, insertInvoice } from "./invoicing-fixtures";

/**
 * The must-show proof (issue 13): two server processes on one PostgreSQL database validate 100
 * invoices of one issuer at once; the references are 100 consecutive numbers, no gap, no duplicate.
 * Runs only when DATABASE_URL is set (the "api-postgres" project).
 */
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let servers: TwoServers | undefined;
let handle: DbHandle;

beforeAll(async () => {
  scratch = await scratchDatabase("test_numbering");
  handle = scratch.handle;
}, 300_000);

afterAll(async () => {
  if (servers) await servers.close();
  else await scratch?.drop();
}, 60_000);

describe("invoice numbering with two server processes on one PostgreSQL", () => {
  it("validates 100 drafts of one issuer through both at once: 100 consecutive references", async () => {
    const db = handle.db;
    const [issuer] = await db.select({ id: triangleCompanies.id }).from(triangleCompanies).limit(1);
    if (!issuer) throw new Error("no group company");
    const q = await insertAcceptedQuotation(db, { issuerId: issuer.id });
    const ids: number[] = [];
    for (let n = 0; n < 100; n++) {
      ids.push(
        await insertInvoice(db, {
          issuerId: issuer.id,
          companyId: q.companyId,
          quotationIds: [],
          lines: [{ name: `Prestation ${n}`, quantity: "1", unitPriceCents: toCents(1_000), vatRate: "20" }],
          invoiceDate: toParisDate(new Date()),
        }),
      );
    }
    const before = await invoiceCounter(db, issuer.id);

    servers = await startTwoServers(scratch);
    const two = servers;
    const statuses = await Promise.all(
      ids.map((id, index) =>
        two
          .request(index, `/api/compta/invoices/${id}`, {
            method: "PUT",
            body: { state: "STATE_VALIDATED", confirm: true },
          })
          .then((response) => response.status),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);

    const rows = await db
      .select({ reference: invoices.reference, state: invoices.state })
      .from(invoices)
      .where(inArray(invoices.id, ids));
    const counters = rows.map((row) => parseReference(row.reference ?? "").counter).sort((a, b) => a - b);
    expect(rows.every((row) => row.state === "STATE_VALIDATED")).toBe(true);
    expect(new Set(counters).size).toBe(100);
    expect(counters).toEqual(Array.from({ length: 100 }, (_, index) => before + 1 + index));
    expect(await invoiceCounter(db, issuer.id)).toBe(before + 100);
  }, 300_000);
});
