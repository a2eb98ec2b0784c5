import { formatEuros, formatMessage } from "@tronc/domain";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { Modal } from "../../../ui/modal";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { PaymentFormFields, usePaymentDraft } from "./payment-fields";
import {
  creditChoices,
  draftOfPayment,
  forecastChoices,
  localPaymentErrors,
  newPaymentDraft,
  offeredModes,
  type PaymentDraft,
  type PaymentOptions,
  type PaymentView,
  paymentFieldErrors,
  paymentFields,
} from "./payment-form";

interface Props {
  invoiceId: number;
  /** The payment changed, or null for a new one. */
  payment: PaymentView | null;
  onClose(): void;
  onSaved(): void;
}

const idOf = (value: string) => (value === "" ? null : Number(value));

/**
 * The payment modal (§2.10, §5): amount, type, mode, the credit drawn on (mode 'Avoir'), the
 * forecast payment it settles (required when the quotation has a schedule), date and comment.
 */
export function PaymentModal(props: Props) {
  const { invoiceId, payment, onClose } = props;
  // Editing, the options count the payment's own credit and forecast match as still open to it.
  const options = trpc.invoicePayment.options.useQuery(
    payment ? { invoiceId, paymentId: payment.id } : { invoiceId },
  );
  if (options.data) return <PaymentForm {...props} options={options.data} />;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={modalTitle(payment)}>
      <QueryStatus query={options} loadingLabel="Chargement…" />
    </Modal>
  );
}

const modalTitle = (payment: PaymentView | null) =>
  payment ? "Modifier le paiement" : "Ajouter un paiement";

function PaymentForm({ invoiceId, options, payment, onClose, onSaved }: Props & { options: PaymentOptions }) {
  const { draft, errors, setErrors, set } = usePaymentDraft<PaymentDraft>(() =>
    payment ? draftOfPayment(payment) : newPaymentDraft(options),
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
  const create = trpc.invoicePayment.create.useMutation(handlers);
  const update = trpc.invoicePayment.update.useMutation(handlers);
  const submit = () => {
    const local = localPaymentErrors(draft);
    setErrors(local);
    const refusal = Object.values(local)[0];
    if (refusal) {
      toast.error(refusal);
      return;
    }
    const fields = paymentFields(draft);
    if (payment) update.mutate({ id: payment.id, ...fields });
    else create.mutate({ invoiceId, ...fields });
  };
  const credits = creditChoices(options, payment);
  const forecasts = forecastChoices(options, payment);
  return (
    <FormModal
      title={modalTitle(payment)}
      formId="payment-form"
      saving={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="form-grid payment-form"
    >
      <PaymentFormFields
        draft={draft}
        errors={errors}
        set={set}
        types={options.types}
        modes={offeredModes(options, payment)}
        amountHint={payment ? undefined : `Reste à régler : ${formatEuros(options.amountLeftCents)}`}
        amountLeftCents={payment ? undefined : options.amountLeftCents}
      >
        {draft.paymentMode === "MODE_CREDIT" && (
          <Field label="Avoir" error={errors.creditId} required wide>
            <select
              id="payment-credit"
              value={draft.creditId ?? ""}
              onChange={(event) => set({ creditId: idOf(event.target.value) })}
            >
              <option value="">Choisir un avoir…</option>
              {credits.map((credit) => (
                <option key={credit.id} value={credit.id}>
                  {credit.label}
                </option>
              ))}
            </select>
          </Field>
        )}
        {forecasts.length > 0 && (
          <Field
            label="Paiement prévisionnel réglé"
            error={errors.forecastPaymentId}
            required={options.forecastRequired}
            wide
          >
            <select
              id="payment-forecast"
              value={draft.forecastPaymentId ?? ""}
              onChange={(event) => set({ forecastPaymentId: idOf(event.target.value) })}
            >
              <option value="">Choisir un paiement prévisionnel…</option>
              {forecasts.map((forecast) => (
                <option key={forecast.id} value={forecast.id} disabled={forecast.taken}>
                  {forecast.taken ? `${forecast.label} (déjà rapproché)` : forecast.label}
                </option>
              ))}
            </select>
          </Field>
        )}
      </PaymentFormFields>
    </FormModal>
  );
}
