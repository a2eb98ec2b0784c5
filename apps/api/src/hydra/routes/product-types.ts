import { centsToEuroNumber, MAX_PICKER_PAGE_SIZE } from "@tronc/domain";
import type {
  OfferView,
  ProductTypeCard,
  ProductTypeSheet,
} from "../../services/catalogue/product-types/views";
import type { AppCaller } from "../../trpc/caller";
import { bool, hydraBody, ref, requiredRef, text } from "../body";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import type { HydraRequest } from "../route";

/** 1250 cents → 12.5 on the wire, read exactly rather than divided as a float. */

const supplierMember = (supplier: OfferView["supplier"]) =>
  hydraMember("TroncCommunSupplier", iri(PATHS.suppliers, supplier.id), {
    id: supplier.id,
    name: supplier.name,
    isActive: supplier.isActive,
  });

const offerWire = wireType(
  "TroncCommunSupplierProductType",
  PATHS.supplierProductTypes,
  (offer: OfferView) => ({
    id: offer.id,
    troncCommunProductType: iri(PATHS.productTypes, offer.productTypeId),
    troncCommunSupplier: supplierMember(offer.supplier),
    priceHT: centsToEuroNumber(offer.priceHtCents),
    priceHtCents: offer.priceHtCents,
    unity: offer.unity,
    TVA: iri(PATHS.vatRates, offer.vatRateId),
    delivery: Number(offer.deliveryDays),
  }),
);

const productTypeWire = wireType(
  "TroncCommunProductType",
  PATHS.productTypes,
  (type: ProductTypeCard & Partial<Pick<ProductTypeSheet, "canEdit" | "canDelete">>) => ({
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

/** Absent keeps, null clears the description; a missing or empty name is refused by the procedure. */
const productTypeBody = hydraBody({
  name: text(2_000),
  isFood: bool(),
  isEnabled: bool(),
  description: text(20_000),
});

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

/** q, siret, supplier (id or IRI), searchState (only enabled 1 / disabled 0), showAll, page, maxResults. */
const search = (caller: AppCaller, req: HydraRequest) =>
  caller.productType.search({
    q: req.query.string("q"),
    siret: req.query.string("siret"),
    supplierId: req.query.ref("supplier", PATHS.suppliers),
    isEnabled: req.query.bool("searchState"),
    showAll: req.query.bool("showAll"),
    page: req.query.page(),
    // The spec's default is 9999999 (every type, for pickers): capped at the shared picker cap.
    pageSize: req.query.maxResults(MAX_PICKER_PAGE_SIZE, MAX_PICKER_PAGE_SIZE),
  });

export const productTypeRoutes = [
  ...hydraResource({
    wire: productTypeWire,
    lists: [{ call: search }, { path: PATHS.productTypesSearch, call: search }],
    create: { body: productTypeBody, call: (caller, input) => caller.productType.create(input) },
    get: (caller, id) => caller.productType.get({ id }),
    update: {
      body: productTypeBody,
      call: (caller, id, input) => caller.productType.update({ id, ...input }),
    },
    delete: (caller, id) => caller.productType.delete({ id }),
  }),
  ...hydraResource({
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
  }),
];
