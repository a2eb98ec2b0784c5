import { supplierPayments } from "@tronc/db";
import { assertCanRecordPayment, assertSupplierPaymentFits, domainError, toParisDate } from "@tronc/domain";
import { inTransaction, type ServiceContext } from "../../../shared/context";
import type { SupplierPaymentView } from "../view";
import { readNewSupplierPayment, type SupplierPaymentFields } from "./input";
import { loadSupplierPayment } from "./load";
import { lockSupplierInvoice } from "./rows";
import { refreshSupplierInvoiceSettlement } from "./settlement";

/**
 * 'Paiement enregistré' on a supplier invoice, by accounting or a super admin: in one transaction,
 * the invoice locked, the amount checked against what is left, the row, then the amount left and the
 * state. Any refusal writes nothing.
 */
export async function createSupplierPayment(
  ctx: ServiceContext,
  input: SupplierPaymentFields & { supplierInvoiceId: number },
): Promise<SupplierPaymentView> {
  assertCanRecordPayment(ctx.user);
  const values = readNewSupplierPayment(input, toParisDate(ctx.now));
  const id = await inTransaction(ctx, async ({ db: tx, user, now }) => {
    const invoice = await lockSupplierInvoice(tx, input.supplierInvoiceId);
    assertSupplierPaymentFits(invoice, values.amountCents);
    const [row] = await tx
      .insert(supplierPayments)
      .values({
        ...values,
        supplierInvoiceId: invoice.id,
        createdById: user.id,
        updatedById: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: supplierPayments.id });
    if (!row) throw domainError("SUPPLIER_PAYMENT_NOT_FOUND", "notFound");
    await refreshSupplierInvoiceSettlement(tx, invoice.id, user.id);
    return row.id;
  });
  return loadSupplierPayment(ctx.db, id);
}
