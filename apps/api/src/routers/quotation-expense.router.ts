import { createPurchase, deletePurchase, updatePurchase } from "../services/proposals/purchases/expenses";
import { generatePurchaseLinesAlone } from "../services/proposals/purchases/generate";
import { supplierOffers } from "../services/proposals/purchases/offers";
import {
  getPurchase,
  listPurchasesOfQuotation,
  purchaseTitleHint,
} from "../services/proposals/purchases/views";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import {
  generatePurchaseLinesInput,
  quotationExpenseCreateInput,
  quotationExpenseIdInput,
  quotationExpenseListInput,
  quotationExpenseUpdateInput,
  supplierOffersInput,
} from "./quotation-expense.schemas";

/** Supplier purchases: every signed-in user reads and works proposals. */
export const quotationExpenseRouter = router({
  listByQuotation: authedProcedure
    .input(quotationExpenseListInput)
    .query(({ ctx, input }) => listPurchasesOfQuotation(serviceCtx(ctx), input)),
  /** The new purchase form's title placeholder (the quotation's client name and the object). */
  titleHint: authedProcedure
    .input(quotationExpenseListInput)
    .query(({ ctx, input }) => purchaseTitleHint(serviceCtx(ctx), input)),
  get: authedProcedure
    .input(quotationExpenseIdInput)
    .query(({ ctx, input }) => getPurchase(serviceCtx(ctx), input)),
  /** The product type picker of a purchase line: the supplier's offers. */
  supplierOffers: authedProcedure
    .input(supplierOffersInput)
    .query(({ ctx, input }) => supplierOffers(serviceCtx(ctx), input)),
  create: authedProcedure
    .input(quotationExpenseCreateInput)
    .mutation(({ ctx, input }) => createPurchase(serviceCtx(ctx), input)),
  update: authedProcedure
    .input(quotationExpenseUpdateInput)
    .mutation(({ ctx, input }) => updatePurchase(serviceCtx(ctx), input)),
  delete: authedProcedure
    .input(quotationExpenseIdInput)
    .mutation(({ ctx, input }) => deletePurchase(serviceCtx(ctx), input)),
  generate: authedProcedure
    .input(generatePurchaseLinesInput)
    .mutation(({ ctx, input }) => generatePurchaseLinesAlone(serviceCtx(ctx), input)),
});
