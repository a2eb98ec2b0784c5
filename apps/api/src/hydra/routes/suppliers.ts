import { centsToEuroNumber } from "@tronc/domain";
import { addressInput } from "../../routers/address.schemas";
import type { SupplierCard } from "../../services/catalogue/suppliers/search";
import type { SupplierOfferView, SupplierSheet } from "../../services/catalogue/suppliers/views";
import type { AddressView } from "../../services/shared/addresses";
import type { AppCaller } from "../../trpc/caller";
import { bool, hydraBody, text } from "../body";
import { iri } from "../iri";
import { hydraMember } from "../json-ld";
import { PATHS } from "../paths";
import { collectionRoute, hydraResource, wireType } from "../resource";
import type { HydraRequest } from "../route";

const SUPPLIER_TYPE = "TroncCommunSupplier";

const addressMember = (address: AddressView) =>
  hydraMember("Address", iri(PATHS.addresses, address.id), { ...address });

/** A product type it sells: priceHT in euros for the old client, priceHtCents exact. */
const offerMember = (offer: SupplierOfferView) =>
  hydraMember("TroncCommunSupplierProductType", iri(PATHS.supplierProductTypes, offer.id), {
    id: offer.id,
    troncCommunProductType: iri(PATHS.productTypes, offer.productTypeId),
    name: offer.name,
    isFood: offer.isFood,
    priceHT: centsToEuroNumber(offer.priceHtCents),
    priceHtCents: offer.priceHtCents,
    unity: offer.unity,
    delivery: Number(offer.deliveryDays),
  });

const wire = wireType(SUPPLIER_TYPE, PATHS.suppliers, (sheet: SupplierSheet) => ({
  id: sheet.id,
  name: sheet.name,
  phone: sheet.phone,
  email: sheet.email,
  siret: sheet.siret,
  contactName: sheet.contactName,
  contactMail: sheet.contactMail,
  contactPhone: sheet.contactPhone,
  address: sheet.address ? addressMember(sheet.address) : null,
  paymentMode: sheet.paymentMode,
  advance: Number(sheet.advancePercent),
  note: sheet.note,
  isActive: sheet.isActive,
  isDraft: sheet.isDraft,
  productTypes: sheet.products.map(offerMember),
  canEdit: sheet.canEdit,
  canDelete: sheet.canDelete,
}));

const cardMember = (card: SupplierCard) =>
  hydraMember(SUPPLIER_TYPE, iri(PATHS.suppliers, card.id), { ...card });

/** The fields of a save (PUT, or a POST filling its draft); absent keeps, null clears. paymentMode and advance may come as numbers. */
const supplierBody = hydraBody({
  name: text(255),
  phone: text(30),
  email: text(180),
  siret: text(30),
  contactName: text(255),
  contactMail: text(180),
  contactPhone: text(30),
  address: addressInput.nullish(),
  paymentMode: text(20),
  advance: text(20),
  note: text(20_000),
  isActive: bool(),
});

type SupplierFields = typeof supplierBody._output;

/** The fields as the save procedure names them (the wire's `advance` is the deposit percentage). */
const saveInput = ({ advance, ...fields }: SupplierFields) => ({ ...fields, advancePercent: advance });

/**
 * The spec's creation posts an empty record: a draft, then a PUT fills it. A POST that sends fields
 * (the PUT's) saves them on the draft at once, checked as the PUT checks them; a refusal keeps no draft.
 */
async function createSupplier(caller: AppCaller, fields: SupplierFields) {
  const draft = await caller.supplier.create({});
  if (Object.values(fields).every((value) => value === undefined)) return draft;
  return caller.supplier.update({ id: draft.id, ...saveInput(fields) });
}

const search = (caller: AppCaller, req: HydraRequest) =>
  caller.supplier.search({
    q: req.query.string("q"),
    siret: req.query.string("siret"),
    active: req.query.bool("active"),
    page: req.query.page(),
    pageSize: req.query.maxResults(120, 10_000),
  });

export const supplierRoutes = [
  collectionRoute(PATHS.suppliers, cardMember, search),
  collectionRoute(PATHS.suppliersSearch, cardMember, search),
  ...hydraResource({
    wire,
    create: { body: supplierBody, call: createSupplier, atomic: true },
    get: (caller, id) => caller.supplier.get({ id }),
    update: {
      body: supplierBody,
      call: (caller, id, fields) => caller.supplier.update({ id, ...saveInput(fields) }),
    },
    delete: (caller, id) => caller.supplier.delete({ id }),
  }),
];
