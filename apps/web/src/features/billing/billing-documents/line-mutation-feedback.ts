import { apiErrorMessage } from "../../../lib/api-error";
import { useToast } from "../../../ui/toast";

/** A line mutation's outcome: its toast, then the document reloaded. */
export function useLineMutationFeedback(successMessage: string, onDone: () => void) {
  const toast = useToast();
  return {
    onSuccess: () => {
      toast.success(successMessage);
      onDone();
    },
    onError: (error: unknown) => toast.error(apiErrorMessage(error)),
  };
}
