import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { Badge } from "../../../ui/badge";
import { paymentTermLabel, type SupplierCardData } from "./supplier-form";

/** One supplier of the list: name, city, contact, phone, payment term; inactive ones muted. */
export function SupplierCard({ supplier }: { supplier: SupplierCardData }) {
  return (
    <Link
      href={routeUrl("admin-tronc-commun-supplier-view", { id: supplier.id })}
      className={`card supplier-card${supplier.isActive ? "" : " supplier-card-inactive"}`}
      data-supplier-id={supplier.id}
    >
      <span className="supplier-card-head">
        <span className="supplier-card-name">{supplier.name}</span>
        {!supplier.isActive && <Badge variant="secondary">Inactif</Badge>}
      </span>
      <span className="supplier-card-line">
        {supplier.city ? (
          `${supplier.postalCode ?? ""} ${supplier.city}`.trim()
        ) : (
          <span className="muted">Ville inconnue</span>
        )}
      </span>
      <span className="supplier-card-line">
        {supplier.contactName ?? <span className="muted">Pas de contact</span>}
        {supplier.phone && <span className="muted"> · {supplier.phone}</span>}
      </span>
      <span className="supplier-card-foot muted">Paiement : {paymentTermLabel(supplier.paymentMode)}</span>
    </Link>
  );
}
