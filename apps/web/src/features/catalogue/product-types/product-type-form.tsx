import { MESSAGES } from "@tronc/domain";
import { type FormEvent, useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { type RouterOutputs, trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";
import { nameProblem } from "./product-type-create-dialog";

export type ProductTypeSheet = RouterOutputs["productType"]["get"];

const draftOf = (type: ProductTypeSheet) => ({
  name: type.name,
  isFood: type.isFood,
  isEnabled: type.isEnabled,
  description: type.description ?? "",
});

/** Name, 'Produit périssable', 'Activé' and description; 'Enregistrer' for super admins, read-only otherwise. */
export function ProductTypeForm({ type }: { type: ProductTypeSheet }) {
  const [draft, setDraft] = useState(() => draftOf(type));
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();

  const update = trpc.productType.update.useMutation({
    onSuccess: (saved) => {
      toast.success(MESSAGES.PRODUCT_TYPE_SAVED);
      utils.productType.get.setData({ id: saved.id }, saved);
      void utils.productType.search.invalidate();
    },
    onError: (failure) => {
      const refusal = domainErrorOf(failure);
      if (refusal?.field === "name") setError(refusal.message);
      else toast.error(apiErrorMessage(failure));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(draft.name);
    setError(problem);
    if (!problem) update.mutate({ id: type.id, ...draft });
  };

  if (!type.canEdit) {
    return (
      <section className="card pt-identity" aria-label="Produit type">
        <div className="card-body">
          <dl className="pt-facts">
            <dt>Produit périssable</dt>
            <dd>{type.isFood ? "Oui" : "Non"}</dd>
            <dt>Activé</dt>
            <dd>{type.isEnabled ? "Oui" : "Non"}</dd>
            <dt>Description</dt>
            <dd className="pt-description">
              {type.description || <span className="muted">Aucune description</span>}
            </dd>
          </dl>
        </div>
      </section>
    );
  }

  return (
    <form className="card pt-identity" onSubmit={submit} noValidate aria-label="Produit type">
      <div className="card-body">
        <Field label="Nom" required error={error}>
          <input
            id="product-type-name"
            autoComplete="off"
            value={draft.name}
            onChange={(event) => {
              const name = event.target.value;
              setDraft((all) => ({ ...all, name }));
              if (error) setError(nameProblem(name));
            }}
          />
        </Field>
        <div className="pt-switches">
          <Switch
            id="product-type-food"
            label="Produit périssable"
            checked={draft.isFood}
            onChange={(isFood) => setDraft((all) => ({ ...all, isFood }))}
          />
          <Switch
            id="product-type-enabled"
            label="Activé"
            checked={draft.isEnabled}
            onChange={(isEnabled) => setDraft((all) => ({ ...all, isEnabled }))}
          />
        </div>
        <Field label="Description">
          <textarea
            id="product-type-description"
            rows={5}
            value={draft.description}
            onChange={(event) => {
              const description = event.target.value;
              setDraft((all) => ({ ...all, description }));
            }}
          />
        </Field>
      </div>
      <div className="card-footer form-actions">
        <Button variant="primary" type="submit" busy={update.isPending}>
          Enregistrer
        </Button>
      </div>
    </form>
  );
}
