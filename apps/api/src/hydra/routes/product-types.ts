import { offerWire } from "../../modules/catalogue/product-types/wire";
import { hydraBody, ref, requiredRef, text } from "../body";
import { PATHS } from "../paths";
import { hydraResource } from "../resource";

/** Figures as numbers (12.5) or typed ('12,50'); the VAT arrives as `TVA` (the spec's name) or `tva`. */
const figures = {
  priceHT: text(40),
  unity: text(40),
  TVA: ref(PATHS.vatRates),
  tva: ref(PATHS.vatRates),
  delivery: text(40),
};
const offerCreateBody = hydraBody({
  troncCommunProductType: requiredRef(PATHS.productTypes),
  troncCommunSupplier: requiredRef(PATHS.suppliers),
  ...figures,
});
const offerUpdateBody = hydraBody(figures);

const offerFigures = ({ priceHT, unity, TVA, tva, delivery }: typeof offerUpdateBody._output) => ({
  priceHT,
  unity,
  vatRateId: TVA === undefined ? tva : TVA,
  delivery,
});

/** The suppliers' offers of a product type (the product types themselves are a module). */
export const productTypeRoutes = hydraResource({
  wire: offerWire,
  create: {
    body: offerCreateBody,
    call: (caller, { troncCommunProductType, troncCommunSupplier, ...input }) =>
      caller.supplierProductType.create({
        productTypeId: troncCommunProductType,
        supplierId: troncCommunSupplier,
        ...offerFigures(input),
      }),
  },
  get: (caller, id) => caller.supplierProductType.get({ id }),
  update: {
    body: offerUpdateBody,
    call: (caller, id, input) => caller.supplierProductType.update({ id, ...offerFigures(input) }),
  },
  delete: (caller, id) => caller.supplierProductType.delete({ id }),
});
