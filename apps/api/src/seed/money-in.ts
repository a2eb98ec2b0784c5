import { creditLines, type DbOrTx, invoices, leads, recommendations } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  addDays,
  centsToEuroString,
  type PaymentMode,
  type PaymentType,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { and, asc, eq, isNotNull, notExists } from "drizzle-orm";
import { loadSessionUser, type SessionUser } from "../auth/session-user";
import { billQuotation } from "../services/billing/billing/bill";
import { findInvoice } from "../services/billing/edit/rows";
import { updateInvoice } from "../services/billing/edit/update";
import { validateInvoice } from "../services/billing/validation";
import { createCreditFromInvoice } from "../services/money-in/credits/from-invoice";
import { createCreditLine, deleteCreditLine } from "../services/money-in/credits/lines";
import { findCredit } from "../services/money-in/credits/rows";
import { updateCredit } from "../services/money-in/credits/update";
import { createPayment } from "../services/money-in/payments/create";
import { createQuotationLine } from "../services/proposals/quotations/lines";
import { quotationProductOptions } from "../services/proposals/quotations/product-options";
import { createQuotation, updateQuotation } from "../services/proposals/quotations/save";
import { createRecommendation } from "../services/proposals/recommendations/create";
import { setRecommendationState } from "../services/proposals/recommendations/state";
import type { ServiceContext } from "../services/shared/context";
import type { DemoCore, DemoSeeder } from "./demo";

const DAY = 86_400_000;

/** The seed's `now` moved back by whole days: the overdue story happened weeks before it. */
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** The overdue invoice's date, due on receipt: more than the 21 days after which it reads 'Retard de paiement'. */
const OVERDUE_INVOICE_DAYS_AGO = 25;

interface Actors {
  tx: DbOrTx;
  sales: SessionUser;
  accountant: SessionUser;
}

interface DemoPayment {
  invoiceId: number;
  amountCents: Cents;
  paymentType: PaymentType;
  paymentMode: PaymentMode;
  comment?: string;
  creditId?: number;
}

function pay(ctx: ServiceContext, payment: DemoPayment) {
  return createPayment(ctx, {
    invoiceId: payment.invoiceId,
    amount: centsToEuroString(payment.amountCents),
    paymentType: payment.paymentType,
    paymentMode: payment.paymentMode,
    comment: payment.comment ?? "",
    paidAt: toParisDate(ctx.now),
    creditId: payment.creditId ?? null,
  });
}

/**
 * The group company without any invoice yet: its series is empty, so an invoice dated weeks ago may
 * open it (an invoice is never dated before the issuer's last validated one).
 */
async function issuerWithoutInvoice(tx: DbOrTx, core: DemoCore): Promise<number> {
  const billed = await tx.selectDistinct({ id: invoices.triangleCompanyId }).from(invoices);
  const issuerId = core.companyIds.find((id) => !billed.some((row) => row.id === id));
  if (issuerId === undefined) throw new Error("demo money in: every group company already invoices");
  return issuerId;
}

/**
 * The oldest lead of the issuer already won, with a client and no recommendation: accepting one more
 * proposal on it moves neither the lead (already 'Devis accepté') nor its project.
 */
async function wonLeadOf(tx: DbOrTx, issuerId: number): Promise<{ id: number; createdAt: Date }> {
  const [lead] = await tx
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(
      and(
        eq(leads.triangleCompanyId, issuerId),
        isNotNull(leads.companyId),
        eq(leads.leadStatus, "LEAD_STATUS_ACCEPTED"),
        notExists(tx.select().from(recommendations).where(eq(recommendations.leadId, leads.id))),
      ),
    )
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1);
  if (!lead) throw new Error(`demo money in: no won lead with a client for group company ${issuerId}`);
  return lead;
}

/** A catalogue product of the quotation's issuer, by its reference, with its linked purchases' first offers. */
async function catalogueLine(ctx: ServiceContext, quotationId: number, reference: string, quantity: string) {
  const options = await quotationProductOptions(ctx, { quotationId });
  const product = options.find((option) => option.reference === reference);
  if (!product) throw new Error(`demo money in: the catalogue product ${reference} is missing`);
  await createQuotationLine(ctx, {
    quotationId,
    triangleProductId: product.id,
    quantity,
    linkedPurchases: product.linkedPurchases.map((expense) => ({
      triangleProductExpenseId: expense.id,
      supplierId: expense.offers[0]?.supplierId,
    })),
  });
}

/**
 * A proposal won (the day after its lead came in), like the proposals' demo (catalogue lines with their
 * purchases, two VAT rates): a showcase site 4 500,00 HT and 12 months of hosting at 120,00 HT
 * (1 440,00) at 20 %, a launch lunch 12 × 25,00 HT (300,00) at 10 %. 5 940,00 + 20 % = 7 128,00 and
 * 300,00 + 10 % = 330,00: 7 458,00 TTC.
 */
async function seedWonProposal(ctx: ServiceContext, leadId: number): Promise<number> {
  const recommendation = await createRecommendation(ctx, { leadId });
  const { id: quotationId } = await createQuotation(ctx, { recommendationId: recommendation.id });
  await updateQuotation(ctx, {
    id: quotationId,
    version: 1,
    title: "Site vitrine et hébergement",
    advancePercent: "30",
    paymentMode: 0,
    comment: "<p>Devis de démonstration.</p>",
  });
  await catalogueLine(ctx, quotationId, "TDI-WEB-01", "1");
  await catalogueLine(ctx, quotationId, "TDI-HEB-01", "12");
  await createQuotationLine(ctx, {
    quotationId,
    name: "Déjeuner de lancement",
    quantity: "12",
    unitPrice: "25",
    tva: "10",
  });
  await setRecommendationState(ctx, { id: recommendation.id, state: "RECO_STATE_ACCEPTED" });
  return quotationId;
}

