import { formatMessage, PURCHASE_ORDER_STATE_COLORS, PURCHASE_ORDER_STATE_LABELS } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { PurchaseCard } from "../../proposals/supplier-purchases/purchase-card";
import "../../proposals/supplier-purchases/supplier-purchases.css";
import { PurchaseOrderInvoices, type PurchaseOrderView } from "./purchase-order-edit-invoices";
import { PurchaseOrderEditSide } from "./purchase-order-edit-side";
import "./purchase-order-edit.css";
import { HistoryButton } from "../../../ui/history-panel";

const backLink = <Link href={routeUrl("admin-compta-purchase-order-list")}>← Bons de commande</Link>;

function PurchaseOrderMeta({ order }: { order: PurchaseOrderView }) {
  return (
    <span className="purchase-order-header-meta">
      <Badge variant={PURCHASE_ORDER_STATE_COLORS[order.state]}>
        {PURCHASE_ORDER_STATE_LABELS[order.state]}
      </Badge>
      <span>
        Fournisseur : <strong>{order.supplier.name}</strong>
      </span>
      <span>
        {order.triangleCompany.name} · créé le {formatDate(order.createdAt)}
        {order.createdBy ? ` par ${order.createdBy.fullname}` : ""}
      </span>
      {order.project && (
        <span>
          Projet : {order.project.name}
          {order.project.deliveryDate ? ` (livraison le ${formatDate(order.project.deliveryDate)})` : ""}
        </span>
      )}
      <span>Devis client : {order.quotation.reference}</span>
    </span>
  );
}

/** admin-compta-purchase-order-edit (§2.4): the purchase editor, the invoices billed on it, the state. */
export default function PurchaseOrderEditPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const order = trpc.purchaseOrder.get.useQuery({ id }, { enabled: valid });
  if (!valid || order.isError) {
    return (
      <>
        <PageHeader title="Bon de commande" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {valid ? apiErrorMessage(order.error) : formatMessage("PURCHASE_ORDER_NOT_FOUND")}
        </p>
      </>
    );
  }
  if (!order.data) return <Spinner label="Chargement du bon de commande…" />;
  const view = order.data;
  return (
    <>
      <PageHeader
        back={backLink}
        title={`Bon de commande ${view.reference}`}
        subtitle={<PurchaseOrderMeta order={view} />}
        actions={<HistoryButton kind="purchase-order" id={view.id} />}
      />
      <div className="purchase-order-layout">
        <div className="stack">
          <PurchaseCard purchase={view.purchase} />
          <PurchaseOrderInvoices order={view} />
        </div>
        {/* Keyed by state: a state saved elsewhere starts the select afresh. */}
        <PurchaseOrderEditSide key={view.state} order={view} />
      </div>
    </>
  );
}
