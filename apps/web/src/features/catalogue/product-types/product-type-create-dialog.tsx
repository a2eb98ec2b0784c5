import { MESSAGES, PRODUCT_TYPE_NAME_MIN } from "@tronc/domain";
import { useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { Switch } from "../../../ui/switch";
import { useToast } from "../../../ui/toast";

/** The name the modal accepts: the domain's rule, said before sending. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return MESSAGES.PRODUCT_TYPE_NAME_REQUIRED;
  return trimmed.length < PRODUCT_TYPE_NAME_MIN ? MESSAGES.PRODUCT_TYPE_NAME_TOO_SHORT : null;
}

/** 'Créer un produit type': name (valid above 1 character) and 'Produit périssable'; then its view opens. */
export function ProductTypeCreateDialog({ onClose }: { onClose(): void }) {
  const [name, setName] = useState("");
  const [isFood, setIsFood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const create = trpc.productType.create.useMutation({
    onSuccess: (created) => {
      toast.success(MESSAGES.PRODUCT_TYPE_CREATED);
      utils.productType.get.setData({ id: created.id }, created);
      void utils.productType.search.invalidate();
      onClose();
      navigate(routeUrl("admin-tronc-commun-product-type-view", { id: created.id }));
    },
    onError: (failure) => {
      const refusal = domainErrorOf(failure);
      if (refusal?.field === "name") setError(refusal.message);
      else toast.error(apiErrorMessage(failure));
    },
  });
  const valid = nameProblem(name) === null;

  return (
    <FormModal
      title="Créer un produit type"
      formId="product-type-create-form"
      size="sm"
      saving={create.isPending}
      onSubmit={() => {
        const problem = nameProblem(name);
        setError(problem);
        if (!problem) create.mutate({ name, isFood });
      }}
      onClose={onClose}
    >
      <Field label="Nom" required error={error}>
        <input
          id="product-type-new-name"
          className={valid ? "pt-valid" : undefined}
          autoComplete="off"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(nameProblem(event.target.value));
          }}
        />
      </Field>
      <Switch id="product-type-new-food" label="Produit périssable" checked={isFood} onChange={setIsFood} />
    </FormModal>
  );
}
