import { type DbOrTx, purchaseOrders, recommendations, suppliers } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  addDays,
  amountFromPercent,
  centsToEuroString,
  type PaymentMode,
  type PaymentType,
  toCents,
  toParisDate,
} from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import { loadSessionUser, type SessionUser } from "../auth/session-user";
import { storeFile } from "../files/file-store";
import { acceptUpload } from "../files/sniff";
import type { FileStorage } from "../files/storage/storage";
import { updatePurchaseOrderState } from "../services/money-out/purchase-orders/state";
import { getPurchaseOrder } from "../services/money-out/purchase-orders/view";
import { createSupplierInvoice } from "../services/money-out/supplier-invoices/create";
import { setOrderConfirmed } from "../services/money-out/supplier-invoices/orders";
import { createSupplierPayment } from "../services/money-out/supplier-invoices/payments/create";
import { generatePurchaseTasks } from "../services/proposals/purchase-orders/generate";
import type { ServiceContext } from "../services/shared/context";
import type { DemoSeeder } from "./demo";
import { demoInvoicePdf } from "./money-out-pdf";

/** Days the supplier gives to pay an invoice not paid yet (its 'date de paiement'). */
const PAYMENT_TERM_DAYS = 30;

interface DemoOrder {
  id: number;
  supplierId: number;
  supplierName: string;
  totalTtcCents: Cents;
  totalTvaCents: Cents;
}

interface DemoSupplierPayment {
  amountCents: Cents;
  paymentType: PaymentType;
  paymentMode: PaymentMode;
  comment: string;
}

/** The orders of every accepted demo recommendation: those the proposals seeder left ungenerated are made here. */
async function demoOrders(sales: ServiceContext, accountant: ServiceContext): Promise<DemoOrder[]> {
  const accepted = await sales.db
    .select({ id: recommendations.id })
    .from(recommendations)
    .where(eq(recommendations.state, "RECO_STATE_ACCEPTED"))
    .orderBy(asc(recommendations.id));
  for (const recommendation of accepted)
    await generatePurchaseTasks(sales, { recommendationId: recommendation.id });
  const rows = await sales.db
    .select({ id: purchaseOrders.id, supplierId: purchaseOrders.supplierId, supplierName: suppliers.name })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .orderBy(asc(purchaseOrders.id));
  const orders: DemoOrder[] = [];
  for (const row of rows) {
    const { purchase } = await getPurchaseOrder(accountant, { id: row.id });
    orders.push({ ...row, totalTtcCents: purchase.totalTtcCents, totalTvaCents: purchase.totalTvaCents });
  }
  return orders;
}

/** The supplier's PDF, uploaded by the accountant as the upload route stores it (files table and FILES_DIR). */
async function uploadInvoicePdf(
  tx: DbOrTx,
  storage: FileStorage,
  accountant: SessionUser,
  order: DemoOrder,
  invoice: { number: string; invoiceAt: string },
): Promise<number> {
  const filename = `facture-${invoice.number}.pdf`;
  const bytes = demoInvoicePdf({
    supplierName: order.supplierName,
    number: invoice.number,
    invoiceAt: invoice.invoiceAt,
    totalTtcCents: order.totalTtcCents,
    totalTvaCents: order.totalTvaCents,
  });
  const verdict = acceptUpload("pdf", bytes, { mimeType: "application/pdf", filename });
  if (!verdict.ok) throw new Error(`demo money out: ${verdict.message}`);
  const stored = await storeFile(tx, storage, {
    filename,
    mimeType: verdict.mimeType,
    bytes,
    uploadedById: accountant.id,
  });
  return stored.id;
}

/**
 * A supplier invoice of the order's supplier for exactly the order (its TTC and VAT), received the day
 * it is dated, with its PDF, the order linked (its purchase lines marked paid by it, the order 'Facturé'),
 * then its payments, dated the day of the seed.
 */
