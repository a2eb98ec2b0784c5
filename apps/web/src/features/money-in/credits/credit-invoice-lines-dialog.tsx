import { formatEuros } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { Spinner } from "../../../ui/spinner";
import { useToast } from "../../../ui/toast";
import { creditReducedMessage } from "./credit-amount-dialog";
import type { CreditView } from "./credit-edit-form";

interface Props {
  credit: CreditView;
  onClose(): void;
  onSaved(): void;
}

const rateLabel = (rate: string) => `${rate.replace(".", ",")} %`;

/** 'Créditer des lignes': the invoice's lines to tick; they replace the draft's lines, as billed. */
export function CreditInvoiceLinesDialog({ credit, onClose, onSaved }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const invoice = trpc.credit.creditableInvoice.useQuery({ creditId: credit.id });
  const save = trpc.credit.creditInvoiceLines.useMutation({
    onSuccess: (saved) => {
      toast.success(creditReducedMessage(saved));
      onSaved();
      onClose();
    },
    onError: (failure) => setError(apiErrorMessage(failure)),
  });
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <FormModal
      title="Créditer des lignes"
      formId="credit-invoice-lines-form"
      saving={save.isPending}
      onSubmit={() => save.mutate({ creditId: credit.id, invoiceLineIds: [...chosen] })}
      onClose={onClose}
      className="stack"
    >
      <p className="muted">
        Les lignes cochées de la facture {invoice.data?.reference ?? ""} remplacent celles de l'avoir, telles
        qu'elles ont été facturées.
      </p>
      {invoice.data ? (
        <fieldset className="credit-invoice-lines">
          <legend className="field-label">Lignes de la facture</legend>
          {invoice.data.lines.map((line) => (
            <label key={line.id} className="credit-invoice-line">
              <input
                type="checkbox"
                value={line.id}
                checked={chosen.has(line.id)}
                onChange={(event) => toggle(line.id, event.target.checked)}
              />
              <span>{line.name}</span>
              <span className="muted">
                {line.quantity} × {formatEuros(line.unitPriceCents)} HT, TVA {rateLabel(line.vatRate)}
              </span>
              <span className="num">{formatEuros(line.totalHtCents)} HT</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <Spinner label="Chargement des lignes de la facture…" />
      )}
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
    </FormModal>
  );
}
