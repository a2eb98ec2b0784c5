import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import { checkRate, VAT_MESSAGES } from "./vat-messages";
import { VatRateField } from "./vat-rate-field";

/** 'Ajouter une nouvelle TVA': one field, 'Taux en %'. A rate that exists is refused by the server. */
export function VatCreateDialog({ onClose }: { onClose(): void }) {
  const [rate, setRate] = useState("");
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.vat.create.useMutation({
    onSuccess: () => {
      toast.success(VAT_MESSAGES.saved);
      void utils.vat.list.invalidate();
      onClose();
    },
    // 'Cette TVA existe déjà' is a toast (spec document 3 §8); the modal stays open to correct it.
    onError: (failure) => toast.error(apiErrorMessage(failure)),
  });

  const submit = () => {
    const problem = checkRate(rate);
    setError(problem);
    if (!problem) create.mutate({ tva: rate });
  };

  return (
    <FormModal
      title="Ajouter une nouvelle TVA"
      formId="vat-create-form"
      className="vat-form"
      size="sm"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <VatRateField
        id="vat-new-rate"
        value={rate}
        error={error}
        onChange={(value) => {
          setRate(value);
          if (error) setError(checkRate(value));
        }}
      />
    </FormModal>
  );
}
