import { PATHS } from "../../../hydra/paths";
import type { HydraRoute } from "../../../hydra/route";
import { documentLineResource } from "../../../hydra/routes/document-lines-routes";
import type { CreditLineView } from "../../../services/money-in/credits/view";
import { behindDoor } from "../door";
import { creditLineContract } from "./contract";

const { operations } = creditLineContract;

/**
 * Spec §3 Credit line: euros on the wire, the credit and the catalogue product as IRIs. The line's type
 * is given, not inferred from the procedures' answers: the app router's type reads this module.
 */
const creditLines = documentLineResource<CreditLineView>({
  type: "CreditTriangleProduct",
  path: PATHS.creditLines,
  document: { member: "credit", path: PATHS.credits, idOf: (line: CreditLineView) => line.creditId },
  create: (caller, { documentId, ...line }) => caller.creditLine.create({ ...line, creditId: documentId }),
  update: (caller, id, changes) => caller.creditLine.update({ id, ...changes }),
  delete: (caller, id) => caller.creditLine.delete({ id }),
});

/** A line as its credit note's edit view lists it. */
export const creditLineMember = creditLines.member;

const OPERATION_OF_METHOD = { POST: "create", PUT: "update", DELETE: "delete" } as const;

/**
 * /compta/credit_triangle_products (POST, PUT, DELETE), the invoices' line rows' twins: the shared
 * helper reads the body as the old client sends it (Hydra's readers, `credit` and `triangleProduct`
 * as IRIs, the first fault named in the line's order), so they are rows by hand, each behind its
 * operation's door.
 */
export const creditLineRows: HydraRoute[] = creditLines.routes.map((route) => {
  const operation = OPERATION_OF_METHOD[route.method as keyof typeof OPERATION_OF_METHOD];
  return behindDoor(operations[operation].policy, route);
});
