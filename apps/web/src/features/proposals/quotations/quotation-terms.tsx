import { PAYMENT_DELAY_LABELS, PAYMENT_DELAYS } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { type FieldDifference, useVersionConflict } from "../../../ui/conflict-dialog";
import { Field } from "../../../ui/field";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import { frenchDecimal, type QuotationDetail } from "./quotation-format";

/**
 * The quotation's own fields in one form, one save: title, deposit, payment mode, recurring payment,
 * comment; 'Devis enregistré'.
 */
export function QuotationTerms({ quotation, onSaved }: { quotation: QuotationDetail; onSaved(): void }) {
  const [title, setTitle] = useState(quotation.title);
  const [advance, setAdvance] = useState(frenchDecimal(quotation.advancePercent));
  const [paymentMode, setPaymentMode] = useState<number>(quotation.paymentMode);
  const [recurring, setRecurring] = useState(quotation.isRecurringPayment);
  const [comment, setComment] = useState(quotation.comment ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const utils = trpc.useUtils();
  const typed = { title, advancePercent: advance, paymentMode, isRecurringPayment: recurring, comment };
  const save = trpc.quotation.update.useMutation({
    onSuccess: (saved) => {
      setErrors({});
      utils.quotation.get.setData({ id: quotation.id }, saved);
      toast.success("Devis enregistré");
      onSaved();
    },
    onError: (error) => {
      if (conflict.handle(error)) return;
      const field = domainErrorOf(error)?.field;
      if (field) setErrors({ [field]: apiErrorMessage(error) });
      toast.error(apiErrorMessage(error));
    },
  });
  const conflict = useVersionConflict({
    readCurrent: () => utils.client.quotation.get.query({ id: quotation.id }),
    differences: (current) => termsDifferences(typed, current),
    reload: (current) => {
      setTitle(current.title);
      setAdvance(frenchDecimal(current.advancePercent));
      setPaymentMode(current.paymentMode);
      setRecurring(current.isRecurringPayment);
      setComment(current.comment ?? "");
      setErrors({});
      utils.quotation.get.setData({ id: quotation.id }, current);
      onSaved();
    },
    overwrite: (version) => save.mutate({ id: quotation.id, version, ...typed }),
  });
  // Signed: the client's terms are read only; 'Paiement récurrent' is the accounting's and stays.
  const locked = !quotation.canEditTerms;
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
          version: quotation.version,
          ...(locked ? { isRecurringPayment: recurring } : typed),
        });
      }}
    >
      {!locked && (
        <Field label="Titre du devis" error={errors.title} wide>
          <input
            id={`qt-title-${quotation.id}`}
            className="input"
            aria-label="Titre du devis"
            placeholder="Titre du devis"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field>
      )}
      <Field label="Acompte (%)" error={errors.advance}>
        <input
          id={`qt-advance-${quotation.id}`}
          className="input"
          inputMode="decimal"
          readOnly={locked}
          value={advance}
          onChange={(e) => setAdvance(e.target.value)}
        />
      </Field>
      <Field label="Mode de paiement" error={errors.paymentMode}>
        <select
          id={`qt-payment-${quotation.id}`}
          className="input"
          disabled={locked}
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
        <textarea
          className="input"
          rows={3}
          readOnly={locked}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </Field>
      <div className="form-actions field-wide">
        <Button type="submit" variant="primary" busy={save.isPending}>
          Enregistrer le devis
        </Button>
      </div>
      {conflict.dialog}
    </form>
  );
}

interface TypedTerms {
  title: string;
  advancePercent: string;
  paymentMode: number;
  isRecurringPayment: boolean;
  comment: string;
}

const yesNo = (value: boolean) => (value ? "Oui" : "Non");
const paymentLabel = (mode: number) =>
  (PAYMENT_DELAY_LABELS as Record<string, string>)[`${mode}`] ?? String(mode);

/** The terms typed that are not the quotation's now, under the form's labels. */
function termsDifferences(typed: TypedTerms, current: QuotationDetail): FieldDifference[] {
  const rows: (FieldDifference | null)[] = [
    typed.title.trim() === current.title
      ? null
      : { label: "Titre du devis", yours: typed.title, theirs: current.title },
    typed.advancePercent.trim() === frenchDecimal(current.advancePercent)
      ? null
      : { label: "Acompte (%)", yours: typed.advancePercent, theirs: frenchDecimal(current.advancePercent) },
    typed.paymentMode === current.paymentMode
      ? null
      : {
          label: "Mode de paiement",
          yours: paymentLabel(typed.paymentMode),
          theirs: paymentLabel(current.paymentMode),
        },
    typed.isRecurringPayment === current.isRecurringPayment
      ? null
      : {
          label: "Paiement récurrent",
          yours: yesNo(typed.isRecurringPayment),
          theirs: yesNo(current.isRecurringPayment),
        },
    typed.comment === (current.comment ?? "")
      ? null
      : { label: "Commentaire", yours: typed.comment, theirs: current.comment ?? "" },
  ];
  return rows.filter((row) => row !== null);
}
