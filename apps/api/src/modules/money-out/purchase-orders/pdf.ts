import type { DbOrTx } from "@tronc/db";
import { domainError, purchaseOrderFileStem } from "@tronc/domain";
import type { FileStorage } from "../../../files/storage/storage";
import { purchaseOrderHtml } from "../../../services/money-out/purchase-orders/print/document";
import { loadPurchaseOrderPrint } from "../../../services/money-out/purchase-orders/print/load";
import { richTextToPlain } from "../../../services/shared/document-pdf/text";
import { htmlToPdf } from "../../../services/shared/pdf";

/** A purchase order's PDF (every signed-in user reads orders); 404 in French for an unknown id. */
export async function purchaseOrderPdf(
  ctx: { db: DbOrTx; storage: FileStorage },
  input: { purchaseOrderId: number },
): Promise<{ bytes: Buffer; filename: string }> {
  const print = await loadPurchaseOrderPrint(ctx.db, ctx.storage, input.purchaseOrderId);
  if (!print) throw domainError("PURCHASE_ORDER_NOT_FOUND", "notFound");
  const footer = `${richTextToPlain(print.seller.footer) || print.seller.name} — Bon de commande ${print.reference}`;
  const bytes = await htmlToPdf(purchaseOrderHtml(print), { footer });
  return { bytes, filename: `${purchaseOrderFileStem(print.reference)}.pdf` };
}
