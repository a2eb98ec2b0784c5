import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { PurchaseLineView } from "../../../services/proposals/purchases/views";
import { exactNumber, purchaseFeeWire } from "../purchase-fees/wire";

/** A supplier purchase line, its product type embedded and its fees as members. */
export const purchaseLineWire = wireType(
  "QuotationSupplierProduct",
  PATHS.purchaseLines,
  (line: PurchaseLineView) => ({
    id: line.id,
    name: line.name,
    description: line.description,
    quantity: exactNumber(line.quantity),
    unity: line.unity,
    unitPrice: centsToEuroNumber(line.unitPriceCents),
    tva: exactNumber(line.vatRate),
    discount: exactNumber(line.discountPercent),
    delivery: line.deliveryDays,
    supplierProduct: line.productType
      ? { "@id": iri(PATHS.productTypes, line.productType.id), ...line.productType }
      : null,
    supplierInvoice: line.supplierInvoice ? line.supplierInvoice.id : null,
    supplierInvoiceNumber: line.supplierInvoice ? line.supplierInvoice.number : null,
    baseHT: centsToEuroNumber(line.baseHtCents),
    totalHT: centsToEuroNumber(line.totalHtCents),
    expenses: line.fees.map(purchaseFeeWire.member),
    quotationExpense: iri(PATHS.quotationExpenses, line.quotationExpenseId),
  }),
);
