import { formatEuros } from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";

export type PurchaseOrderListItem = RouterOutputs["purchaseOrderList"]["search"]["items"][number];

/** One purchase order of the list (§2.4); the whole card opens it. */
export function PurchaseOrderItem({ order }: { order: PurchaseOrderListItem }) {
  return (
    <article className="card purchase-order-item" data-purchase-order-id={order.id}>
      <div className="purchase-order-item-main">
        <h2 className="purchase-order-item-title">
          <Link
            href={routeUrl("admin-compta-purchase-order-edit", { id: order.id })}
            className="purchase-order-item-link"
          >
            {order.title}
          </Link>
          <Badge variant={order.stateColor}>{order.stateLabel}</Badge>
        </h2>
        <p className="purchase-order-item-line">
          <span className="purchase-order-item-reference">{order.reference}</span>
          <span className="muted">Créé le {formatDate(order.createdAt)}</span>
        </p>
        <p className="purchase-order-item-line">
          <span className="muted">Fournisseur :</span>
          <span className="purchase-order-item-supplier">{order.supplier.name}</span>
        </p>
      </div>
      <div className="purchase-order-item-col">
        <CompanyTag company={order.issuer} />
        <span className="muted">{order.project ? `Projet : ${order.project.name}` : "Sans projet"}</span>
        <span className="muted">Client : {order.client.name}</span>
      </div>
      <dl className="purchase-order-item-amounts">
        <div>
          <dt>Total HT</dt>
          <dd>{formatEuros(order.totalHtCents)}</dd>
        </div>
      </dl>
    </article>
  );
}
