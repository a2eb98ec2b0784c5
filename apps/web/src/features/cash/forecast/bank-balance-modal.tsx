import type { Cents } from "@tronc/domain";
import { centsToEuroNumber, formatEuros } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { MoneyInput } from "../../../ui/money-input";
import { useToast } from "../../../ui/toast";
import type { ForecastWindow } from "./forecast-types";

interface BankBalanceModalProps {
  today: string;
  last: ForecastWindow["lastBankBalance"];
  onClose(): void;
}

type Errors = Partial<Record<"date" | "amount" | "form", string>>;

/** 'Solde bancaire': the bank's balance at the opening of a day; later days carry it forward. */
export function BankBalanceModal({ today, last, onClose }: BankBalanceModalProps) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [date, setDate] = useState(today);
  const [amountCents, setAmountCents] = useState<Cents | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  // The amount's text when it is not an amount ('abc'): never sent as the last good one or as empty.
  const [amountTypo, setAmountTypo] = useState<string | null>(null);
  const save = trpc.forecast.setBankBalance.useMutation({
    onSuccess: async (saved) => {
      toast.success(
        saved.bankBalanceCents === null
          ? `Le solde bancaire du ${formatDate(saved.date)} est retiré`
          : `Solde bancaire du ${formatDate(saved.date)} enregistré`,
      );
      await utils.forecast.invalidate();
      onClose();
    },
    onError: (error) => {
      const field = domainErrorOf(error)?.field;
      const key = field === "date" || field === "amount" ? field : "form";
      setErrors({ [key]: apiErrorMessage(error) });
    },
  });
  const submit = () => {
    if (!date) {
      setErrors({ date: "Choisissez le jour du solde." });
      return;
    }
    if (amountTypo) {
      setErrors({ amount: amountTypo });
      return;
    }
    setErrors({});
    save.mutate({ date, amount: amountCents === null ? null : centsToEuroNumber(amountCents) });
  };
  return (
    <FormModal
      title="Solde bancaire"
      formId="forecast-bank-balance"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="sm"
      className="stack"
    >
      <p className="muted forecast-bank-last">
        {last
          ? `Dernier solde enregistré : ${formatEuros(last.amountCents)} au ${formatDate(last.date)}.`
          : "Aucun solde bancaire enregistré pour l'instant."}
      </p>
      <Field label="Jour" required error={errors.date} hint="Le solde lu à l'ouverture de ce jour.">
        <DateInput id="forecast-bank-date" value={date} onChange={setDate} />
      </Field>
      <Field
        label="Solde"
        error={errors.amount}
        hint="Laissez vide pour retirer le solde enregistré ce jour-là."
      >
        <MoneyInput
          id="forecast-bank-amount"
          value={amountCents}
          onChange={setAmountCents}
          onParseError={(message) => {
            setAmountTypo(message);
            setErrors((current) => ({ ...current, amount: message ?? undefined }));
          }}
        />
      </Field>
      {errors.form && (
        <p className="alert alert-danger" role="alert">
          {errors.form}
        </p>
      )}
    </FormModal>
  );
}
