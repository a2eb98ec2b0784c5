import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { FREE_TEXT_OPTION } from "../../billing/billing-documents/billing-document-form";
import { BillingLinesCard } from "../../billing/billing-documents/billing-lines-card";
import { ProductChoices } from "../../billing/billing-documents/billing-product-choices";
import { useLineMutationFeedback } from "../../billing/billing-documents/line-mutation-feedback";
import { DocumentTotals } from "../../proposals/document-lines/document-totals";
import { CreditAmountDialog } from "./credit-amount-dialog";
import type { CreditView } from "./credit-edit-form";
import { CreditInvoiceLinesDialog } from "./credit-invoice-lines-dialog";
import { CreditLineDialog } from "./credit-line-dialog";

/** The issuer's catalogue plus free text; 'Ajouter la ligne' waits until something is chosen (§2.8). */
function AddLine({ credit, onAdded }: { credit: CreditView; onAdded(): void }) {
  const [chosen, setChosen] = useState("");
  const options = trpc.credit.productOptions.useQuery({ creditId: credit.id });
  const create = trpc.creditLine.create.useMutation(
    useLineMutationFeedback(MESSAGES.PRODUCT_ADDED, () => {
      setChosen("");
      onAdded();
    }),
  );
  return (
    <div className="credit-add-line">
      <div className="field">
        <label htmlFor="credit-add-line">Ajouter une ligne</label>
        <select id="credit-add-line" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <ProductChoices options={options.data} />
        </select>
      </div>
      <Button
        variant="primary"
        disabled={chosen === ""}
        busy={create.isPending}
        onClick={() =>
          create.mutate({
            creditId: credit.id,
            triangleProductId: chosen === FREE_TEXT_OPTION ? null : Number(chosen),
          })
        }
      >
        Ajouter la ligne
      </Button>
    </div>
  );
}

/** On a draft correcting an invoice: its lines replaced in one step by an amount, or by lines picked. */
function ReduceActions({ credit, onChanged }: { credit: CreditView; onChanged(): void }) {
  const [open, setOpen] = useState<"amount" | "lines" | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="credit-reduce-actions">
      <Button onClick={() => setOpen("amount")}>Créditer un montant</Button>
      <Button onClick={() => setOpen("lines")}>Créditer des lignes</Button>
      {open === "amount" && <CreditAmountDialog credit={credit} onClose={close} onSaved={onChanged} />}
      {open === "lines" && <CreditInvoiceLinesDialog credit={credit} onClose={close} onSaved={onChanged} />}
    </div>
  );
}

/** Lines (editable while a draft) and the totals with VAT per rate. */
export function CreditEditLines({ credit, onChanged }: { credit: CreditView; onChanged(): void }) {
  const remove = trpc.creditLine.delete.useMutation(
    useLineMutationFeedback(MESSAGES.DELETION_SAVED, onChanged),
  );
  return (
    <BillingLinesCard
      titleId="credit-lines-title"
      lines={credit.lines}
      canEdit={credit.canEditLines}
      onDelete={(line) => remove.mutate({ id: line.id })}
      renderLineDialog={(line, close) => <CreditLineDialog line={line} onClose={close} onSaved={onChanged} />}
    >
      {credit.canCreditInvoice && <ReduceActions credit={credit} onChanged={onChanged} />}
      {credit.canEditLines && <AddLine credit={credit} onAdded={onChanged} />}
      <div className="credit-totals">
        <DocumentTotals totals={credit} label="Totaux de l'avoir" />
      </div>
    </BillingLinesCard>
  );
}
