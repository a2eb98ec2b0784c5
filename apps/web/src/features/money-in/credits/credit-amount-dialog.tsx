import type { Cents } from "@tronc/domain";
import { formatEuros, formatMessage } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { TextField } from "../../../ui/text-field";
import { useToast } from "../../../ui/toast";
import type { CreditView } from "./credit-edit-form";

interface Props {
  credit: CreditView;
  onClose(): void;
  onSaved(): void;
}

type Errors = Partial<Record<"amount" | "percent" | "form", string>>;

/** The toast once the draft's lines were replaced: its new total, as the totals table shows it. */
export const creditReducedMessage = (saved: { totalTtcCents: Cents }) =>
  `L'avoir est mis à jour : ${formatEuros(saved.totalTtcCents)} TTC`;

/**
 * 'Créditer un montant': an amount TTC or a percentage of the invoice; the server spreads it over the
 * invoice's VAT rates and it replaces the draft's lines. What is typed is read by the server.
 */
export function CreditAmountDialog({ credit, onClose, onSaved }: Props) {
  const [amount, setAmount] = useState("");
  const [percent, setPercent] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const toast = useToast();
  const invoice = trpc.credit.creditableInvoice.useQuery({ creditId: credit.id });
  const save = trpc.credit.creditAmount.useMutation({
    onSuccess: (saved) => {
      toast.success(creditReducedMessage(saved));
      onSaved();
      onClose();
    },
    onError: (error) => {
      const field = domainErrorOf(error)?.field;
      setErrors({ [field === "amount" || field === "percent" ? field : "form"]: apiErrorMessage(error) });
    },
  });
  const submit = () => {
    if (!amount.trim() && !percent.trim()) {
      setErrors({ amount: formatMessage("CREDIT_AMOUNT_REQUIRED") });
      return;
    }
    setErrors({});
    save.mutate({ creditId: credit.id, amount: amount.trim() || null, percent: percent.trim() || null });
  };
  return (
    <FormModal
      title="Créditer un montant"
      formId="credit-amount-form"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="sm"
      className="stack"
    >
      <p className="muted">
        {invoice.data
          ? `Facture ${invoice.data.reference ?? ""} : ${formatEuros(invoice.data.totalTtcCents)} TTC. `
          : ""}
        Les lignes de l'avoir sont remplacées par ce montant, réparti sur les taux de TVA de la facture.
      </p>
      <TextField
        label="Montant TTC à créditer (€)"
        id="credit-amount-ttc"
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        onChange={(value) => {
          setErrors({});
          setAmount(value);
          if (value.trim()) setPercent("");
        }}
      />
      <TextField
        label="ou pourcentage de la facture (%)"
        id="credit-amount-percent"
        inputMode="decimal"
        value={percent}
        error={errors.percent}
        onChange={(value) => {
          setErrors({});
          setPercent(value);
          if (value.trim()) setAmount("");
        }}
      />
      {errors.form && (
        <p className="alert alert-danger" role="alert">
          {errors.form}
        </p>
      )}
    </FormModal>
  );
}
