import { trpc } from "../../../lib/trpc";

/** After any change: the quotation's queries, the purchases' (their lines may come with a product), and the owner. */
export function useQuotationChanged(onChanged?: () => void) {
  const utils = trpc.useUtils();
  return () => {
    void utils.quotation.invalidate();
    void utils.quotationLine.invalidate();
    void utils.quotationExpense.invalidate();
    onChanged?.();
  };
}
