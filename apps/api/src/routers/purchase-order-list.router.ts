import { purchaseOrderFilterOptions } from "../services/purchase-orders/list/filter-options";
import { searchPurchaseOrders } from "../services/purchase-orders/list/search";
import { serviceCtx } from "../trpc/context";
import { authedProcedure, router } from "../trpc/trpc";
import { purchaseOrderSearchInput } from "./purchase-order-list.schemas";

/** The purchase order list: every signed-in user reads purchase orders (lead's decision 1). */
export const purchaseOrderListRouter = router({
  /** 'Liste des bons de commande fournisseur': a page of 120, newest first, and the (capped) total. */
  search: authedProcedure
    .input(purchaseOrderSearchInput)
    .query(({ ctx, input }) => searchPurchaseOrders(serviceCtx(ctx), input)),
  /** The 'Projet' and 'Fournisseur' filters' choices: those with purchase orders. */
  filterOptions: authedProcedure.query(({ ctx }) => purchaseOrderFilterOptions(serviceCtx(ctx))),
});
