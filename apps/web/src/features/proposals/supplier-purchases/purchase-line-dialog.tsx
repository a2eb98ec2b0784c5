import { formatCentsAsDecimal, MESSAGES, UNITIES } from "@tronc/domain";
import { useState } from "react";
import { domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { TextField } from "../../../ui/text-field";
import { useToast } from "../../../ui/toast";
import { UnityOptions } from "../../../ui/unity-options";
import { frenchDecimal, type Purchase, type PurchaseLine, usePurchasesChanged } from "./purchase-format";

interface LineForm {
  productTypeId: number;
  name: string;
  description: string;
  quantity: string;
  unity: string;
  unitPrice: string;
  tva: string;
  discount: string;
  delivery: string;
}

const formOf = (line: PurchaseLine | null): LineForm =>
  line
    ? {
        productTypeId: line.productType?.id ?? 0,
        name: line.name,
        description: line.description,
        quantity: frenchDecimal(line.quantity),
        unity: line.unity,
        unitPrice: formatCentsAsDecimal(line.unitPriceCents),
        tva: frenchDecimal(line.vatRate),
        discount: frenchDecimal(line.discountPercent),
        delivery: String(line.deliveryDays),
      }
    : // §9 defaults: VAT 20, quantity 1, unit 'unité', discount 0, delivery 0.
      {
        productTypeId: 0,
        name: "",
        description: "",
        quantity: "1",
        unity: "UNITY_UNITY",
        unitPrice: "",
        tva: "20",
        discount: "0",
        delivery: "0",
      };

/** The amounts after the unit, in order: the form's key, the id suffix, the label. */
const NUMBER_FIELDS: readonly {
  key: "unitPrice" | "tva" | "discount" | "delivery";
  id: string;
  label: string;
  required?: boolean;
  inputMode: "decimal" | "numeric";
}[] = [
  { key: "unitPrice", id: "price", label: "Prix unitaire HT (€)", required: true, inputMode: "decimal" },
  { key: "tva", id: "tva", label: "TVA (%)", required: true, inputMode: "decimal" },
  { key: "discount", id: "discount", label: "Remise (%)", inputMode: "decimal" },
  { key: "delivery", id: "delivery", label: "Livraison (jours ouvrés)", inputMode: "numeric" },
];

/** Add or edit a purchase line: the product type among the supplier's offers pre-fills the line. */
export function PurchaseLineDialog({
  purchase,
  line,
  onClose,
}: {
  purchase: Purchase;
  line: PurchaseLine | null;
  onClose(): void;
}) {
  const [form, setForm] = useState<LineForm>(() => formOf(line));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const offers = trpc.quotationExpense.supplierOffers.useQuery({ supplierId: purchase.supplier.id });
  const toast = useToast();
  const changed = usePurchasesChanged();
  const onSuccess = () => {
    toast.success(line ? "La ligne d'achat est modifiée" : "La ligne d'achat est ajoutée");
    changed();
    onClose();
  };
  const onError = (failure: { message: string }) => {
    const info = domainErrorOf(failure);
    if (info?.field) setErrors({ [info.field]: info.message });
    else toast.error(info?.message ?? failure.message);
  };
  const create = trpc.purchaseLine.create.useMutation({ onSuccess, onError });
  const update = trpc.purchaseLine.update.useMutation({ onSuccess, onError });
  const set = (patch: Partial<LineForm>) => setForm((current) => ({ ...current, ...patch }));

  const pick = (productTypeId: number) => {
    const offer = offers.data?.find((candidate) => candidate.productTypeId === productTypeId);
    if (!offer || line) return set({ productTypeId });
    set({
      productTypeId,
      name: offer.productTypeName,
      unitPrice: formatCentsAsDecimal(offer.priceHtCents),
      tva: frenchDecimal(offer.vatRate),
      unity: offer.unity,
      delivery: String(offer.deliveryDays),
    });
  };
  const submit = () => {
    if (!form.productTypeId)
      return setErrors({ productTypeId: MESSAGES.PURCHASE_LINE_PRODUCT_TYPE_REQUIRED });
    setErrors({});
    const fields = { ...form, productTypeId: form.productTypeId };
    if (line) update.mutate({ id: line.id, ...fields });
    else create.mutate({ quotationExpenseId: purchase.id, ...fields });
  };
  const id = (name: string) => `purchase-line-${name}`;

  return (
    <FormModal
      title={line ? "Modifier la ligne d'achat" : `Ajouter un produit — ${purchase.supplier.name}`}
      formId="purchase-line-form"
      saving={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="form-grid"
    >
      <Field label="Produit" required error={errors.productTypeId} wide>
        <select
          id={id("type")}
          className="input"
          value={form.productTypeId}
          onChange={(e) => pick(Number(e.target.value))}
        >
          <option value={0}>Choisissez un produit du fournisseur…</option>
          {(offers.data ?? [])
            .filter((offer) => offer.isEnabled || offer.productTypeId === line?.productType?.id)
            .map((offer) => (
              <option key={offer.productTypeId} value={offer.productTypeId}>
                {offer.productTypeName}
                {offer.isFood ? " (produit périssable)" : ""}
              </option>
            ))}
        </select>
      </Field>
      <TextField
        label="Nom"
        id={id("name")}
        value={form.name}
        error={errors.name}
        required
        wide
        onChange={(name) => set({ name })}
      />
      <Field label="Description" error={errors.description} wide>
        <textarea
          id={id("description")}
          className="input"
          rows={2}
          value={form.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Field>
      <TextField
        label="Quantité"
        id={id("quantity")}
        inputMode="decimal"
        value={form.quantity}
        error={errors.quantity}
        required
        onChange={(quantity) => set({ quantity })}
      />
      <Field label="Unité" required error={errors.unity}>
        <select
          id={id("unity")}
          className="input"
          value={form.unity}
          onChange={(e) => set({ unity: e.target.value })}
        >
          <UnityOptions unities={UNITIES} />
        </select>
      </Field>
      {NUMBER_FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          id={id(field.id)}
          inputMode={field.inputMode}
          value={form[field.key]}
          error={errors[field.key]}
          required={field.required}
          onChange={(value) => set({ [field.key]: value })}
        />
      ))}
    </FormModal>
  );
}
