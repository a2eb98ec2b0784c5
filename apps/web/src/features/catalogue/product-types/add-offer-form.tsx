import type { Unity } from "@tronc/domain";
import { type FormEvent, useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { useToast } from "../../../ui/toast";
import { type OfferField, UNITY_OPTIONS, vatLabel } from "./offer-fields";
import type { ProductTypeSheet } from "./product-type-form";

interface AddOfferFormProps {
  type: ProductTypeSheet;
  vatRates: { id: number; tva: number }[];
  onAdded(): void;
}

const SUPPLIER_REQUIRED = "Choisissez un fournisseur";

/** 'Nouveau fournisseur' + 'Ajouter': the supplier, its price HT, unit, VAT (20 % by default) and delay. */
export function AddOfferForm({ type, vatRates, onAdded }: AddOfferFormProps) {
  const defaultVat = vatRates.find((rate) => rate.tva === 20)?.id ?? null;
  const [supplierId, setSupplierId] = useState("");
  const [priceHT, setPriceHT] = useState("");
  const [unity, setUnity] = useState<Unity>("UNITY_UNITY");
  const [vatRateId, setVatRateId] = useState<number | null>(null);
  const [delivery, setDelivery] = useState("");
  const [errors, setErrors] = useState<Partial<Record<OfferField, string>>>({});
  const toast = useToast();

  const create = trpc.supplierProductType.create.useMutation({
    onSuccess: (offer) => {
      toast.success(`${offer.supplier.name} propose désormais ce produit`);
      setSupplierId("");
      setPriceHT("");
      setDelivery("");
      setErrors({});
      onAdded();
    },
    onError: (failure) => {
      const refusal = domainErrorOf(failure);
      const field = refusal?.field as OfferField | undefined;
      if (refusal && field) setErrors({ [field]: refusal.message });
      else toast.error(apiErrorMessage(failure));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!supplierId) {
      setErrors({ troncCommunSupplier: SUPPLIER_REQUIRED });
      return;
    }
    create.mutate({
      productTypeId: type.id,
      supplierId: Number(supplierId),
      priceHT,
      unity,
      vatRateId: vatRateId ?? defaultVat,
      delivery,
    });
  };

  return (
    <form className="pt-add-offer" onSubmit={submit} noValidate aria-label="Ajouter un fournisseur">
      <Field label="Nouveau fournisseur" error={errors.troncCommunSupplier}>
        <select
          id="offer-new-supplier"
          value={supplierId}
          onChange={(event) => setSupplierId(event.target.value)}
        >
          <option value="">
            {type.availableSuppliers.length === 0
              ? "Aucun autre fournisseur actif"
              : "Choisir un fournisseur…"}
          </option>
          {type.availableSuppliers.map((supplier) => (
            <option key={supplier.id} value={supplier.id}>
              {supplier.name}
              {supplier.city ? ` (${supplier.city})` : ""}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Prix HT" error={errors.priceHT}>
        <input
          id="offer-new-price"
          inputMode="decimal"
          placeholder="12,50"
          value={priceHT}
          onChange={(event) => setPriceHT(event.target.value)}
        />
      </Field>
      <Field label="Unité" error={errors.unity}>
        <select
          id="offer-new-unity"
          value={unity}
          onChange={(event) => setUnity(event.target.value as Unity)}
        >
          {UNITY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="TVA" error={errors.tva}>
        <select
          id="offer-new-vat"
          value={vatRateId ?? defaultVat ?? ""}
          onChange={(event) => setVatRateId(Number(event.target.value))}
        >
          {vatRates.map((rate) => (
            <option key={rate.id} value={rate.id}>
              {vatLabel(rate.tva)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Délai (jours)" error={errors.delivery}>
        <input
          id="offer-new-delay"
          inputMode="decimal"
          placeholder="2"
          value={delivery}
          onChange={(event) => setDelivery(event.target.value)}
        />
      </Field>
      <div className="pt-add-action">
        <Button
          variant="primary"
          type="submit"
          busy={create.isPending}
          disabled={type.availableSuppliers.length === 0}
        >
          Ajouter
        </Button>
      </div>
    </form>
  );
}
