import { formatCentsAsDecimal, MESSAGES } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import type { SupplierInvoiceLine } from "./supplier-invoice-edit-form";

interface Props {
  line: SupplierInvoiceLine;
  onClose(): void;
  onSaved(): void;
}

interface LineDraft {
  name: string;
  quantity: string;
  unitPrice: string;
  tva: string;
}

const decimal = (value: string) => value.replace(".", ",");

/** A line as the supplier invoiced it: name, quantity, unit price HT and VAT rate (the server reads them). */
export function SupplierInvoiceLineDialog({ line, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<LineDraft>({
    name: line.name,
    quantity: decimal(line.quantity),
    unitPrice: formatCentsAsDecimal(line.unitPriceCents),
    tva: decimal(line.vatRate),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof LineDraft, string>>>({});
  const toast = useToast();
  const update = trpc.supplierInvoice.lineUpdate.useMutation({
    onSuccess: () => {
      toast.success(MESSAGES.CHANGE_SAVED);
      onSaved();
      onClose();
    },
    onError: (error) => {
      const field = domainErrorOf(error)?.field;
      const message = apiErrorMessage(error);
      setErrors(field ? { [field]: message } : {});
      toast.error(message);
    },
  });
  const input = (key: keyof LineDraft, decimalInput = true) => (
    <input
      id={`sil-${key}`}
      className="input"
      inputMode={decimalInput ? "decimal" : undefined}
      autoComplete="off"
      value={draft[key]}
      onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
    />
  );
  return (
    <FormModal
      title="Modifier la ligne"
      formId="supplier-invoice-line-form"
      saving={update.isPending}
      onSubmit={() => update.mutate({ id: line.id, ...draft })}
      onClose={onClose}
      className="form-grid"
    >
      <Field label="Désignation" error={errors.name} required wide>
        {input("name", false)}
      </Field>
      <Field label="Quantité" error={errors.quantity} required>
        {input("quantity")}
      </Field>
      <Field label="Prix unitaire HT (€)" error={errors.unitPrice} required>
        {input("unitPrice")}
      </Field>
      <Field label="TVA (%)" error={errors.tva} required>
        {input("tva")}
      </Field>
    </FormModal>
  );
}
