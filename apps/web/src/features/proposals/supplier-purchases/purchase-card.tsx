import {
  formatEuros,
  MESSAGES,
  PURCHASE_ORDER_STATE_COLORS,
  PURCHASE_ORDER_STATE_LABELS,
} from "@tronc/domain";
import { useState } from "react";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { FileActionLink } from "../../../ui/file-action-link";
import { useToast } from "../../../ui/toast";
import { frenchDecimal, type Purchase, type PurchaseLine, usePurchasesChanged } from "./purchase-format";
import { PurchaseLineDialog } from "./purchase-line-dialog";
import { PurchaseLinesTable } from "./purchase-lines-table";
import { PurchaseTitle } from "./purchase-title";
import { SupplierQuotationFile } from "./supplier-quotation-file";

/** One supplier purchase: supplier, title, order, lines and fees, totals, PDF, generation, deletion. */
export function PurchaseCard({ purchase }: { purchase: Purchase }) {
  const [editing, setEditing] = useState<PurchaseLine | "new" | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  const changed = usePurchasesChanged();
  const utils = trpc.useUtils();
  const remove = trpc.quotationExpense.delete.useMutation({
    onSuccess: changed,
    onError: (failure) => toast.error(apiErrorMessage(failure)),
  });
  const generate = trpc.purchaseOrder.generateForExpense.useMutation({
    onSuccess: (answer) => {
      toast.success(answer.message);
      changed();
      void utils.project.invalidate();
    },
    onError: (failure) => toast.error(apiErrorMessage(failure)),
  });
  const askRemove = async () => {
    if (
      await confirm(MESSAGES.QUOTATION_EXPENSE_DELETE_CONFIRM, { danger: true, confirmLabel: "Supprimer" })
    ) {
      remove.mutate({ id: purchase.id });
    }
  };
  const order = purchase.purchaseOrder;

  return (
    <article className="purchase-card" aria-label={`Achat ${purchase.title}`} data-purchase-id={purchase.id}>
      <header className="purchase-card-header">
        <PurchaseTitle purchase={purchase} />
        <div className="purchase-card-actions">
          {order && (
            <span className="purchase-order">
              Bon de commande{" "}
              <Link href={routeUrl("admin-compta-purchase-order-edit", { id: order.id })}>
                <strong>{order.reference}</strong>
              </Link>{" "}
              <Badge variant={PURCHASE_ORDER_STATE_COLORS[order.state]}>
                {PURCHASE_ORDER_STATE_LABELS[order.state]}
              </Badge>{" "}
              <FileActionLink
                kind="pdf"
                href={`/admin/print_purchase_order/${order.id}?download=1`}
                download
                aria-label={`Télécharger le bon de commande ${order.reference} (PDF)`}
              >
                PDF
              </FileActionLink>
            </span>
          )}
          {purchase.canGenerateTask && (
            <Button
              size="sm"
              variant="success"
              busy={generate.isPending}
              onClick={() => generate.mutate({ quotationExpenseId: purchase.id })}
            >
              Générer la tâche d'achat
            </Button>
          )}
          <Button size="sm" variant="primary" onClick={() => setEditing("new")}>
            Ajouter un produit
          </Button>
          {purchase.canDelete && (
            <Button size="sm" variant="danger" onClick={askRemove} busy={remove.isPending}>
              Supprimer l'achat
            </Button>
          )}
        </div>
      </header>
      <PurchaseLinesTable purchase={purchase} onEdit={(line) => setEditing(line)} />
      <div className="purchase-card-footer">
        <SupplierQuotationFile purchase={purchase} />
        <table className="purchase-totals" aria-label={`Totaux de l'achat ${purchase.title}`}>
          <tbody>
            <tr>
              <th scope="row">Total HT</th>
              <td className="num">{formatEuros(purchase.totalHtCents)}</td>
            </tr>
            {purchase.detailTva.map((detail) => (
              <tr key={detail.rate} className="muted">
                <th scope="row">
                  TVA {frenchDecimal(detail.rate)} % sur {formatEuros(detail.base)}
                </th>
                <td className="num">{formatEuros(detail.tva)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Total TVA</th>
              <td className="num">{formatEuros(purchase.totalTvaCents)}</td>
            </tr>
            <tr className="purchase-totals-ttc">
              <th scope="row">Total TTC</th>
              <td className="num">{formatEuros(purchase.totalTtcCents)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      {editing && (
        <PurchaseLineDialog
          purchase={purchase}
          line={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </article>
  );
}
