import { useState } from "react";
import { apiErrorMessage } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { MoneyInput } from "../../ui/money-input";
import { QueryStatus } from "../../ui/query-status";
import { useToast } from "../../ui/toast";
import { BillingFigures } from "./billing-figures";
import "./billing.css";

const WHAT = { TYPE_ADVANCE: "la facture d'acompte", TYPE_MONTHLY: "la facture partielle" } as const;

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
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
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
    onError: (failure) => setError(apiErrorMessage(failure)),
  });

  const compute = async (from: "percent" | "amount") => {
    setError(null);
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

  const ready = percent.trim() !== "" && amountCents !== null;
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
          <Button
            variant="primary"
            disabled={!ready || computing}
            busy={bill.isPending}
            onClick={() => bill.mutate({ quotationId, type, percent, amountCents })}
          >
            Créer {WHAT[type]}
          </Button>
        </>
      }
    >
      <QueryStatus query={summary} />
      {summary.data && <BillingFigures summary={summary.data} />}
      <div className="billing-inputs">
        <Field label="Pourcentage du devis">
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
            }}
          />
        </Field>
        <Button disabled={amountCents === null || computing} onClick={() => compute("amount")}>
          Calculer le pourcentage
        </Button>
      </div>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
