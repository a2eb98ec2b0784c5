import { PURCHASE_ORDER_STATE_COLORS, PURCHASE_ORDER_STATE_LABELS } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";

type TaskPurchaseOrderView = RouterOutputs["task"]["get"]["purchaseOrder"];

/** The task modal's 'Bon de commande': the purchase the 'Achat' task carries, its order and supplier. */
export function TaskPurchaseOrder({ order }: { order: TaskPurchaseOrderView }) {
  if (!order) return <p className="muted">Cette tâche ne vient pas d'un bon de commande.</p>;
  return (
    <p className="task-purchase-order">
      {order.reference ? (
        <strong>{order.reference}</strong>
      ) : (
        <span className="muted">Sans bon de commande</span>
      )}
      {order.state && (
        <>
          {" "}
          <Badge variant={PURCHASE_ORDER_STATE_COLORS[order.state]}>
            {PURCHASE_ORDER_STATE_LABELS[order.state]}
          </Badge>
        </>
      )}{" "}
      · {order.supplierName} · {order.title}
      {order.supplierQuotationFile && (
        <>
          {" "}
          ·{" "}
          <a href={order.supplierQuotationFile.downloadUrl} target="_blank" rel="noreferrer">
            Devis fournisseur (PDF)
          </a>
        </>
      )}
    </p>
  );
}
