import { domainError, formatMessage, MESSAGES } from "@tronc/domain";
import { z } from "zod";
import { hydraBody, ref, requiredRef, text } from "../../../hydra/body";
import { hydraCollection } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { bodyRoute, hydraResource } from "../../../hydra/resource";
import type { HydraRequest, HydraRoute } from "../../../hydra/route";
import { purchaseOrderWire } from "../../money-out/purchase-orders/wire";
import { admit } from "../../policies";
import { quotationExpenseContract } from "./contract";
import { quotationExpenseWire } from "./wire";

const { operations } = quotationExpenseContract;

/** The door of a row, before its path, query or body is read: the policy of the operation it asks. */
const door = (req: HydraRequest, operation: keyof typeof operations) =>
  admit(req.user, operations[operation].policy);

/**
 * The POST may bring the supplier's quotation PDF (an upload's IRI), which only the update writes: the
 * purchase is created, then the PDF saved on it, in one transaction (atomic). Two operations, hence by hand.
 */
const createBody = hydraBody({
  quotation: requiredRef(PATHS.quotations),
  supplier: ref(PATHS.suppliers),
  title: text(1_000),
  supplierQuotationFile: ref(PATHS.files),
});

const create = hydraResource({
  wire: quotationExpenseWire,
  policies: { create: operations.create.policy },
  create: {
    body: createBody,
    call: async (caller, input) => {
      const purchase = await caller.quotationExpense.create({
        quotationId: input.quotation,
        supplierId: input.supplier,
        title: input.title,
      });
      if (input.supplierQuotationFile == null) return purchase;
      return caller.quotationExpense.update({
        id: purchase.id,
        supplierQuotationFileId: input.supplierQuotationFile,
      });
    },
    atomic: true,
  },
});

/**
 * 'Générer les achats': the wire nests the purchases under other names (`quotation_id`, `productType`,
 * `supplier`) and answers a collection of purchases, hence by hand.
 */
/** Euros (12.5) or text ('12,50'), handed over as text: the procedure and the domain read it in French. */
const quantity = z
  .union([z.number(), z.string().max(40, { error: formatMessage("TEXT_TOO_LONG", { max: 40 }) })], {
    error: MESSAGES.NUMBER_EXPECTED,
  })
  .nullish();

const generateBody = hydraBody({
  quotation_id: requiredRef(PATHS.quotations),
  productName: text(255),
  quantity,
  expenses: z
    .array(
      z.object({
        productType: requiredRef(PATHS.productTypes),
        supplier: requiredRef(PATHS.suppliers),
        quantity,
      }),
      { error: MESSAGES.LIST_EXPECTED },
    )
    .max(100, { error: MESSAGES.PURCHASE_GENERATE_TOO_MANY }),
});

const generateRoute = bodyRoute({
  method: "POST",
  path: PATHS.quotationExpensesGenerate,
  status: 200,
  body: generateBody,
  async call(caller, body) {
    const purchases = await caller.quotationExpense.generate({
      quotationId: body.quotation_id,
      productName: body.productName ?? "",
      quantity: String(body.quantity ?? ""),
      expenses: body.expenses.map((expense) => ({
        productTypeId: expense.productType,
        supplierId: expense.supplier,
        quantity: String(expense.quantity ?? ""),
      })),
    });
    return hydraCollection(
      PATHS.quotationExpenses,
      purchases.map(quotationExpenseWire.member),
      purchases.length,
    );
  },
});

const generate: HydraRoute = {
  ...generateRoute,
  handle: (caller, req) => {
    door(req, "generate");
    return generateRoute.handle(caller, req);
  },
};

/**
 * POST /api/compta/purchase_orders: a purchase order is born from a purchase of an accepted quotation,
 * so the row reads the purchase first (409 when it has its order already), then generates its order.
 * It asks the purchase before any operation of the purchase orders, so it is this module's row.
 */
const purchaseOrderCreate = hydraResource({
  wire: purchaseOrderWire,
  policies: { create: operations.get.policy },
  create: {
    body: hydraBody({ quotationExpense: requiredRef(PATHS.quotationExpenses) }),
    call: async (caller, { quotationExpense }) => {
      const before = await caller.quotationExpense.get({ id: quotationExpense });
      if (before.purchaseOrder) {
        throw domainError("PURCHASE_ORDER_ALREADY_GENERATED", "conflict", {
          reference: before.purchaseOrder.reference,
        });
      }
      await caller.purchaseOrder.generateForExpense({ quotationExpenseId: quotationExpense });
      const after = await caller.quotationExpense.get({ id: quotationExpense });
      if (!after.purchaseOrder) throw new Error("the generation made no purchase order");
      return caller.purchaseOrder.get({ id: after.purchaseOrder.id });
    },
  },
});

/** The purchases' rows beyond the module's own: the POST, 'Générer les achats' and a purchase's order. */
export const quotationExpenseExtraRows: HydraRoute[] = [...create, generate, ...purchaseOrderCreate];
