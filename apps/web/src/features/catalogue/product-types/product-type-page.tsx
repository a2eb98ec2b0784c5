import { Link } from "wouter";
import type { ScreenProps } from "../../../app/paths";
import { routeUrl } from "../../../app/paths";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { OffersCard } from "./offers-card";
import { PerishableIcon } from "./perishable-icon";
import { ProductTypeForm } from "./product-type-form";
import "./product-types.css";

/**
 * admin-tronc-commun-product-type-view and -edit (one screen, edited in place): the type's identity,
 * then the suppliers offering it with their prices, each row editable by super admins.
 */
export default function ProductTypePage({ params }: ScreenProps) {
  const id = Number(params.id);
  const sheet = trpc.productType.get.useQuery({ id }, { enabled: Number.isInteger(id) && id > 0 });
  const type = sheet.data;
  const back = (
    <Link href={routeUrl("admin-tronc-commun-products-type-list")}>← Retour à la liste des produits</Link>
  );

  return (
    <div className="pt-page">
      <PageHeader
        title={type?.name ?? "Produit type"}
        subtitle={
          type && (
            <span className="pt-subtitle">
              {type.isFood && (
                <span className="pt-food">
                  <PerishableIcon />
                  Produit périssable
                </span>
              )}
              {!type.isEnabled && <Badge variant="secondary">Désactivé</Badge>}
              <span
                className={`pt-header-price ${type.datas.negociated ? "pt-card-price is-negotiated" : "muted"}`}
              >
                {type.datas.label}
              </span>
            </span>
          )
        }
        back={back}
      />
      <QueryStatus query={sheet} />
      {type && (
        <div className="pt-layout">
          <ProductTypeForm key={type.id} type={type} />
          <OffersCard type={type} />
        </div>
      )}
    </div>
  );
}
