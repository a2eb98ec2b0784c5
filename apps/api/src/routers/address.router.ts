import { AddressServiceUnavailable } from "../services/shared/address-lookup";
import { authedProcedure, router } from "../trpc/trpc";
import { addressSearchInput } from "./address.schemas";

export const addressRouter = router({
  /**
   * Suggestions of French addresses. When the address service cannot be reached the answer says so
   * (available: false) instead of failing, and the screen offers typed entry.
   */
  search: authedProcedure.input(addressSearchInput).query(async ({ ctx, input }) => {
    try {
      const suggestions = await ctx.addressLookup.search(input.q, { limit: input.limit, type: input.type });
      return { available: true as const, suggestions };
    } catch (error) {
      if (!(error instanceof AddressServiceUnavailable)) throw error;
      return { available: false as const, message: error.message, suggestions: [] };
    }
  }),
});
