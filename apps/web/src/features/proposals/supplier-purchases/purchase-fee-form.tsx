import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";
import { usePurchasesChanged } from "./purchase-format";

interface FeeDraft {
  name: string;
  unitPrice: string;
  quantity: string;
  tva: string;
}

/** The fee's inputs in order: the draft's key, the id suffix, the accessible name, a placeholder. */
const FEE_INPUTS: readonly { key: keyof FeeDraft; id: string; label: string; placeholder?: string }[] = [
  { key: "name", id: "name", label: "Nom du frais", placeholder: "Frais (livraison…)" },
  { key: "unitPrice", id: "price", label: "Prix unitaire HT du frais", placeholder: "Prix HT" },
  { key: "quantity", id: "quantity", label: "Quantité du frais" },
  { key: "tva", id: "tva", label: "TVA du frais (%)" },
];

/** An extra fee on a line (delivery, packaging…): name, unit price, quantity (1), VAT (20). */
export function PurchaseFeeForm({ lineId, onDone }: { lineId: number; onDone(): void }) {
  const [draft, setDraft] = useState<FeeDraft>({ name: "", unitPrice: "", quantity: "1", tva: "20" });
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const changed = usePurchasesChanged();
  const create = trpc.purchaseFee.create.useMutation({
    onSuccess: () => {
      toast.success("Le frais est ajouté");
      changed();
      onDone();
    },
    onError: (failure) => setError(apiErrorMessage(failure)),
  });
  return (
    <form
      className="purchase-fee-form"
      aria-label="Nouveau frais"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ quotationSupplierProductId: lineId, ...draft });
      }}
    >
      {FEE_INPUTS.map((input) => (
        <input
          key={input.key}
          id={`purchase-fee-${lineId}-${input.id}`}
          className={input.key === "name" ? "input" : "input purchase-fee-num"}
          aria-label={input.label}
          placeholder={input.placeholder}
          inputMode={input.key === "name" ? undefined : "decimal"}
          value={draft[input.key]}
          onChange={(e) => setDraft((current) => ({ ...current, [input.key]: e.target.value }))}
        />
      ))}
      <Button size="sm" variant="primary" type="submit" busy={create.isPending}>
        Ajouter le frais
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Annuler
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
