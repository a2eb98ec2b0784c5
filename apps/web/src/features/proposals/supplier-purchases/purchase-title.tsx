import { isPurchaseTitleValid, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";
import { type Purchase, usePurchasesChanged } from "./purchase-format";

/** The purchase's title and supplier; the title is edited in place ('Le titre est modifié'). */
export function PurchaseTitle({ purchase }: { purchase: Purchase }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const changed = usePurchasesChanged();
  const update = trpc.quotationExpense.update.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.QUOTATION_EXPENSE_TITLE_SAVED);
      setDraft(null);
      changed();
    },
    onError: (failure) => setError(apiErrorMessage(failure)),
  });
  const save = () => {
    const title = draft ?? "";
    if (!isPurchaseTitleValid(title)) return setError(MESSAGES.QUOTATION_EXPENSE_TITLE_TOO_SHORT);
    setError(null);
    update.mutate({ id: purchase.id, title });
  };
  const supplier = `${purchase.supplier.name}${purchase.supplier.city ? ` · ${purchase.supplier.city}` : ""}`;
  if (draft === null) {
    return (
      <div>
        <h4 className="purchase-title">
          {purchase.title}{" "}
          <Button
            size="sm"
            variant="link"
            onClick={() => setDraft(purchase.title)}
            aria-label={`Modifier le titre de ${purchase.title}`}
          >
            Modifier
          </Button>
        </h4>
        <p className="muted">{supplier}</p>
      </div>
    );
  }
  return (
    <form
      className="purchase-title-form"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <input
        id={`purchase-title-${purchase.id}`}
        className={`input${isPurchaseTitleValid(draft) ? "" : " is-invalid"}`}
        aria-label="Titre de l'achat"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button size="sm" variant="primary" type="submit" busy={update.isPending}>
        Enregistrer
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
        Annuler
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="muted">{supplier}</p>
    </form>
  );
}
