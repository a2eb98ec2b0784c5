import { canAddInvoicePayment, formatMessage, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import type { InvoiceView } from "../../billing/invoices/invoice-edit-form";
import type { PaymentView } from "./payment-form";
import { PaymentList } from "./payment-list";
import { PaymentModal } from "./payment-modal";
import "./payments.css";

/** The modal is open on a new payment ('new') or on one of the list. */
type Editing = "new" | PaymentView | null;

/**
 * Every total a payment moves: the invoice, its payments and options, credit notes, the lists, the
 * collections, the client sheet's reporting and the quotation (its state follows what is collected).
 */
function usePaymentRefresh(invoiceId: number) {
  const utils = trpc.useUtils();
  return () => {
    void utils.invoice.get.invalidate({ id: invoiceId });
    void utils.invoicePayment.invalidate();
    void utils.credit.get.invalidate();
    void utils.creditList.invalidate();
    void utils.invoiceList.invalidate();
    void utils.paymentCollection.invalidate();
    void utils.clientAccounting.invalidate();
    void utils.accountingQuotation.invalidate();
  };
}

/**
 * On the invoice's side panel: 'Réglée le …' once paid, 'Ajouter un paiement' (a numbered invoice
 * not paid, for accounting or super admins) with the payment modal, and 'Liste des règlements'.
 */
export function InvoicePayments({ invoice }: { invoice: InvoiceView }) {
  const [editing, setEditing] = useState<Editing>(null);
  const numbered = invoice.reference !== null;
  const options = trpc.invoicePayment.options.useQuery(
    { invoiceId: invoice.id },
    { enabled: canAddInvoicePayment(invoice) && invoice.canValidate },
  );
  const payments = trpc.invoicePayment.byInvoice.useQuery({ invoiceId: invoice.id }, { enabled: numbered });
  const refresh = usePaymentRefresh(invoice.id);
  const confirm = useConfirm();
  const toast = useToast();
  const remove = trpc.invoicePayment.delete.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.DELETION_SAVED);
      refresh();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  if (!numbered) return null;
  const canPay = canAddInvoicePayment(invoice) && options.data?.canPay === true;
  return (
    <div className="stack invoice-payments">
      {invoice.paidAt && (
        <Badge variant="success" className="invoice-paid-badge">
          Réglée le {formatDate(invoice.paidAt)}
        </Badge>
      )}
      {canPay && (
        <Button variant="secondary" onClick={() => setEditing("new")}>
          Ajouter un paiement
        </Button>
      )}
      {payments.isError && (
        <p className="field-error" role="alert">
          {apiErrorMessage(payments.error)}
        </p>
      )}
      {payments.data && (
        <PaymentList
          payments={payments.data}
          canManage={invoice.canValidate}
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
      )}
      {editing && (
        <PaymentModal
          invoiceId={invoice.id}
          payment={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </div>
  );
}
