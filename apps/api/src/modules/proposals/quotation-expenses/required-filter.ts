import { formatMessage } from "@tronc/domain";
import { TRPCError } from "@trpc/server";

/** A list of a purchase's rows needs its parent in the query string (`quotation`, `quotationExpense`). */
export function requiredFilter(value: number | undefined, name: string): number {
  if (value === undefined) {
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: formatMessage("PURCHASE_LIST_FILTER_REQUIRED", { name }),
    });
  }
  return value;
}
