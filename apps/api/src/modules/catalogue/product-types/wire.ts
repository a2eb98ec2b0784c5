import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { OfferView, ProductTypeCard, ProductTypeSheet } from "./views";

const supplierMember = (supplier: OfferView["supplier"]) =>
  hydraMember("TroncCommunSupplier", iri(PATHS.suppliers, supplier.id), {
    id: supplier.id,
    name: supplier.name,
    isActive: supplier.isActive,
  });

/**
 * A supplier's offer on the wire. It lives here, beside the type's wire, since a type carries its
 * offers; the supplier-offers module reads it from here.
 */
export const offerWire = wireType(
  "TroncCommunSupplierProductType",
  PATHS.supplierProductTypes,
  (offer: OfferView) => ({
    id: offer.id,
    troncCommunProductType: iri(PATHS.productTypes, offer.productTypeId),
    troncCommunSupplier: supplierMember(offer.supplier),
    /** 1250 cents → 12.5 on the wire, read exactly rather than divided as a float. */
    priceHT: centsToEuroNumber(offer.priceHtCents),
    priceHtCents: offer.priceHtCents,
    unity: offer.unity,
    TVA: iri(PATHS.vatRates, offer.vatRateId),
    delivery: Number(offer.deliveryDays),
  }),
);

/** A card of the list, or the sheet of one type (which adds what the viewer may do). */
export type ProductTypeRow = ProductTypeCard & Partial<Pick<ProductTypeSheet, "canEdit" | "canDelete">>;

export const productTypeWire = wireType(
  "TroncCommunProductType",
  PATHS.productTypes,
  (type: ProductTypeRow) => ({
    id: type.id,
    name: type.name,
    isFood: type.isFood,
    isEnabled: type.isEnabled,
    description: type.description,
    troncCommunSuppliers: type.offers.map((offer) => supplierMember(offer.supplier)),
    troncCommunSupplierProductTypes: type.offers.map(offerWire.member),
    datas: type.datas,
    ...(type.canEdit === undefined ? {} : { canEdit: type.canEdit, canDelete: type.canDelete }),
  }),
);
