import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import type { RouterOutputs } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { PerishableIcon } from "./perishable-icon";

export type ProductTypeCardData = RouterOutputs["productType"]["search"]["items"][number];

/** One card of 'Liste des Produits': perishable icon, name, price label (green once negotiated), alert. */
export function ProductTypeCard({ type }: { type: ProductTypeCardData }) {
  return (
    <Link
      href={routeUrl("admin-tronc-commun-product-type-view", { id: type.id })}
      className={`card pt-card${type.isEnabled ? "" : " is-disabled"}`}
      data-product-type-id={type.id}
    >
      <span className="pt-card-head">
        {type.isFood && <PerishableIcon />}
        <span className="pt-card-name">{type.name}</span>
        {!type.isEnabled && <Badge variant="secondary">Désactivé</Badge>}
      </span>
      <span className={`pt-card-price ${type.datas.negociated ? "is-negotiated" : "muted"}`}>
        {type.datas.label}
      </span>
      {type.datas.alert && <span className="pt-card-alert">{type.datas.alert}</span>}
    </Link>
  );
}
