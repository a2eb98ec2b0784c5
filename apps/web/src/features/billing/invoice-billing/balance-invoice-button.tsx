import { formatEuros } from "@tronc/domain";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";

/** Bills exactly what is left on the quotation ('La facture de solde est bien créée'). */
export function BalanceInvoiceButton({
  quotationId,
  onCreated,
}: {
  quotationId: number;
  onCreated(invoiceId: number): void;
}) {
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const summary = trpc.quotationBilling.summary.useQuery({ quotationId });
  const bill = trpc.quotationBilling.bill.useMutation({
    onSuccess: async ({ invoiceId }) => {
      toast.success("La facture de solde est bien créée");
      await utils.invalidate();
      onCreated(invoiceId);
    },
    onError: (failure) => toast.error(apiErrorMessage(failure)),
  });
  const left = summary.data?.leftCents;

  const start = async () => {
    const amount = left === undefined ? "" : ` (${formatEuros(left)})`;
    const ok = await confirm(
      `Créer la facture de solde de ce devis ? Elle facture tout ce qui reste${amount}.`,
      {
        title: "Facture de solde",
        confirmLabel: "Créer la facture de solde",
      },
    );
    if (ok) bill.mutate({ quotationId, type: "TYPE_SOLD" });
  };

  return (
    <Button busy={bill.isPending} disabled={left !== undefined && left <= 0} onClick={start}>
      Facture de solde
    </Button>
  );
}
