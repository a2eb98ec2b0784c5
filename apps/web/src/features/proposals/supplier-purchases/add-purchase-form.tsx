import { isPurchaseTitleValid, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { useToast } from "../../../ui/toast";
import { usePurchasesChanged } from "./purchase-format";

/** 'Ajouter un achat': an active supplier and a title longer than 3 characters. */
export function AddPurchaseForm({ quotationId, onDone }: { quotationId: number; onDone(): void }) {
  const [supplierId, setSupplierId] = useState(0);
  const [title, setTitle] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const suppliers = trpc.supplier.search.useQuery(
    { active: true, page: 1, pageSize: 10_000 },
    { staleTime: 60_000 },
  );
  const hint = trpc.quotationExpense.titleHint.useQuery({ quotationId }, { staleTime: 60_000 });
  const toast = useToast();
  const changed = usePurchasesChanged();
  const create = trpc.quotationExpense.create.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.QUOTATION_EXPENSE_SAVED);
      changed();
      onDone();
    },
    onError: (failure) => {
      const info = domainErrorOf(failure);
      setErrors({
        [info?.field === "supplierId" ? "supplierId" : "title"]: info?.message ?? failure.message,
      });
    },
  });
  const submit = () => {
    const found: Record<string, string> = {};
    if (!supplierId) found.supplierId = MESSAGES.QUOTATION_EXPENSE_SUPPLIER_REQUIRED;
    if (!isPurchaseTitleValid(title)) found.title = MESSAGES.QUOTATION_EXPENSE_TITLE_TOO_SHORT;
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate({ quotationId, supplierId, title });
  };
  return (
    <form
      className="purchase-add form-grid"
      aria-label="Nouvel achat fournisseur"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label="Fournisseur" required error={errors.supplierId}>
        <select
          id={`purchase-add-supplier-${quotationId}`}
          className="input"
          value={supplierId}
          onChange={(event) => setSupplierId(Number(event.target.value))}
        >
          <option value={0}>Choisissez un fournisseur…</option>
          {(suppliers.data?.items ?? []).map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.name}
              {supplier.city ? ` (${supplier.city})` : ""}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Titre" required error={errors.title}>
        <input
          id={`purchase-add-title-${quotationId}`}
          className={`input${title && !isPurchaseTitleValid(title) ? " is-invalid" : ""}`}
          placeholder={hint.data?.placeholder ?? "Obligatoire : nom du client - objet de l'achat"}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      <div className="purchase-add-actions">
        <Button onClick={onDone}>Annuler</Button>
        <Button variant="primary" type="submit" busy={create.isPending}>
          Enregistrer l'achat
        </Button>
      </div>
    </form>
  );
}
