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
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import type {
  SupplierInvoiceLine,
  SupplierInvoiceOrder,
  SupplierInvoiceView,
} from "./supplier-invoice-edit-form";
import { SupplierInvoiceLineDialog } from "./supplier-invoice-edit-line-dialog";
import { SupplierInvoiceOrderPicker } from "./supplier-invoice-edit-picker";

/** Every change here moves the invoice, its order's state and the purchase lines' paid badges. */
export function useSupplierInvoiceRefresh(invoiceId: number) {
  const utils = trpc.useUtils();
  return () => {
    void utils.supplierInvoice.get.invalidate({ id: invoiceId });
    void utils.supplierInvoiceList.invalidate();
    void utils.purchaseOrder.invalidate();
    void utils.purchaseOrderList.invalidate();
  };
}

function useOrderActions(invoice: SupplierInvoiceView) {
  const refresh = useSupplierInvoiceRefresh(invoice.id);
  const toast = useToast();
  const handlers = (done: string) => ({
    onSuccess: () => {
      toast.success(done);
      refresh();
    },
    onError: (error: unknown) => toast.error(apiErrorMessage(error)),
  });
  return {
    refresh,
    unlink: trpc.supplierInvoice.unlinkOrder.useMutation(
      handlers("Le bon de commande est retiré de la facture"),
    ),
    confirmed: trpc.supplierInvoice.setOrderConfirmed.useMutation(handlers(MESSAGES.STATE_SAVED)),
    paid: trpc.supplierInvoice.setLinePaid.useMutation(handlers("La ligne est bien modifiée")),
    removeLine: trpc.supplierInvoice.lineDelete.useMutation(handlers("La ligne est bien supprimée")),
  };
}

type Actions = ReturnType<typeof useOrderActions>;

interface OrderProps {
  invoice: SupplierInvoiceView;
  order: SupplierInvoiceOrder;
  actions: Actions;
  onEditLine(line: SupplierInvoiceLine): void;
}

function LinkedOrder({ invoice, order, actions, onEditLine }: OrderProps) {
  const confirm = useConfirm();
  const { purchaseOrder } = order;
  const number = invoice.invoiceNumber ?? "";
  const togglePaid = async (line: SupplierInvoiceLine, paid: boolean) => {
    const question = paid
      ? `Marquer la ligne « ${line.name} » payée par la facture n° ${number} ?`
      : `Retirer la marque payée de la ligne « ${line.name} » ?`;
    if (await confirm(question, { confirmLabel: "Confirmer" }))
      actions.paid.mutate({ lineId: line.id, paid });
  };
  const unlink = async () => {
    const question = `Retirer le bon de commande ${purchaseOrder.reference} de cette facture ? Ses lignes seront supprimées.`;
    if (await confirm(question, { danger: true, confirmLabel: "Retirer" }))
      actions.unlink.mutate({ id: order.id });
  };
  const removeLine = async (line: SupplierInvoiceLine) => {
    if (
      await confirm("Êtes-vous sûr de vouloir supprimer cette ligne ?", {
        danger: true,
        confirmLabel: "Supprimer",
      })
    )
      actions.removeLine.mutate({ id: line.id });
  };
  return (
    <article
      className="si-order"
      data-order-id={purchaseOrder.id}
      aria-label={`Bon de commande ${purchaseOrder.reference}`}
    >
      <header className="si-order-header">
        <Link href={routeUrl("admin-compta-purchase-order-edit", { id: purchaseOrder.id })}>
          <strong>{purchaseOrder.reference}</strong>
        </Link>
        <span className="muted">{purchaseOrder.title}</span>
        <Badge variant={PURCHASE_ORDER_STATE_COLORS[purchaseOrder.state]}>
          {PURCHASE_ORDER_STATE_LABELS[purchaseOrder.state]}
        </Badge>
        <span className="si-order-total">Commande : {formatEuros(purchaseOrder.totalTtcCents)} TTC</span>
      </header>
      <div className="table-wrap">
        <table className="table si-lines">
          <thead>
            <tr>
              <th>Désignation</th>
              <th className="num">Quantité</th>
              <th className="num">Prix unitaire HT</th>
              <th className="num">TVA</th>
              <th className="num">Total HT</th>
              <th>Payée</th>
              {invoice.canEdit && <th aria-label="Actions" />}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.name}</td>
                <td className="num">{line.quantity.replace(".", ",")}</td>
                <td className="num">{formatEuros(line.unitPriceCents)}</td>
                <td className="num">{line.vatRate.replace(".", ",")} %</td>
                <td className="num">{formatEuros(line.totalHtCents)}</td>
                <td>
                  {line.quotationSupplierProductId === null ? (
                    <span className="muted">—</span>
                  ) : (
                    <Switch
                      label={line.paid ? "Payée" : "Non payée"}
                      aria-label={`Ligne « ${line.name} » payée`}
                      checked={line.paid}
                      disabled={!invoice.canEdit || actions.paid.isPending}
                      onChange={(paid) => void togglePaid(line, paid)}
                    />
                  )}
                </td>
                {invoice.canEdit && (
                  <td>
                    <div className="si-line-actions">
                      <Button
                        size="sm"
                        onClick={() => onEditLine(line)}
                        aria-label={`Modifier la ligne « ${line.name} »`}
                      >
                        Modifier
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => void removeLine(line)}
                        aria-label={`Supprimer la ligne « ${line.name} »`}
                      >
                        Supprimer
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invoice.canEdit && (
        <footer className="si-order-footer">
          <Switch
            label="Commande terminée (facture vérifiée)"
            aria-label={`Bon de commande ${purchaseOrder.reference} terminé`}
            checked={order.confirmed}
            disabled={actions.confirmed.isPending}
            onChange={(confirmed) => actions.confirmed.mutate({ id: order.id, confirmed })}
          />
          <Button variant="link" className="si-delete" onClick={() => void unlink()}>
            Retirer ce bon de commande
          </Button>
        </footer>
      )}
    </article>
  );
}

/** The purchase orders the invoice bills, each with its lines as invoiced, and the picker to add one. */
export function SupplierInvoiceEditOrders({ invoice }: { invoice: SupplierInvoiceView }) {
  const actions = useOrderActions(invoice);
  const [editing, setEditing] = useState<SupplierInvoiceLine | null>(null);
  return (
    <section className="card" aria-labelledby="si-orders-title">
      <div className="card-header">
        <h2 id="si-orders-title">Bons de commande facturés</h2>
      </div>
      <div className="card-body stack">
        {invoice.orders.length === 0 && <p className="muted">Aucun bon de commande lié à cette facture.</p>}
        {invoice.orders.map((order) => (
          <LinkedOrder
            key={order.id}
            invoice={invoice}
            order={order}
            actions={actions}
            onEditLine={setEditing}
          />
        ))}
        {invoice.canEdit && <SupplierInvoiceOrderPicker invoice={invoice} onLinked={actions.refresh} />}
      </div>
      {editing && (
        <SupplierInvoiceLineDialog
          line={editing}
          onClose={() => setEditing(null)}
          onSaved={actions.refresh}
        />
      )}
    </section>
  );
}
