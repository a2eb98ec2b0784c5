import { formatEuros, formatMessage } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";
import type { SupplierInvoiceView } from "./supplier-invoice-edit-form";

interface Props {
  invoice: SupplierInvoiceView;
  onLinked(): void;
}

/** 'Ajouter un bon de commande': the supplier's orders still open, not already on this invoice. */
export function SupplierInvoiceOrderPicker({ invoice, onLinked }: Props) {
  const [chosen, setChosen] = useState("");
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const available = trpc.purchaseOrder.availableForSupplierInvoice.useQuery({
    supplierId: invoice.supplier.id,
    supplierInvoiceId: invoice.id,
  });
  const link = trpc.supplierInvoice.linkOrder.useMutation({
    onSuccess: () => {
      toast.success("Le bon de commande est bien ajouté à la facture");
      setChosen("");
      void available.refetch();
      onLinked();
    },
    onError: (failure) => {
      setError(apiErrorMessage(failure));
      toast.error(apiErrorMessage(failure));
    },
  });
  const add = () => {
    if (chosen === "") {
      setError(formatMessage("SUPPLIER_INVOICE_ORDER_REQUIRED"));
      return;
    }
    link.mutate({ supplierInvoiceId: invoice.id, purchaseOrderId: Number(chosen) });
  };
  const orders = available.data ?? [];
  return (
    <div className="si-picker">
      <h3 className="si-side-title">Ajouter un bon de commande</h3>
      {available.isError && (
        <p className="field-error" role="alert">
          {apiErrorMessage(available.error)}
        </p>
      )}
      {available.data && orders.length === 0 ? (
        <p className="muted">{formatMessage("SUPPLIER_INVOICE_NO_ORDER_AVAILABLE")}</p>
      ) : (
        <div className={`field${error ? " has-error" : ""}`}>
          <label htmlFor="si-order-picker">Bon de commande de {invoice.supplier.name}</label>
          <div className="si-picker-row">
            <select
              id="si-order-picker"
              value={chosen}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setChosen(event.target.value);
                setError(null);
              }}
            >
              <option value="">Choisir un bon de commande…</option>
              {orders.map((order) => (
                <option key={order.id} value={order.id}>
                  {order.reference} — {order.title} — {formatEuros(order.totalTtcCents)} TTC
                </option>
              ))}
            </select>
            <Button variant="secondary" busy={link.isPending} onClick={add}>
              Ajouter
            </Button>
          </div>
          {error && (
            <span className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
