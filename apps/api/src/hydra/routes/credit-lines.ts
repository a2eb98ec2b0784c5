import { centsToEuroNumber, decimalToNumber, toDecimal } from "@tronc/domain";
import { z } from "zod";
import type { CreditLineView } from "../../services/credits/view";
import { bool, hydraBody, ref, requiredRef, text } from "../body";
import { iri } from "../iri";
import { PATHS } from "../paths";
import { hydraResource, wireType } from "../resource";
import type { HydraRoute } from "../route";

const percent = (value: string) => decimalToNumber(toDecimal(value));

/** Spec §3 Credit line: euros on the wire, the credit and the catalogue product as IRIs. */
const lineWire = wireType("CreditTriangleProduct", PATHS.creditLines, (line: CreditLineView) => ({
  id: line.id,
  credit: iri(PATHS.credits, line.creditId),
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

export const creditLineMember = lineWire.member;

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

/** /compta/credit_triangle_products (POST, PUT, DELETE): the lines of a draft credit note. */
export const creditLineRoutes: HydraRoute[] = hydraResource({
  wire: lineWire,
  create: {
    body: hydraBody({
      ...lineFields,
      credit: requiredRef(PATHS.credits),
      triangleProduct: ref(PATHS.triangleProducts),
    }),
    call: (caller, { credit, triangleProduct, ...fields }) =>
      caller.creditLine.create({ ...fields, creditId: credit, triangleProductId: triangleProduct }),
  },
  update: {
    body: hydraBody(lineFields),
    call: (caller, id, input) => caller.creditLine.update({ id, ...input }),
  },
  delete: (caller, id) => caller.creditLine.delete({ id }),
});
