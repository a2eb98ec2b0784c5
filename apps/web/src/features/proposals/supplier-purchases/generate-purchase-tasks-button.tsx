import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";

/** 'Générer les tâches d'achats' for an accepted recommendation; the server's message shows as a toast. */
export function GeneratePurchaseTasksButton({ recommendationId }: { recommendationId: number }) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const generate = trpc.purchaseOrder.generateForRecommendation.useMutation({
    onSuccess: (answer) => {
      toast.success(answer.message);
      void utils.quotationExpense.invalidate();
      void utils.project.invalidate();
      void utils.task.invalidate();
    },
    onError: (failure) => toast.error(apiErrorMessage(failure)),
  });
  return (
    <Button variant="success" busy={generate.isPending} onClick={() => generate.mutate({ recommendationId })}>
      Générer les tâches d'achats
    </Button>
  );
}
