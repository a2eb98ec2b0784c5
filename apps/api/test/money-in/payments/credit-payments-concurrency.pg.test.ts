import { credits, type DbHandle, invoicePayments, triangleCompanies } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import { toCents } from "@tronc/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAcceptedQuotation, insertInvoice } from "../../billing/invoicing-fixtures";
import { scratchDatabase, startTwoServers, type TwoServers } from "../../two-servers";
import { insertCredit } from "../money-in-fixtures";

/**
 * The must-show proof (issue 14): twenty payments of 100,00 drawn on one credit note of 1 000,00 at
 * the same moment, through the HTTP API of two server processes on one PostgreSQL database: exactly
 * ten are accepted (10 × 100,00 = 1 000,00), every other one is refused with 'Le montant saisi est
 * trop important', and the credit ends with nothing left, USED. Runs only when DATABASE_URL is set
 * (the "api-postgres" project).
 */
let servers: TwoServers;
let handle: DbHandle;
let issuerId: number;
let companyId: number;

beforeAll(async () => {
  const scratch = await scratchDatabase("test_credit_payments");
  handle = scratch.handle;
  const [issuer] = await handle.db.select({ id: triangleCompanies.id }).from(triangleCompanies).limit(1);
  if (!issuer) throw new Error("no group company");
  issuerId = issuer.id;
  companyId = (await insertAcceptedQuotation(handle.db, { issuerId })).companyId;
  servers = await startTwoServers(scratch);
}, 300_000);

afterAll(async () => {
  await servers?.close();
}, 60_000);

let counter = 0;
const reference = (prefix: "FA" | "AV") => `${prefix}-CON-2026-${String(++counter).padStart(5, "0")}`;

/** A validated invoice of `htCents` HT at 20 %, with no quotation (so no payment schedule). */
function invoiceOf(htCents: Cents) {
  return insertInvoice(handle.db, {
    issuerId,
    companyId,
    quotationIds: [],
    state: "STATE_VALIDATED",
    reference: reference("FA"),
    lines: [{ name: "Prestation", quantity: "1", unitPriceCents: htCents, vatRate: "20" }],
  });
}

/** 833,33 HT at 20 %: VAT 166,666 → 166,67, TTC 1 000,00. */
function creditOfOneThousand() {
  return insertCredit(handle.db, {
    issuerId,
    companyId,
    state: "CREDIT_STATE_VALIDATED",
    reference: reference("AV"),
    lines: [{ name: "Geste commercial", quantity: "1", unitPriceCents: toCents(83_333), vatRate: "20" }],
  });
}

/** Twenty POSTs of 100,00 on the credit at once, alternating between the two servers. */
function payAtOnce(creditId: number, invoiceIds: number[]) {
  return Promise.all(
    invoiceIds.map(async (invoiceId, index) => {
      const response = await servers.request(index, "/compta/invoice_payments", {
        method: "POST",
        body: {
          invoice: `/api/compta/invoices/${invoiceId}`,
          amount: "100,00",
          paymentType: "TYPE_SOLD",
          paymentMode: "MODE_CREDIT",
          credit: `/api/compta/credits/${creditId}`,
        },
      });
      const body = (await response.json()) as Record<string, unknown>;
      return { status: response.status, description: body["hydra:description"] };
    }),
  );
}

async function creditAfter(creditId: number) {
  const [credit] = await handle.db
    .select({
      amountLeftCents: credits.amountLeftCents,
      state: credits.state,
      totalTtcCents: credits.totalTtcCents,
    })
    .from(credits)
    .where(eq(credits.id, creditId));
  const [drawn] = await handle.db
    .select({ sum: sql<string>`coalesce(sum(${invoicePayments.amountCents}), 0)`, n: sql<string>`count(*)` })
    .from(invoicePayments)
    .where(eq(invoicePayments.creditId, creditId));
  return { ...credit, drawnCents: Number(drawn?.sum), payments: Number(drawn?.n) };
}

function expectTenAcceptedTenRefused(results: { status: number; description: unknown }[]) {
  const accepted = results.filter((result) => result.status === 201);
  const refused = results.filter((result) => result.status !== 201);
  expect(accepted).toHaveLength(10);
  expect(refused).toHaveLength(10);
  for (const refusal of refused) {
    expect(refusal).toEqual({ status: 422, description: "Le montant saisi est trop important" });
  }
}

describe("twenty payments drawn on one credit note at once, through two server processes", () => {
  it("on twenty invoices of 120,00: ten of 100,00 accepted, the credit of 1 000,00 used to the cent", async () => {
    const creditId = await creditOfOneThousand();
    // 100,00 HT → 120,00 TTC each
    const invoiceIds: number[] = [];
    for (let n = 0; n < 20; n++) invoiceIds.push(await invoiceOf(toCents(10_000)));

    expectTenAcceptedTenRefused(await payAtOnce(creditId, invoiceIds));
    // 1 000,00 − 10 × 100,00 = 0
    expect(await creditAfter(creditId)).toEqual({
      totalTtcCents: toCents(100_000),
      amountLeftCents: toCents(0),
      state: "CREDIT_STATE_USED",
      drawnCents: toCents(100_000),
      payments: 10,
    });
  });

  it("on one invoice of 5 000,00: ten accepted, 4 000,00 left on the invoice", async () => {
    const creditId = await creditOfOneThousand();
    // 4 166,67 HT at 20 %: VAT 833,334 → 833,33, TTC 5 000,00
    const invoiceId = await invoiceOf(toCents(416_667));
    expectTenAcceptedTenRefused(
      await payAtOnce(
        creditId,
        Array.from({ length: 20 }, () => invoiceId),
      ),
    );
    expect(await creditAfter(creditId)).toMatchObject({
      amountLeftCents: toCents(0),
      state: "CREDIT_STATE_USED",
      drawnCents: toCents(100_000),
    });
    const response = await servers.request(0, `/api/compta/invoices/${invoiceId}`, { method: "GET" });
    // 5 000,00 − 1 000,00 = 4 000,00
    expect(await response.json()).toMatchObject({
      totalTTC: 5000,
      restAmount: 4000,
      state: "STATE_VALIDATED",
    });
  });
});
