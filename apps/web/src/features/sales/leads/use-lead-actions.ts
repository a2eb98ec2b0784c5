import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { useToast } from "../../../ui/toast";
import type { LeadDetail } from "./lead-helpers";

/** After a change: the page shows the lead the server answered, the list will refetch. */
export function useLeadCache(leadId: number) {
  const utils = trpc.useUtils();
  return {
    put(detail: LeadDetail) {
      utils.lead.get.setData({ id: leadId }, detail);
      void utils.lead.search.invalidate();
    },
    refresh() {
      void utils.lead.get.invalidate({ id: leadId });
      void utils.lead.search.invalidate();
    },
    patch(changes: Partial<LeadDetail>) {
      utils.lead.get.setData({ id: leadId }, (old) => (old ? { ...old, ...changes } : old));
    },
  };
}

/** lead.update with the toast and the page refreshed from the answer. */
export function useLeadUpdate(
  leadId: number,
  successMessage: string,
  onSaved?: (detail: LeadDetail) => void,
) {
  const toast = useToast();
  const cache = useLeadCache(leadId);
  return trpc.lead.update.useMutation({
    onSuccess: (detail) => {
      cache.put(detail);
      toast.success(successMessage);
      onSaved?.(detail);
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
}
