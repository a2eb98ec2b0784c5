import { defineResource } from "../../resource/define-resource";
import { offerWire } from "../product-types/wire";
import { supplierOfferContract } from "./contract";
import { createOffer, deleteOffer, getOffer, type OfferFigures, updateOffer } from "./services";

/** The offer's VAT: `vatRateId` (`TVA` on the wire), else the spec's other spelling `tva`. */
const withVatRate = <Input extends OfferFigures>({ tva, ...input }: Input & { tva?: number | null }) => ({
  ...input,
  vatRateId: input.vatRateId === undefined ? tva : input.vatRateId,
});

/**
 * /api/tronc-commun/tronc_commun_supplier_product_types: POST, GET, PUT and DELETE {id}. The product
 * type and the supplier are `troncCommunProductType` and `troncCommunSupplier` on the wire.
 */
export const supplierOfferModule = defineResource(
  supplierOfferContract,
  {
    get: getOffer,
    create: (ctx, input) => createOffer(ctx, withVatRate(input)),
    update: (ctx, input) => updateOffer(ctx, withVatRate(input)),
    delete: deleteOffer,
  },
  {
    hydra: {
      wire: offerWire,
      wireNames: {
        productTypeId: "troncCommunProductType",
        supplierId: "troncCommunSupplier",
        vatRateId: "TVA",
      },
      get: "get",
      create: "create",
      update: "update",
      delete: "delete",
    },
  },
);
