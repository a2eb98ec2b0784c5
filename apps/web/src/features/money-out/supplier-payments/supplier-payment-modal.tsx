import type { Cents } from "@tronc/domain";
import { formatEuros, formatMessage, toParisDate } from "@tronc/domain";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import { PaymentFormFields, usePaymentDraft } from "../../money-in/payments/payment-fields";
import { paymentFieldErrors } from "../../money-in/payments/payment-form";
import {
  draftOfSupplierPayment,
  newSupplierPaymentDraft,
  SUPPLIER_PAYMENT_MODES,
  SUPPLIER_PAYMENT_TYPES,
  type SupplierPaymentView,
  supplierPaymentFields,
} from "./supplier-payment-form";

interface Props {
  supplierInvoiceId: number;
  amountLeftCents: Cents;
  /** The payment changed, or null for a new one. */
  payment: SupplierPaymentView | null;
  onClose(): void;
  onSaved(): void;
}

/** The payment modal on a supplier invoice (§2.10): the customer's fields, no credit nor forecast. */
export function SupplierPaymentModal({
  supplierInvoiceId,
  amountLeftCents,
  payment,
  onClose,
  onSaved,
}: Props) {
  const { draft, errors, setErrors, set } = usePaymentDraft(() =>
    payment
      ? draftOfSupplierPayment(payment)
      : newSupplierPaymentDraft(amountLeftCents, toParisDate(new Date())),
  );
  const toast = useToast();
  const handlers = {
    onSuccess: () => {
      toast.success(formatMessage("PAYMENT_SAVED"));
      onSaved();
      onClose();
    },
    onError: (error: unknown) => {
      setErrors(paymentFieldErrors(error));
      toast.error(apiErrorMessage(error));
    },
  };
  const create = trpc.supplierPayment.create.useMutation(handlers);
  const update = trpc.supplierPayment.update.useMutation(handlers);
  const submit = () => {
    const fields = supplierPaymentFields(draft);
    if (payment) update.mutate({ id: payment.id, ...fields });
    else create.mutate({ supplierInvoiceId, ...fields });
  };
  return (
    <FormModal
      title={payment ? "Modifier le paiement" : "Ajouter un paiement"}
      formId="supplier-payment-form"
      saving={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="form-grid payment-form"
    >
      <PaymentFormFields
        draft={draft}
        errors={errors}
        set={set}
        types={SUPPLIER_PAYMENT_TYPES}
        modes={SUPPLIER_PAYMENT_MODES}
        amountHint={payment ? undefined : `Reste à payer : ${formatEuros(amountLeftCents)}`}
        amountLeftCents={payment ? undefined : amountLeftCents}
      />
    </FormModal>
  );
}
