import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { GroupProductExpenseView } from "../../../services/catalogue/group-products/views";

/** A linked purchase on the wire, with its product type's offers (1250 cents → 12.5 euros, exactly). */
export const groupProductExpenseWire = wireType(
  "TroncCommunTriangleProductExpense",
  PATHS.triangleProductExpenses,
  (expense: GroupProductExpenseView) => ({
    id: expense.id,
    quantity: expense.quantity,
    troncCommunProductType: iri(PATHS.productTypes, expense.productType.id),
    troncCommunTriangleProduct: iri(PATHS.triangleProducts, expense.triangleProductId),
    productTypeName: expense.productType.name,
    isFood: expense.productType.isFood,
    isNegotiated: expense.productType.isNegotiated,
    offers: expense.offers.map((offer) => ({
      supplier: iri(PATHS.suppliers, offer.supplierId),
      supplierName: offer.supplierName,
      priceHT: centsToEuroNumber(offer.priceHtCents),
      unity: offer.unity,
      tva: iri(PATHS.vatRates, offer.vatRateId),
      delivery: offer.deliveryDays,
    })),
  }),
);
