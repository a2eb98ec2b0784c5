import type { Cents } from "@tronc/domain";
import {
  centsToEuroNumber,
  formatMessage,
  SUPPLIER_INVOICE_FIELD_LABELS,
  type SupplierInvoiceRequiredField,
} from "@tronc/domain";
import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage, domainErrorOf, fieldErrorsOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { DateInput } from "../../../ui/date-input";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { MoneyInput } from "../../../ui/money-input";
import { PdfFileField } from "../../../ui/pdf-file-field";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";

const UPLOAD_PATH = "/compta/supplier-invoice/pdf";

interface Draft {
  invoiceNumber: string;
  amountCents: Cents | null;
  amountTvaCents: Cents | null;
  paymentAt: string;
  invoiceReceivedAt: string;
  invoiceAt: string;
}

const EMPTY: Draft = {
  invoiceNumber: "",
  amountCents: null,
  amountTvaCents: null,
  paymentAt: "",
  invoiceReceivedAt: "",
  invoiceAt: "",
};

type ErrorKey = SupplierInvoiceRequiredField | "supplierId" | "fileId" | "purchaseOrderId" | "form";
type Errors = Partial<Record<ErrorKey, string>>;

const ERROR_KEYS: readonly string[] = [
  ...Object.keys(SUPPLIER_INVOICE_FIELD_LABELS),
  "supplierId",
  "fileId",
  "purchaseOrderId",
];
const required = (field: SupplierInvoiceRequiredField) =>
  formatMessage("SUPPLIER_INVOICE_FIELD_REQUIRED", { label: SUPPLIER_INVOICE_FIELD_LABELS[field] });

/** The fields typed from the PDF, every one required once it is attached (spec §5). */
function missingFields(draft: Draft): Errors {
  const missing: Errors = {};
  if (!draft.invoiceNumber.trim()) missing.invoiceNumber = required("invoiceNumber");
  if (draft.amountCents === null) missing.amount = required("amount");
  if (draft.amountTvaCents === null) missing.amountTva = required("amountTva");
  if (!draft.paymentAt) missing.paymentAt = required("paymentAt");
  if (!draft.invoiceReceivedAt) missing.invoiceReceivedAt = required("invoiceReceivedAt");
  if (!draft.invoiceAt) missing.invoiceAt = required("invoiceAt");
  return missing;
}

interface Props {
  /** Decision 6: the order the invoice is recorded for (its supplier chosen, linked at creation). */
  purchaseOrder: { id: number; reference: string; supplier: { id: number; name: string } } | null;
  onClose(): void;
}

/**
 * 'Enregistrement d'une facture fournisseur': the supplier first (an active one), then its PDF, then
 * the fields typed from it, all required once the PDF is there. Saved, the invoice opens.
 */
