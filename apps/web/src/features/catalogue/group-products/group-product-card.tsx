import { groupProductPriceLabel, linkedPurchasesLabel } from "@tronc/domain";
import { Badge } from "../../../ui/badge";
import { CompanyTag } from "../../../ui/company-tag";
import type { GroupProductCard as CardData } from "./group-product-form";

/** One group product of the list: 'REF - Nom', its price per unit, its linked purchases, its companies. */
export function GroupProductCard({ product, onOpen }: { product: CardData; onOpen(): void }) {
  return (
    <button
      type="button"
      className={`card gp-card${product.isEnabled ? "" : " gp-card-disabled"}`}
      data-product-id={product.id}
      onClick={onOpen}
    >
      <span className="gp-card-head">
        <span className="gp-card-title">
          {product.reference} - {product.name}
        </span>
        {!product.isEnabled && <Badge variant="dark">Désactivé</Badge>}
      </span>
      <span className="gp-card-price">{groupProductPriceLabel(product.priceCents, product.unity)}</span>
      <span className="gp-card-count muted">{linkedPurchasesLabel(product.countExpenses)}</span>
      <span className="gp-card-companies">
        {product.triangleCompanies.map((company) => (
          <CompanyTag key={company.id} company={company} />
        ))}
      </span>
    </button>
  );
}
