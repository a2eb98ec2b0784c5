import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import {
  createCreditLine,
  deleteCreditLine,
  updateCreditLine,
} from "../../../services/money-in/credits/lines";
import { defineResource } from "../../resource/define-resource";
import { creditLineContract } from "./contract";
import { creditLineRows } from "./wire";

/** The rows are the shared line helper's (wire.ts): the kit's wire here makes none. */
const lineWire = wireType("CreditTriangleProduct", PATHS.creditLines, () => ({}));

/** Lines of a draft credit note. Hydra: POST, PUT and DELETE /compta/credit_triangle_products, by hand. */
export const creditLineModule = defineResource(
  creditLineContract,
  { create: createCreditLine, update: updateCreditLine, delete: deleteCreditLine },
  { hydra: { wire: lineWire, extra: creditLineRows } },
);
