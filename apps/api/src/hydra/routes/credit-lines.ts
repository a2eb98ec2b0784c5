import type { CreditLineView } from "../../services/credits/view";
import { PATHS } from "../paths";
import type { HydraRoute } from "../route";
import { documentLineResource } from "./document-lines-routes";

/** Spec §3 Credit line: euros on the wire, the credit and the catalogue product as IRIs. */
const creditLines = documentLineResource({
  type: "CreditTriangleProduct",
  path: PATHS.creditLines,
  document: { member: "credit", path: PATHS.credits, idOf: (line: CreditLineView) => line.creditId },
  create: (caller, { documentId, ...line }) => caller.creditLine.create({ ...line, creditId: documentId }),
  update: (caller, id, changes) => caller.creditLine.update({ id, ...changes }),
  delete: (caller, id) => caller.creditLine.delete({ id }),
});

export const creditLineMember = creditLines.member;

/** /compta/credit_triangle_products (POST, PUT, DELETE): the lines of a draft credit note. */
export const creditLineRoutes: HydraRoute[] = creditLines.routes;
