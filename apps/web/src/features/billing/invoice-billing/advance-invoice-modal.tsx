import type { Cents } from "@tronc/domain";
import { formatMessage } from "@tronc/domain";
import { useEffect, useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import { MoneyInput } from "../../../ui/money-input";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { BillingFigures } from "./billing-figures";
import "./billing.css";

const WHAT = { TYPE_ADVANCE: "la facture d'acompte", TYPE_MONTHLY: "la facture partielle" } as const;
const FORM_ID = "advance-invoice-form";

/**
 * 'Pourcentage du devis à facturer': quotation TTC, already billed, left; percent and amount each
 * computed from the other (by the server); creates a deposit (TYPE_ADVANCE) or partial (TYPE_MONTHLY) invoice.
 */
export function AdvanceInvoiceModal({
  quotationId,
  type,
  open,
  onClose,
  onCreated,
}: {
  quotationId: number;
  type: "TYPE_ADVANCE" | "TYPE_MONTHLY";
  open: boolean;
  onClose(): void;
  onCreated(invoiceId: number): void;
}) {
  if (!open) return null;
  return <AdvanceForm quotationId={quotationId} type={type} onClose={onClose} onCreated={onCreated} />;
}

function AdvanceForm({
  quotationId,
  type,
  onClose,
  onCreated,
}: {
  quotationId: number;
  type: "TYPE_ADVANCE" | "TYPE_MONTHLY";
  onClose(): void;
  onCreated(invoiceId: number): void;
}) {
  const [percent, setPercent] = useState("");
  const [amountCents, setAmountCents] = useState<Cents | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** A refusal that concerns the percent and amount fields, shown under them. */
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [computing, setComputing] = useState(false);
  const toast = useToast();
  const utils = trpc.useUtils();
  const summary = trpc.quotationBilling.summary.useQuery({ quotationId });
  const bill = trpc.quotationBilling.bill.useMutation({
    onSuccess: async ({ invoiceId }) => {
      toast.success("La facture est bien créée");
      await utils.invalidate();
      onCreated(invoiceId);
      onClose();
    },
    onError: (failure) => {
      if (domainErrorOf(failure)?.field) setFieldError(apiErrorMessage(failure));
      else setError(apiErrorMessage(failure));
    },
  });

  // A deposit starts with the quotation's own deposit percentage and the amount the server makes of it.
  const deposit = type === "TYPE_ADVANCE" ? summary.data?.deposit : null;
  useEffect(() => {
    if (!deposit) return;
    setPercent(String(deposit.percent).replace(".", ","));
    setAmountCents(deposit.amountCents);
  }, [deposit]);

  const submit = () => {
    setError(null);
    if (percent.trim() === "" && amountCents === null) {
      setFieldError(formatMessage("BILLING_PERCENT_OR_AMOUNT_REQUIRED"));
      return;
    }
    setFieldError(null);
    bill.mutate({ quotationId, type, percent: percent.trim() === "" ? null : percent, amountCents });
  };

  const compute = async (from: "percent" | "amount") => {
    setError(null);
    setFieldError(null);
    setComputing(true);
    try {
      const result = await utils.quotationBilling.preview.fetch(
        from === "percent" ? { quotationId, percent } : { quotationId, amountCents },
      );
      setPercent(String(result.percent).replace(".", ","));
      setAmountCents(result.amountCents);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setComputing(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(next) => !next && onClose()}
      title="Pourcentage du devis à facturer"
      dismissable={false}
      footer={
        <>
          <Button onClick={onClose} disabled={bill.isPending}>
            Annuler
          </Button>
          <Button variant="primary" type="submit" form={FORM_ID} disabled={computing} busy={bill.isPending}>
            Créer {WHAT[type]}
          </Button>
        </>
      }
    >
      <QueryStatus query={summary} />
      {summary.data && <BillingFigures summary={summary.data} />}
      <form
        id={FORM_ID}
        className="billing-inputs"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The modal is a portal: its submit must not reach a form of the page behind it.
          event.stopPropagation();
          submit();
        }}
      >
        <Field label="Pourcentage du devis" error={fieldError ?? undefined}>
          <span className="input-with-suffix">
            <input
              id="billing-percent"
              className="input"
              inputMode="decimal"
              autoComplete="off"
              value={percent}
              onChange={(event) => {
                setPercent(event.target.value);
                setAmountCents(null);
                setFieldError(null);
              }}
            />
            <span className="input-suffix" aria-hidden="true">
              %
            </span>
          </span>
        </Field>
        <Button disabled={percent.trim() === "" || computing} onClick={() => compute("percent")}>
          Calculer le montant
        </Button>
        <Field label="Montant TTC à facturer">
          <MoneyInput
            id="billing-amount"
            value={amountCents}
            onChange={(cents) => {
              setAmountCents(cents);
              setPercent("");
              setFieldError(null);
            }}
          />
        </Field>
        <Button disabled={amountCents === null || computing} onClick={() => compute("amount")}>
          Calculer le pourcentage
        </Button>
      </form>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