/**
 * An overdue invoice: the 30 % deposit of that proposal (7 458,00 × 30 % = 2 237,40 TTC), due on
 * receipt, dated and sent 25 days before the seed (so more than 21 days late), 500,00 paid by card
 * 10 days before the seed: 1 737,40 still due. The lead came in before all of it.
 */
async function seedOverdueInvoice({ tx, sales, accountant }: Actors, now: Date, core: DemoCore) {
  const lead = await wonLeadOf(tx, await issuerWithoutInvoice(tx, core));
  const wonAt = new Date(lead.createdAt.getTime() + DAY);
  const billing: ServiceContext = {
    db: tx,
    user: accountant,
    now: daysBefore(now, OVERDUE_INVOICE_DAYS_AGO),
  };
  if (wonAt > billing.now)
    throw new Error(`demo money in: lead ${lead.id} is too recent for an overdue invoice`);
  const quotationId = await seedWonProposal({ db: tx, user: sales, now: wonAt }, lead.id);

  const { invoiceId } = await billQuotation(billing, { quotationId, type: "TYPE_ADVANCE", percent: 30 });
  const invoiceDate = toParisDate(billing.now);
  const drafted = await findInvoice(tx, invoiceId);
  await updateInvoice(billing, {
    id: invoiceId,
    version: drafted.version,
    serviceDate: addDays(invoiceDate, 7),
  });
  await validateInvoice(tx, invoiceId, { userId: accountant.id, now: billing.now });
  const validated = await findInvoice(tx, invoiceId);
  await updateInvoice(billing, { id: invoiceId, version: validated.version, state: "STATE_SEND" });

  await pay(
    { db: tx, user: accountant, now: daysBefore(now, 10) },
    { invoiceId, amountCents: toCents(50_000), paymentType: "TYPE_ADVANCE", paymentMode: "MODE_CREDIT_CARD" },
  );
}

/** Numbered invoices, grouped by issuer and client in the order they were billed. */
async function numberedInvoicesByParties(tx: DbOrTx) {
  const rows = await tx
    .select({
      id: invoices.id,
      triangleCompanyId: invoices.triangleCompanyId,
      companyId: invoices.companyId,
      totalTtcCents: invoices.totalTtcCents,
    })
    .from(invoices)
    .where(isNotNull(invoices.reference))
    .orderBy(asc(invoices.id));
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.triangleCompanyId}-${row.companyId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * Today, on the first client with two invoices of one issuer: a 300,00 € credit note (250,00 HT +
 * 20 %) on the first invoice, validated, spent 100,00 € on it and 150,00 € on the second, 50,00 €
 * left ('Partiellement utilisé'); the first invoice settled by transfer ('Réglée le'), the second
 * partly by cheque. On the first invoice of the next such client, 85,50 € in cash.
 */
async function seedTodaysMoney({ tx, accountant }: Actors, now: Date) {
  const ctx: ServiceContext = { db: tx, user: accountant, now };
  const [pair, next] = (await numberedInvoicesByParties(tx)).filter((group) => group.length >= 2);
  const [first, second] = pair ?? [];
  const cashed = next?.[0];
  if (!first || !second || !cashed) throw new Error("demo money in: the demo invoices are missing");

  const { id: creditId } = await createCreditFromInvoice(ctx, { invoiceId: first.id });
  const copied = await tx
    .select({ id: creditLines.id })
    .from(creditLines)
    .where(eq(creditLines.creditId, creditId));
  for (const line of copied) await deleteCreditLine(ctx, { id: line.id });
  await createCreditLine(ctx, {
    creditId,
    name: "Geste commercial : atelier de l'après-midi annulé",
    unitPrice: "250",
    tva: "20",
  });
  const { version } = await findCredit(tx, creditId);
  await updateCredit(ctx, { id: creditId, version, state: "CREDIT_STATE_VALIDATED", confirmed: true });

  const payments: DemoPayment[] = [
    {
      invoiceId: first.id,
      amountCents: toCents(10_000),
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_CREDIT",
      creditId,
    },
    {
      invoiceId: second.id,
      amountCents: toCents(15_000),
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_CREDIT",
      creditId,
    },
    {
      invoiceId: first.id,
      amountCents: toCents(first.totalTtcCents - 10_000),
      paymentType: "TYPE_SOLD",
      paymentMode: "MODE_BANK_TRANSFER",
    },
    {
      invoiceId: second.id,
      amountCents: toCents(30_000),
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_CHECK",
      comment: "Chèque n° 4 518 207",
    },
    {
      invoiceId: cashed.id,
      amountCents: toCents(8_550),
      paymentType: "TYPE_ADVANCE",
      paymentMode: "MODE_MONEY",
    },
  ];
  for (const payment of payments) await pay(ctx, payment);
}

/**
 * Money in on the demo invoices, through the credit and payment services by the accountant (the
 * proposal of the overdue story by the sales user): every payment mode, a credit note partly used
 * over two invoices, a paid invoice and an overdue one. The overdue story comes first, in date order.
 */
export const seedMoneyIn: DemoSeeder = async (db, now, core) => {
  const accountant = await loadSessionUser(db, core.userIds.compta);
  const sales = await loadSessionUser(db, core.userIds.chef);
  if (!accountant || !sales) throw new Error("demo money in: the demo users compta and chef are missing");
  await db.transaction(async (tx) => {
    const actors: Actors = { tx, sales, accountant };
    await seedOverdueInvoice(actors, now, core);
    await seedTodaysMoney(actors, now);
  });
  return core;
};
