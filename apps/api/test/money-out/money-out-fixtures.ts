import {
  purchaseOrders,
  quotationExpenses,
  quotationSupplierProductFees,
  quotationSupplierProducts,
} from "@tronc/db";
import { type PurchaseOrderState, toCents } from "@tronc/domain";
import { insertAcceptedQuotation } from "../billing/invoicing-fixtures";
import { insertSupplier } from "../catalogue/product-types-helpers";
import { insertProductType } from "../catalogue/triangle-product-helpers";
import type { TestApp } from "../helpers";

let serial = 0;

/**
 * A purchase order as the proposals issue generates it, written straight to the tables: an accepted
 * quotation of the issuer (the sample lines), one supplier purchase with two lines and a fee, its order.
 * Worked by hand: 40 × 10,00 HT at 10 % = 400,00 (VAT 40,00) and 2 × 150,00 HT at 20 % = 300,00
 * (VAT 60,00), fee 'Livraison' 1 × 25,00 HT at 20 % (VAT 5,00): HT 725,00, VAT 105,00, TTC 830,00.
 */
export async function insertPurchaseOrder(
  t: TestApp,
  options: { issuerId: number; supplierId?: number; supplierName?: string; state?: PurchaseOrderState },
) {
  serial += 1;
  const db = t.handle.db;
  const supplierId =
    options.supplierId ?? (await insertSupplier(t, options.supplierName ?? `Fournisseur ${serial}`)).id;
  const quotation = await insertAcceptedQuotation(db, { issuerId: options.issuerId });
  const productTypeId = await insertProductType(db, `Produit acheté ${serial}`);
  const [expense] = await db
    .insert(quotationExpenses)
    .values({
      quotationId: quotation.quotationId,
      supplierId,
      title: `Achat ${serial}`,
      totalHtCents: toCents(72_500),
      totalTvaCents: toCents(10_500),
      totalTtcCents: toCents(83_000),
      detailTva: [
        { rate: 10, base: 40_000, tva: 4_000 },
        { rate: 20, base: 32_500, tva: 6_500 },
      ],
    })
    .returning({ id: quotationExpenses.id });
  if (!expense) throw new Error("purchase not inserted");
  const lineIds: number[] = [];
  for (const line of [
    {
      name: "Repas traiteur",
      quantity: "40",
      unitPriceCents: toCents(1_000),
      vatRate: "10",
      deliveryDays: 3,
    },
    {
      name: "Location de tables",
      quantity: "2",
      unitPriceCents: toCents(15_000),
      vatRate: "20",
      deliveryDays: 5,
    },
  ]) {
    const total = Number(line.quantity) * line.unitPriceCents;
    const [row] = await db
      .insert(quotationSupplierProducts)
      .values({
        quotationExpenseId: expense.id,
        productTypeId,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: toCents(line.unitPriceCents),
        vatRate: line.vatRate,
        deliveryDays: line.deliveryDays,
        baseHtCents: toCents(total),
        totalHtCents: toCents(total),
      })
      .returning({ id: quotationSupplierProducts.id });
    if (!row) throw new Error("purchase line not inserted");
    lineIds.push(row.id);
  }
  await db.insert(quotationSupplierProductFees).values({
    quotationSupplierProductId: lineIds[1] ?? 0,
    name: "Livraison",
    vatRate: "20",
    unitPriceCents: toCents(2_500),
    quantity: "1",
    totalHtCents: toCents(2_500),
  });
  const reference = `BC-TST-2026-${String(serial).padStart(5, "0")}`;
  const [order] = await db
    .insert(purchaseOrders)
    .values({
      quotationExpenseId: expense.id,
      reference,
      state: options.state ?? "STATE_PENDING",
      supplierId,
      triangleCompanyId: options.issuerId,
    })
    .returning({ id: purchaseOrders.id });
  if (!order) throw new Error("purchase order not inserted");
  return { ...quotation, supplierId, expenseId: expense.id, lineIds, purchaseOrderId: order.id, reference };
}
