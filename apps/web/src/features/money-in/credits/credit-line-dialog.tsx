import { MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { FormModal } from "../../../ui/form-modal";
import { TextField } from "../../../ui/text-field";
import { useToast } from "../../../ui/toast";
import { DocumentLineFields } from "../../proposals/document-lines/document-line-fields";
import { type CreditLine, type CreditLineDraft, draftOfCreditLine } from "./credit-edit-form";

interface Props {
  line: CreditLine;
  onClose(): void;
  onSaved(): void;
}

/**
 * A credit line's edition: every field, a free-text line too (a credit's free line carries an
 * amount: quantity 1, price 0, VAT 20 by default, spec §9).
 */
export function CreditLineDialog({ line, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<CreditLineDraft>(draftOfCreditLine(line));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const update = trpc.creditLine.update.useMutation({
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
  const set = (changes: Partial<CreditLineDraft>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <FormModal
      title="Modifier la ligne"
      formId="credit-line-form"
      saving={update.isPending}
      onSubmit={() => update.mutate({ id: line.id, ...draft })}
      onClose={onClose}
      size="lg"
      className="form-grid"
    >
      <DocumentLineFields
        values={draft}
        onChange={set}
        errors={errors}
        idPrefix="cl"
        extra={
          <TextField
            label="Ordre"
            id="cl-order"
            inputMode="decimal"
            value={draft.indexOrder}
            error={errors.indexOrder}
            onChange={(indexOrder) => set({ indexOrder })}
          />
        }
      />
    </FormModal>
  );
}
