import type { Cents } from "@tronc/domain";
import { formatMessage, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import { PaymentList } from "../../money-in/payments/payment-list";
import "../../money-in/payments/payments.css";
import type { SupplierPaymentView } from "./supplier-payment-form";
import { SupplierPaymentModal } from "./supplier-payment-modal";

interface Props {
  invoice: {
    id: number;
    amountLeftCents: Cents;
    canEdit: boolean;
    payments: readonly SupplierPaymentView[];
  };
}

/** The modal is open on a new payment ('new') or on one of the list. */
type Editing = "new" | SupplierPaymentView | null;

/** 'Ajouter un paiement' (accounting or super admins) with the modal, and the invoice's payments. */
export function SupplierInvoicePayments({ invoice }: Props) {
  const [editing, setEditing] = useState<Editing>(null);
  const utils = trpc.useUtils();
  // A payment moves the invoice's amount left and state, shown by the page and the list.
  const refresh = () => {
    void utils.supplierInvoice.get.invalidate({ id: invoice.id });
    void utils.supplierPayment.invalidate();
    void utils.supplierInvoiceList.invalidate();
  };
  const confirm = useConfirm();
  const toast = useToast();
  const remove = trpc.supplierPayment.delete.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.DELETION_SAVED);
      refresh();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  return (
    <div className="stack supplier-invoice-payments">
      {invoice.canEdit && (
        <Button variant="secondary" onClick={() => setEditing("new")}>
          Ajouter un paiement
        </Button>
      )}
      <PaymentList
        payments={invoice.payments}
        canManage={invoice.canEdit}
        onEdit={setEditing}
        onDelete={async (payment) => {
          if (
            await confirm(formatMessage("PAYMENT_DELETE_CONFIRM"), {
              danger: true,
              confirmLabel: "Supprimer",
            })
          ) {
            remove.mutate({ id: payment.id });
          }
        }}
      />
      {editing && (
        <SupplierPaymentModal
          supplierInvoiceId={invoice.id}
          amountLeftCents={invoice.amountLeftCents}
          payment={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </div>
  );
}
