import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { TextField } from "../../../ui/text-field";
import { useToast } from "../../../ui/toast";
import {
  DocumentLineDescription,
  DocumentLineFields,
} from "../../proposals/document-lines/document-line-fields";
import {
  draftOfInvoiceLine,
  type InvoiceLine,
  type InvoiceLineDraft,
  isFreeTextLine,
} from "./invoice-edit-form";

interface Props {
  line: InvoiceLine;
  onClose(): void;
  onSaved(): void;
}

/** A line's edition: a product line every field, a free-text line only its text and its order. */
export function InvoiceLineDialog({ line, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<InvoiceLineDraft>(draftOfInvoiceLine(line));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const freeText = isFreeTextLine(line);
  const update = trpc.invoiceLine.update.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.CHANGE_SAVED);
      onSaved();
      onClose();
    },
    onError: (error) => {
      const field = domainErrorOf(error)?.field;
      const message = apiErrorMessage(error);
      if (field) setErrors({ [field]: message });
      toast.error(message);
    },
  });
  const set = (changes: Partial<InvoiceLineDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const order = (
    <TextField
      label="Ordre"
      id="il-order"
      inputMode="decimal"
      value={draft.indexOrder}
      error={errors.indexOrder}
      onChange={(indexOrder) => set({ indexOrder })}
    />
  );
  const submit = () =>
    update.mutate(
      freeText
        ? { id: line.id, description: draft.description, indexOrder: draft.indexOrder }
        : { id: line.id, ...draft },
    );

  return (
    <FormModal
      title={freeText ? "Modifier le texte libre" : "Modifier la ligne"}
      formId="invoice-line-form"
      saving={update.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
      className="form-grid"
    >
      {freeText ? (
        <>
          {order}
          <DocumentLineDescription
            value={draft.description}
            error={errors.description}
            onChange={(description) => set({ description })}
          />
        </>
      ) : (
        <DocumentLineFields values={draft} onChange={set} errors={errors} idPrefix="il" extra={order} />
      )}
    </FormModal>
  );
}
