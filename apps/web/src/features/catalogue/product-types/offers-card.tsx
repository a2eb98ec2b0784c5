import { MESSAGES } from "@tronc/domain";
import { trpc } from "../../../lib/trpc";
import { AddOfferForm } from "./add-offer-form";
import { OfferRow } from "./offer-row";
import type { ProductTypeSheet } from "./product-type-form";

/** 'Fournisseurs': the offers table (or the warning when none), then 'Nouveau fournisseur' for super admins. */
export function OffersCard({ type }: { type: ProductTypeSheet }) {
  const utils = trpc.useUtils();
  const vat = trpc.vat.list.useQuery(undefined, { enabled: type.canEdit });
  const vatRates = vat.data ?? [];
  const refresh = () => {
    void utils.productType.get.invalidate({ id: type.id });
    void utils.productType.search.invalidate();
  };

  return (
    <section className="card pt-offers" aria-labelledby="pt-offers-title">
      <div className="card-header">
        <h2 id="pt-offers-title">Fournisseurs</h2>
      </div>
      {type.offers.length === 0 ? (
        <div className="card-body">
          <p className="alert alert-warning pt-no-supplier">{MESSAGES.PRODUCT_TYPE_NO_SUPPLIER}</p>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="table pt-offer-table">
            <thead>
              <tr>
                <th scope="col">Fournisseur</th>
                <th scope="col">Prix HT</th>
                <th scope="col">Unité</th>
                <th scope="col">TVA</th>
                <th scope="col">Délai</th>
                {type.canEdit && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {type.offers.map((offer) => (
                <OfferRow key={offer.id} offer={offer} vatRates={vatRates} onChanged={refresh} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {type.canEdit && (
        <div className="card-footer">
          <AddOfferForm type={type} vatRates={vatRates} onAdded={refresh} />
        </div>
      )}
    </section>
  );
}
