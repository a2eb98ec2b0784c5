import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { AddressView } from "../../../services/shared/addresses";
import type { SupplierCard } from "./search";
import type { SupplierOfferView, SupplierSheet } from "./views";

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

/** The sheet of one supplier (GET, POST, PUT). */
export const supplierWire = wireType(SUPPLIER_TYPE, PATHS.suppliers, (sheet: SupplierSheet) => ({
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
  version: sheet.version,
  note: sheet.note,
  isActive: sheet.isActive,
  isDraft: sheet.isDraft,
  productTypes: sheet.products.map(offerMember),
  canEdit: sheet.canEdit,
  canDelete: sheet.canDelete,
}));

/** A card of the list: its members carry the card's fields as they are, not the sheet's. */
export const supplierCardMember = (card: SupplierCard) =>
  hydraMember(SUPPLIER_TYPE, iri(PATHS.suppliers, card.id), { ...card });
