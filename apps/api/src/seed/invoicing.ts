import { quotations } from "@tronc/db";
import type { BillingRequest } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { loadSessionUser } from "../auth/session-user";
import { billQuotation } from "../services/billing/billing/bill";
import { findInvoice } from "../services/billing/edit/rows";
import { updateInvoice } from "../services/billing/edit/update";
import { validateInvoice } from "../services/billing/validation";
import type { ServiceContext } from "../services/shared/context";
import type { DemoSeeder } from "./demo";

type DemoState = "STATE_CREATED" | "STATE_VALIDATED" | "STATE_SEND";

/** Per accepted demo quotation, in order: its invoices and the state each is left in. */
const DEMO_INVOICES: (BillingRequest & { state: DemoState })[][] = [
  [
    { type: "TYPE_ADVANCE", percent: 30, state: "STATE_VALIDATED" },
    { type: "TYPE_MONTHLY", percent: 20, state: "STATE_SEND" },
    { type: "TYPE_SOLD", state: "STATE_CREATED" },
  ],
  [
    { type: "TYPE_ADVANCE", percent: 40, state: "STATE_SEND" },
    { type: "TYPE_MONTHLY", percent: 10, state: "STATE_VALIDATED" },
  ],
];

async function billAndMove(
  ctx: ServiceContext,
  quotationId: number,
  demo: BillingRequest & { state: DemoState },
) {
  const { state, ...request } = demo;
  const { invoiceId } = await billQuotation(ctx, { ...request, quotationId });
  if (state === "STATE_CREATED") return;
  await validateInvoice(ctx.db, invoiceId, { userId: ctx.user.id, now: ctx.now });
  if (state === "STATE_SEND") {
    const { version } = await findInvoice(ctx.db, invoiceId);
    await updateInvoice(ctx, { id: invoiceId, version, state: "STATE_SEND" });
  }
}

/**
 * Invoices of the demo's accepted quotations through the billing services, by the accountant: every
 * type (deposit, partial, balance) and the states CREATED, VALIDATED and SEND, numbered at validation
 * in order (continuous per issuer). PAID comes from payments (issue 14).
 */
export const seedInvoicing: DemoSeeder = async (db, now, core) => {
  const user = await loadSessionUser(db, core.userIds.compta);
  if (!user) throw new Error("demo invoicing: the demo user compta is missing");
  await db.transaction(async (tx) => {
    const ctx: ServiceContext = { db: tx, user, now };
    const accepted = await tx
      .select({ id: quotations.id })
      .from(quotations)
      .where(eq(quotations.state, "QUOTATION_STATE_ACCEPTED"))
      .orderBy(asc(quotations.id));
    for (const [index, quotation] of accepted.entries()) {
      for (const demo of DEMO_INVOICES[index] ?? []) await billAndMove(ctx, quotation.id, demo);
    }
  });
  return core;
};
