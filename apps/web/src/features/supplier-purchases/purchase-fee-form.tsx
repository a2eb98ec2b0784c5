import { useState } from "react";
import { apiErrorMessage } from "../../lib/api-error";
import { trpc } from "../../lib/trpc";
import { Button } from "../../ui/button";
import { useToast } from "../../ui/toast";
import { usePurchasesChanged } from "./purchase-format";

/** An extra fee on a line (delivery, packaging…): name, unit price, quantity (1), VAT (20). */
export function PurchaseFeeForm({ lineId, onDone }: { lineId: number; onDone(): void }) {
  const [name, setName] = useState("");
  const [unitPrice, setUnitPrice] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [tva, setTva] = useState("20");
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
  const id = (field: string) => `purchase-fee-${lineId}-${field}`;
  return (
    <form
      className="purchase-fee-form"
      aria-label="Nouveau frais"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ quotationSupplierProductId: lineId, name, unitPrice, quantity, tva });
      }}
    >
      <input
        id={id("name")}
        className="input"
        aria-label="Nom du frais"
        placeholder="Frais (livraison…)"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <input
        id={id("price")}
        className="input purchase-fee-num"
        aria-label="Prix unitaire HT du frais"
        placeholder="Prix HT"
        inputMode="decimal"
        value={unitPrice}
        onChange={(e) => setUnitPrice(e.target.value)}
      />
      <input
        id={id("quantity")}
        className="input purchase-fee-num"
        aria-label="Quantité du frais"
        inputMode="decimal"
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
      />
      <input
        id={id("tva")}
        className="input purchase-fee-num"
        aria-label="TVA du frais (%)"
        inputMode="decimal"
        value={tva}
        onChange={(e) => setTva(e.target.value)}
      />
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
