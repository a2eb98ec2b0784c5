import { formatEuros, formatMessage, UNITY_LABELS } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { useToast } from "../../../ui/toast";
import { DocumentLineFields } from "../document-lines/document-line-fields";
import { deliveryLabel, percentLabel, type QuotationLine } from "./quotation-format";
import {
  draftOfLine,
  draftOfProduct,
  EMPTY_LINE,
  FREE_TEXT_DRAFT,
  FREE_TEXT_PLACEHOLDER,
  type LineDraft,
  lineFields,
  productIdOf,
} from "./quotation-line-form";

const FORM_ID = "quotation-line-form";

interface Props {
  quotationId: number;
  /** The line edited; null adds one. */
  line: QuotationLine | null;
  onClose(): void;
  onSaved(): void;
}

/** 'Ajouter un produit' (a product of the group company, or free text) and a line's edition. */
export function QuotationLineDialog({ quotationId, line, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<LineDraft>(line ? draftOfLine(line) : EMPTY_LINE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const options = trpc.quotation.productOptions.useQuery({ quotationId }, { enabled: line === null });
  const onError = (error: unknown) => {
    const field = domainErrorOf(error)?.field;
    const message = apiErrorMessage(error);
    if (field) setErrors({ [field]: message });
    toast.error(message);
  };
  const done = () => {
    onSaved();
    onClose();
  };
  const create = trpc.quotationLine.create.useMutation({ onSuccess: done, onError });
  const update = trpc.quotationLine.update.useMutation({ onSuccess: done, onError });
  const productId = productIdOf(draft.source);
  const product = options.data?.find((option) => option.id === productId) ?? null;
  const chosen = draft.source !== "";
  const set = (changes: Partial<LineDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const kept = { ...current };
      for (const key of Object.keys(changes)) delete kept[key];
      return kept;
    });
  };

  const choose = (source: string) => {
    setErrors({});
    if (source === "free") setDraft(FREE_TEXT_DRAFT);
    else {
      const picked = options.data?.find((option) => `product:${option.id}` === source);
      setDraft(picked ? draftOfProduct(picked) : EMPTY_LINE);
    }
  };

  const submit = () => {
    if (line) return update.mutate({ id: line.id, ...lineFields(draft) });
    if (!chosen) return setErrors({ source: "Choisissez un produit ou le texte libre." });
    const missing = product?.linkedPurchases.find((purchase) => !draft.suppliers[purchase.id]);
    if (missing) {
      toast.error(formatMessage("QUOTATION_SUPPLIER_REQUIRED", { product: missing.productType.name }));
      return;
    }
    create.mutate({
      quotationId,
      triangleProductId: productId,
      ...lineFields(draft),
      linkedPurchases: product?.linkedPurchases.map((purchase) => ({
        triangleProductExpenseId: purchase.id,
        supplierId: draft.suppliers[purchase.id] || null,
      })),
    });
  };

  return (
    <FormModal
      title={line ? "Modifier la ligne" : "Ajouter un produit"}
      formId={FORM_ID}
      saving={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
      className="form-grid"
    >
      {!line && (
        <Field label="Produit" error={errors.source} required wide>
          <select
            id="ql-product"
            className="input"
            value={draft.source}
            onChange={(event) => choose(event.target.value)}
          >
            <option value="">Choisir un produit…</option>
            <option value="free">Texte libre</option>
            {options.data?.map((option) => (
              <option key={option.id} value={`product:${option.id}`}>
                {option.name} — {formatEuros(option.priceCents)}
              </option>
            ))}
          </select>
        </Field>
      )}
      {product?.linkedPurchases.map((purchase) => (
        <Field
          key={purchase.id}
          label={`Fournisseur pour ${purchase.productType.name} (× ${purchase.quantity.replace(".", ",")})`}
          required
          wide
        >
          <select
            id={`ql-supplier-${purchase.id}`}
            className="input"
            value={draft.suppliers[purchase.id] ?? 0}
            onChange={(event) =>
              set({ suppliers: { ...draft.suppliers, [purchase.id]: Number(event.target.value) } })
            }
          >
            <option value={0}>Choisir un fournisseur…</option>
            {purchase.offers.map((offer) => (
              <option key={offer.id} value={offer.supplierId}>
                {offer.supplierName} — {formatEuros(offer.priceHtCents)} HT / {UNITY_LABELS[offer.unity].one},
                TVA {percentLabel(offer.vatRate)}, livraison {deliveryLabel(offer.deliveryDays)}
              </option>
            ))}
          </select>
        </Field>
      ))}
      <DocumentLineFields
        values={draft}
        onChange={set}
        errors={errors}
        idPrefix="ql"
        locked={!chosen}
        namePlaceholder={draft.source === "free" ? FREE_TEXT_PLACEHOLDER : undefined}
      />
    </FormModal>
  );
}