async function invoiceOrder(
  ctx: ServiceContext,
  storage: FileStorage | undefined,
  order: DemoOrder,
  invoice: { number: string; paymentAt: string; payments: DemoSupplierPayment[] },
) {
  const today = toParisDate(ctx.now);
  const fileId =
    storage === undefined
      ? undefined
      : await uploadInvoicePdf(ctx.db, storage, ctx.user, order, {
          number: invoice.number,
          invoiceAt: today,
        });
  const created = await createSupplierInvoice(ctx, {
    supplierId: order.supplierId,
    purchaseOrderId: order.id,
    invoiceNumber: invoice.number,
    amount: centsToEuroString(order.totalTtcCents),
    amountTva: centsToEuroString(order.totalTvaCents),
    invoiceAt: today,
    invoiceReceivedAt: today,
    paymentAt: invoice.paymentAt,
    comment: "",
    ...(fileId === undefined ? {} : { fileId }),
  });
  for (const payment of invoice.payments) {
    await createSupplierPayment(ctx, {
      supplierInvoiceId: created.id,
      amount: centsToEuroString(payment.amountCents),
      paymentType: payment.paymentType,
      paymentMode: payment.paymentMode,
      comment: payment.comment,
      paidAt: today,
    });
  }
  return created;
}

/**
 * Purchasing on the demo, through the services (the orders generated as the sales user, the rest by the
 * accountant): orders in the four states and supplier invoices 'En cours', 'Réglée' and 'Acompte', each
 * with its PDF. Of the orders, in order: the first paid in full by two transfers and confirmed
 * ('Terminé'), the second invoiced and not paid yet ('Facturé'), the third canceled, the fifth invoiced
 * with a deposit paid ('Facturé'); the others wait ('En attente').
 */
export function moneyOutSeeder(storage: FileStorage | undefined): DemoSeeder {
  return async (db, now, core) => {
    const accountant = await loadSessionUser(db, core.userIds.compta);
    const sales = await loadSessionUser(db, core.userIds.chef);
    if (!accountant || !sales) throw new Error("demo money out: the demo users compta and chef are missing");
    // Without a files directory (the test template, the benchmarks) the invoices come without their PDF.
    const dir = storage;
    const today = toParisDate(now);
    const year = today.slice(0, 4);
    await db.transaction(async (tx) => {
      const ctx: ServiceContext = { db: tx, user: accountant, now };
      const orders = await demoOrders({ db: tx, user: sales, now }, ctx);
      const [paid, pending, canceled, , deposit] = orders;
      if (!paid || !pending || !canceled || !deposit)
        throw new Error(`demo money out: 5 purchase orders needed, ${orders.length} found`);

      // 30 % first, then the rest: e.g. 355,60 TTC → 106,68 + 248,92.
      const advanceCents = amountFromPercent(paid.totalTtcCents, 30);
      const settled = await invoiceOrder(ctx, dir, paid, {
        number: `FA-${year}-0412`,
        paymentAt: today,
        payments: [
          {
            amountCents: advanceCents,
            paymentType: "TYPE_ADVANCE",
            paymentMode: "MODE_BANK_TRANSFER",
            comment: "Acompte de 30 %",
          },
          {
            amountCents: toCents(paid.totalTtcCents - advanceCents),
            paymentType: "TYPE_SOLD",
            paymentMode: "MODE_BANK_TRANSFER",
            comment: "",
          },
        ],
      });
      const [link] = settled.orders;
      if (link) await setOrderConfirmed(ctx, { id: link.id, confirmed: true });

      await invoiceOrder(ctx, dir, pending, {
        number: `${year}-1187`,
        paymentAt: addDays(today, PAYMENT_TERM_DAYS),
        payments: [],
      });
      await invoiceOrder(ctx, dir, deposit, {
        number: `FA-${year}-0420`,
        paymentAt: addDays(today, PAYMENT_TERM_DAYS),
        payments: [
          {
            amountCents: toCents(3_000),
            paymentType: "TYPE_ADVANCE",
            paymentMode: "MODE_CHECK",
            comment: "Chèque n° 2 204 518",
          },
        ],
      });
      const { version } = await getPurchaseOrder(ctx, { id: canceled.id });
      await updatePurchaseOrderState(ctx, { id: canceled.id, version, state: "STATE_CANCELED" });
    });
    return core;
  };
}
