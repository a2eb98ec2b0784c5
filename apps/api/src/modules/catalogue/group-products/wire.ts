import { centsToEuroNumber, formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { GroupProductDetail, GroupProductView } from "../../../services/catalogue/group-products/views";
import { groupProductExpenseWire } from "../group-product-expenses/wire";

/** A group product on the wire (1250 cents → 12.5 euros, exactly); the item lists its linked purchases. */
export const groupProductWire = wireType(
  "TroncCommunTriangleProduct",
  PATHS.triangleProducts,
  (product: GroupProductView | GroupProductDetail) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    triangleCompanies: product.triangleCompanies.map((company) => iri(PATHS.triangleCompanies, company.id)),
    reference: product.reference,
    isActive: product.isEnabled,
    isEnabled: product.isEnabled,
    tva: iri(PATHS.vatRates, product.vatRateId),
    price: centsToEuroNumber(product.priceCents),
    unity: product.unity,
    type: product.type,
    countExpenses: product.countExpenses,
    ...("expenses" in product
      ? { troncCommunTriangleProductExpenses: product.expenses.map(groupProductExpenseWire.member) }
      : {}),
  }),
);

/**
 * Euros (12.5) or text ('12,50') in a Hydra body, refused in the body's own words (not the
 * operations' typedNumber); the domain says in French what is wrong with the value.
 */
export const wireNumber = z
  .union([z.number(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })], {
    error: MESSAGES.NUMBER_EXPECTED,
  })
  .nullish();