export function SupplierInvoiceCreateModal({ purchaseOrder, onClose }: Props) {
  const toast = useToast();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [supplierId, setSupplierId] = useState<number | null>(purchaseOrder?.supplier.id ?? null);
  const [file, setFile] = useState<{ id: number; filename: string } | null>(null);
  const picked = useRef("facture.pdf");
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const suppliers = trpc.supplier.search.useQuery(
    { active: true, page: 1, pageSize: 10_000 },
    { staleTime: 60_000, enabled: purchaseOrder === null },
  );
  const create = trpc.supplierInvoice.create.useMutation({
    onSuccess: async (invoice) => {
      toast.success("La facture fournisseur est bien enregistrée");
      await utils.supplierInvoiceList.invalidate();
      navigate(routeUrl("admin-compta-supplier-invoice-edit", { id: invoice.id }));
    },
    onError: (error) => {
      const refusal = domainErrorOf(error);
      const [field, messages] = Object.entries(fieldErrorsOf(error))[0] ?? [];
      const key = refusal?.field ?? field ?? "form";
      const message = messages?.[0] ?? apiErrorMessage(error);
      setErrors({ [ERROR_KEYS.includes(key) ? key : "form"]: message });
      toast.error(message);
    },
  });
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const submit = () => {
    if (supplierId === null) {
      setErrors({ supplierId: formatMessage("SUPPLIER_INVOICE_SUPPLIER_REQUIRED") });
      return;
    }
    const missing = file ? missingFields(draft) : {};
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    create.mutate({
      supplierId,
      purchaseOrderId: purchaseOrder?.id ?? null,
      ...(file
        ? {
            fileId: file.id,
            invoiceNumber: draft.invoiceNumber.trim(),
            amount: draft.amountCents === null ? null : centsToEuroNumber(draft.amountCents),
            amountTva: draft.amountTvaCents === null ? null : centsToEuroNumber(draft.amountTvaCents),
            paymentAt: draft.paymentAt,
            invoiceReceivedAt: draft.invoiceReceivedAt,
            invoiceAt: draft.invoiceAt,
          }
        : {}),
    });
  };
  const choices = suppliers.data?.items ?? [];
  return (
    <FormModal
      title="Enregistrement d'une facture fournisseur"
      formId="supplier-invoice-create"
      saving={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="stack supplier-invoice-create"
    >
      {purchaseOrder ? (
        <>
          <Field label="Fournisseur" required error={errors.supplierId}>
            <input id="supplier-invoice-create-supplier" value={purchaseOrder.supplier.name} readOnly />
          </Field>
          <p className="supplier-invoice-create-order" data-testid="supplier-invoice-create-order">
            Bon de commande lié à la création : <strong>{purchaseOrder.reference}</strong>
          </p>
          {errors.purchaseOrderId && (
            <p className="alert alert-danger" role="alert">
              {errors.purchaseOrderId}
            </p>
          )}
        </>
      ) : (
        <>
          <QueryStatus query={suppliers} loadingLabel="Chargement des fournisseurs…" />
          <Field label="Fournisseur" required error={errors.supplierId}>
            <select
              id="supplier-invoice-create-supplier"
              value={supplierId ?? ""}
              onChange={(event) => setSupplierId(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">Choisir…</option>
              {choices.map((supplier) => (
                <option key={supplier.id} value={supplier.id}>
                  {supplier.name}
                </option>
              ))}
            </select>
          </Field>
        </>
      )}
      {supplierId !== null && (
        // The picked file's name is read before the field uploads it (the upload answers its id only).
        <div
          className="field supplier-invoice-create-file"
          onChangeCapture={(event) => {
            const chosen = (event.target as HTMLInputElement).files?.[0];
            if (chosen) picked.current = chosen.name;
          }}
        >
          <PdfFileField
            file={file}
            uploadPath={UPLOAD_PATH}
            onLink={async (fileId) => {
              setFile(fileId === null ? null : { id: fileId, filename: picked.current });
              setErrors({});
            }}
            savedMessage="La facture fournisseur est jointe"
            confirmMessage={formatMessage("SUPPLIER_INVOICE_FILE_DELETE_CONFIRM")}
            removeLabel="Retirer"
            removeAriaLabel="Retirer le PDF de la facture"
            addLabel="Joindre le PDF de la facture"
            replaceLabel="Remplacer le PDF"
            emptyText="Joignez le PDF reçu du fournisseur pour saisir la facture."
            inputId="supplier-invoice-create-pdf"
            inputLabel="PDF de la facture fournisseur"
            className="supplier-invoice-create-pdf"
          >
            <span className="field-label">Facture fournisseur (PDF)</span>
          </PdfFileField>
          {errors.fileId && (
            <span className="field-error" role="alert">
              {errors.fileId}
            </span>
          )}
        </div>
      )}
      {file && (
        <div className="form-grid">
          <Field label="Numéro de facture" required error={errors.invoiceNumber}>
            <input
              id="supplier-invoice-create-number"
              maxLength={60}
              value={draft.invoiceNumber}
              onChange={(event) => set({ invoiceNumber: event.target.value })}
            />
          </Field>
          <Field label="Montant TTC" required error={errors.amount}>
            <MoneyInput
              id="supplier-invoice-create-amount"
              value={draft.amountCents}
              onChange={(amountCents) => set({ amountCents })}
            />
          </Field>
          <Field label="Montant TVA" required error={errors.amountTva}>
            <MoneyInput
              id="supplier-invoice-create-tva"
              value={draft.amountTvaCents}
              onChange={(amountTvaCents) => set({ amountTvaCents })}
            />
          </Field>
          <Field label="Date de paiement" required error={errors.paymentAt}>
            <DateInput
              id="supplier-invoice-create-payment-at"
              value={draft.paymentAt}
              onChange={(paymentAt) => set({ paymentAt })}
            />
          </Field>
          <Field label="Date de réception" required error={errors.invoiceReceivedAt}>
            <DateInput
              id="supplier-invoice-create-received-at"
              value={draft.invoiceReceivedAt}
              onChange={(invoiceReceivedAt) => set({ invoiceReceivedAt })}
            />
          </Field>
          <Field label="Date de facture" required error={errors.invoiceAt}>
            <DateInput
              id="supplier-invoice-create-invoice-at"
              value={draft.invoiceAt}
              onChange={(invoiceAt) => set({ invoiceAt })}
            />
          </Field>
        </div>
      )}
      {errors.form && (
        <p className="alert alert-danger" role="alert">
          {errors.form}
        </p>
      )}
    </FormModal>
  );
}
