import { z } from "zod";
import { ref, requiredRef, text } from "../../../hydra/body";
import { PATHS } from "../../../hydra/paths";
import { idSchema } from "../../../schemas";
import { defineContract } from "../../resource/contract";

const id = idSchema("L'offre fournisseur");

/**
 * Figures as numbers (12.5) or typed ('12,50', '1,5'): the domain reads them and says what is wrong in
 * French. The VAT is `vatRateId` (`TVA` on the wire, the spec's name); the spec's clients may also send
 * it as `tva`, read when `TVA` is absent. Absent or null: the 20 % rate.
 */
const figures = {
  priceHT: text(40),
  unity: text(40),
  vatRateId: ref(PATHS.vatRates),
  tva: ref(PATHS.vatRates),
  delivery: text(40),
};

/** Suppliers' offers for a product type: prices are negotiated centrally, so super admins maintain them. */
export const supplierOfferContract = defineContract({
  name: "supplierProductType",
  operations: {
    get: { type: "query", policy: "authed", input: z.object({ id }) },
    create: {
      type: "mutation",
      policy: "superAdmin",
      input: z.object({
        productTypeId: requiredRef(PATHS.productTypes),
        supplierId: requiredRef(PATHS.suppliers),
        ...figures,
      }),
    },
    update: { type: "mutation", policy: "superAdmin", input: z.object({ id, ...figures }) },
    delete: { type: "mutation", policy: "superAdmin", input: z.object({ id }) },
  },
  messages: [
    "PRODUCT_TYPE_NOT_FOUND",
    "PRODUCT_TYPE_OFFER_NOT_FOUND",
    "PRODUCT_TYPE_OFFER_SUPPLIER_NOT_FOUND",
    "PRODUCT_TYPE_OFFER_SUPPLIER_INACTIVE",
    "PRODUCT_TYPE_OFFER_DUPLICATE",
    "PRODUCT_TYPE_OFFER_PRICE_REQUIRED",
    "PRODUCT_TYPE_OFFER_PRICE_INVALID",
    "PRODUCT_TYPE_OFFER_PRICE_NEGATIVE",
    "PRODUCT_TYPE_OFFER_PRICE_TOO_PRECISE",
    "PRODUCT_TYPE_OFFER_PRICE_TOO_LARGE",
    "PRODUCT_TYPE_OFFER_UNITY_REQUIRED",
    "PRODUCT_TYPE_OFFER_UNITY_INVALID",
    "PRODUCT_TYPE_OFFER_VAT_NOT_FOUND",
    "PRODUCT_TYPE_OFFER_DEFAULT_VAT_MISSING",
    "PRODUCT_TYPE_OFFER_DELAY_REQUIRED",
    "PRODUCT_TYPE_OFFER_DELAY_INVALID",
    "PRODUCT_TYPE_OFFER_DELAY_NEGATIVE",
    "PRODUCT_TYPE_OFFER_DELAY_TOO_PRECISE",
    "PRODUCT_TYPE_OFFER_DELAY_TOO_LARGE",
  ],
});
