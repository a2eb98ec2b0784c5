import { PAYMENT_DELAY_LABELS, PAYMENT_DELAYS } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import { frenchDecimal, type QuotationDetail } from "./quotation-format";

/** The additional information: deposit, payment mode, recurring payment, comment; 'Devis enregistré'. */
export function QuotationTerms({ quotation, onSaved }: { quotation: QuotationDetail; onSaved(): void }) {
  const [advance, setAdvance] = useState(frenchDecimal(quotation.advancePercent));
  const [paymentMode, setPaymentMode] = useState<number>(quotation.paymentMode);
  const [recurring, setRecurring] = useState(quotation.isRecurringPayment);
  const [comment, setComment] = useState(quotation.comment ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const save = trpc.quotation.update.useMutation({
    onSuccess: () => {
      setErrors({});
      toast.success("Devis enregistré");
      onSaved();
    },
    onError: (error) => {
      const field = domainErrorOf(error)?.field;
      if (field) setErrors({ [field]: apiErrorMessage(error) });
      toast.error(apiErrorMessage(error));
    },
  });
  return (
    <form
      className="form-grid quotation-terms"
      aria-label="Informations complémentaires"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        save.mutate({
          id: quotation.id,
          advancePercent: advance,
          paymentMode,
          isRecurringPayment: recurring,
          comment,
        });
      }}
    >
      <Field label="Acompte (%)" error={errors.advance}>
        <input
          id={`qt-advance-${quotation.id}`}
          className="input"
          inputMode="decimal"
          value={advance}
          onChange={(e) => setAdvance(e.target.value)}
        />
      </Field>
      <Field label="Mode de paiement" error={errors.paymentMode}>
        <select
          id={`qt-payment-${quotation.id}`}
          className="input"
          value={paymentMode}
          onChange={(e) => setPaymentMode(Number(e.target.value))}
        >
          {PAYMENT_DELAYS.map((delay) => (
            <option key={delay} value={delay}>
              {PAYMENT_DELAY_LABELS[`${delay}`]}
            </option>
          ))}
        </select>
      </Field>
      <div className="field field-wide">
        <Switch label="Paiement récurrent" checked={recurring} onChange={setRecurring} />
      </div>
      <Field label="Commentaire" wide>
        <textarea className="input" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      </Field>
      <div className="form-actions field-wide">
        <Button type="submit" variant="primary" busy={save.isPending}>
          Enregistrer le devis
        </Button>
      </div>
    </form>
  );
}
