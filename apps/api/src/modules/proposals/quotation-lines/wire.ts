import { centsToEuroNumber, decimalToNumber, toDecimal } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { QuotationLineView } from "../../../services/proposals/quotations/views";

/** 1250 cents → 12.5 euros on the wire, exactly (as the other price fields of the shim). */
export const percent = (value: string) => decimalToNumber(toDecimal(value));

/** A quotation's line on the wire: euros, its quotation and its catalogue product as IRIs. */
export const quotationLineWire = wireType(
  "QuotationTriangleProduct",
  PATHS.quotationLines,
  (line: QuotationLineView) => ({
    id: line.id,
    triangleProduct:
      line.triangleProductId === null ? null : iri(PATHS.triangleProducts, line.triangleProductId),
    name: line.name,
    description: line.description,
    quantity: line.quantity,
    unitPrice: centsToEuroNumber(line.unitPriceCents),
    unity: line.unity,
    tva: percent(line.vatRate),
    discount: line.discountPercent,
    indexOrder: line.indexOrder,
    hidden: line.hidden,
    baseHT: centsToEuroNumber(line.baseHtCents),
    totalHT: centsToEuroNumber(line.totalHtCents),
    quotation: iri(PATHS.quotations, line.quotationId),
  }),
);
