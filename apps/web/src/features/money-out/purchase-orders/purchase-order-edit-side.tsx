import { formatMessage, PURCHASE_ORDER_STATE_LABELS, type PurchaseOrderState } from "@tronc/domain";
import { useState } from "react";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useVersionConflict } from "../../../ui/conflict-dialog";
import { Field } from "../../../ui/field";
import { FileActionLink } from "../../../ui/file-action-link";
import { useToast } from "../../../ui/toast";
import type { PurchaseOrderView } from "./purchase-order-edit-invoices";

const STATES = Object.keys(PURCHASE_ORDER_STATE_LABELS) as PurchaseOrderState[];

/** State select and save (any state, spec §4), the PDF, the supplier invoice to create, the lead, back. */
export function PurchaseOrderEditSide({ order }: { order: PurchaseOrderView }) {
  const [state, setState] = useState<PurchaseOrderState>(order.state);
  const toast = useToast();
  const utils = trpc.useUtils();
  const save = trpc.purchaseOrder.updateState.useMutation({
    onSuccess: (saved) => {
      toast.success(formatMessage("STATE_SAVED"));
      utils.purchaseOrder.get.setData({ id: order.id }, saved);
      setState(saved.state);
      void utils.purchaseOrderList.invalidate();
      void utils.quotationExpense.invalidate();
    },
    onError: (error) => {
      if (!conflict.handle(error)) toast.error(apiErrorMessage(error));
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.purchaseOrder.get.query({ id: order.id }),
    differences: (current) =>
      current.state === state
        ? []
        : [
            {
              label: "État",
              yours: PURCHASE_ORDER_STATE_LABELS[state],
              theirs: PURCHASE_ORDER_STATE_LABELS[current.state],
            },
          ],
    reload: (current) => {
      setState(current.state);
      utils.purchaseOrder.get.setData({ id: order.id }, current);
    },
    overwrite: (version) => save.mutate({ id: order.id, version, state }),
  });
  return (
    <aside className="stack" aria-label="Suivi du bon de commande">
      <section className="card card-body stack">
        <Field label="État">
          <select
            id="purchase-order-state"
            value={state}
            disabled={!order.canEdit}
            onChange={(event) => setState(event.target.value as PurchaseOrderState)}
          >
            {STATES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {PURCHASE_ORDER_STATE_LABELS[candidate]}
              </option>
            ))}
          </select>
        </Field>
        {order.canEdit && (
          <Button
            variant="primary"
            busy={save.isPending}
            onClick={() => save.mutate({ id: order.id, version: order.version, state })}
          >
            Enregistrer
          </Button>
        )}
        <FileActionLink kind="pdf" className="btn btn-secondary" href={order.printUrl} target="_blank">
          Imprimer le bon de commande
        </FileActionLink>
        {order.canCreateSupplierInvoice && (
          <Link
            className="btn btn-success"
            href={`${routeUrl("admin-compta-supplier-invoice-list")}?purchaseOrder=${order.id}`}
          >
            Créer une facture fournisseur
          </Link>
        )}
        {order.leadId !== null && (
          <Link
            className="btn btn-ghost"
            href={routeUrl("admin-tronc-commun-edit-lead", { id: order.leadId })}
          >
            Voir le lead
          </Link>
        )}
        <Link className="btn btn-ghost" href={routeUrl("admin-compta-purchase-order-list")}>
          Retour à la liste
        </Link>
      </section>
      {conflict.dialog}
    </aside>
  );
}
