import { centsToEuroNumber, decimalToNumber, toDecimal } from "@tronc/domain";
import { z } from "zod";
import type { InvoiceLineView } from "../../services/invoicing/edit/view";
import { bool, hydraBody, ref, requiredRef, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import type { HydraRoute } from "../route";

const percent = (value: string) => decimalToNumber(toDecimal(value));

const lineWire = wireType("InvoiceTriangleProduct", PATHS.invoiceLines, (line: InvoiceLineView) => ({
  id: line.id,
  invoice: iri(PATHS.invoices, line.invoiceId),
  triangleProduct:
    line.triangleProductId === null ? null : iri(PATHS.triangleProducts, line.triangleProductId),
  name: line.name,
  description: line.description,
  quantity: line.quantity,
  unity: line.unity,
  unitPrice: centsToEuroNumber(line.unitPriceCents),
  tva: percent(line.vatRate),
  discount: line.discountPercent,
  indexOrder: line.indexOrder,
  hidden: line.hidden,
  baseHT: centsToEuroNumber(line.baseHtCents),
  totalHT: centsToEuroNumber(line.totalHtCents),
}));

export const invoiceLineMember = lineWire.member;

/** A number or a text ('12,5'); the domain says in French what is wrong with it. */
const typedNumber = z
  .union([z.number(), z.string().max(40, { error: "40 caractères au plus." })], {
    error: "un nombre est attendu.",
  })
  .nullish();

const lineFields = {
  name: text(1_000),
  description: text(50_000),
  quantity: typedNumber,
  unitPrice: typedNumber,
  unity: text(40),
  tva: typedNumber,
  discount: typedNumber,
  indexOrder: typedNumber,
  hidden: bool(),
};

/** /compta/invoice_triangle_products (POST, PUT, DELETE): the lines of a draft invoice. */
export const invoiceLineRoutes: HydraRoute[] = hydraResource({
  wire: lineWire,
  create: {
    body: hydraBody({
      ...lineFields,
      invoice: requiredRef(PATHS.invoices),
      triangleProduct: ref(PATHS.triangleProducts),
    }),
    call: (caller, { invoice, triangleProduct, ...fields }) =>
      caller.invoiceLine.create({ ...fields, invoiceId: invoice, triangleProductId: triangleProduct }),
  },
  update: {
    body: hydraBody(lineFields),
    call: (caller, id, input) => caller.invoiceLine.update({ id, ...input }),
  },
  delete: (caller, id) => caller.invoiceLine.delete({ id }),
});
