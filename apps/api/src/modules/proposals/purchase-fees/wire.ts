import { centsToEuroNumber, decimalToNumber, toDecimal } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { PurchaseFeeView } from "../../../services/proposals/purchases/views";

/** '2.5' → 2.5, exactly (a purchase's quantities and rates on the wire). */
export const exactNumber = (value: string) => decimalToNumber(toDecimal(value));

/** A fee of a purchase line: its amounts in euros, exactly (as the catalogue's prices). */
export const purchaseFeeWire = wireType(
  "QuotationSupplierProductExpense",
  PATHS.purchaseFees,
  (fee: PurchaseFeeView) => ({
    id: fee.id,
    name: fee.name,
    tva: exactNumber(fee.vatRate),
    unitPrice: centsToEuroNumber(fee.unitPriceCents),
    quantity: exactNumber(fee.quantity),
    totalHT: centsToEuroNumber(fee.totalHtCents),
    quotationSupplierProduct: iri(PATHS.purchaseLines, fee.quotationSupplierProductId),
  }),
);
