import { canCreditInvoice, formatMessage } from "@tronc/domain";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import type { InvoiceView } from "../../billing/invoices/invoice-edit-form";

/**
 * 'Créer un avoir sur cette facture' in the invoice's side panel: a numbered invoice not paid; after
 * the confirmation, a draft credit with the invoice's lines opens.
 */
export function InvoiceCreditAction({ invoice }: { invoice: InvoiceView }) {
  const confirm = useConfirm();
  const toast = useToast();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const create = trpc.credit.createFromInvoice.useMutation({
    onSuccess: ({ id }) => {
      toast.success(formatMessage("CREDIT_CREATED_FROM_INVOICE"));
      void utils.creditList.invalidate();
      navigate(routeUrl("admin-compta-credit-edit", { id }));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  if (!canCreditInvoice(invoice)) return null;
  return (
    <Button
      variant="secondary"
      busy={create.isPending}
      onClick={async () => {
        if (await confirm(formatMessage("CREDIT_FROM_INVOICE_CONFIRM"), { confirmLabel: "Créer l'avoir" })) {
          create.mutate({ invoiceId: invoice.id });
        }
      }}
    >
      Créer un avoir sur cette facture
    </Button>
  );
}
