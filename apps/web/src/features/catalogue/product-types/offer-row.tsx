import { formatEuros, MESSAGES, UNITY_LABELS } from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { useToast } from "../../../ui/toast";
import {
  delayLabel,
  type Offer,
  type OfferDraft,
  offerDraftOf,
  UNITY_OPTIONS,
  vatLabel,
} from "./offer-fields";

interface OfferRowProps {
  offer: Offer;
  vatRates: { id: number; tva: number }[];
  onChanged(): void;
}

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}

/** One supplier offering the type: price HT, unit, VAT and delay edited in place, 'OK' saves the row. */
export function OfferRow({ offer, vatRates, onChanged }: OfferRowProps) {
  const [draft, setDraft] = useState<OfferDraft>(() => offerDraftOf(offer));
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const confirm = useConfirm();
  const supplier = `${offer.supplier.name}${offer.supplier.city ? ` (${offer.supplier.city})` : ""}`;

  const update = trpc.supplierProductType.update.useMutation({
    onSuccess: (saved) => {
      setError(null);
      setDraft(offerDraftOf(saved));
      toast.success(MESSAGES.CHANGE_SAVED);
      onChanged();
    },
    onError: (failure) => setError(domainErrorOf(failure)?.message ?? apiErrorMessage(failure)),
  });
  const remove = trpc.supplierProductType.delete.useMutation({
    onSuccess: () => {
      toast.success(`${offer.supplier.name} ne propose plus ce produit`);
      onChanged();
    },
    onError: (failure) => toast.error(apiErrorMessage(failure)),
  });

  if (!offer.canEdit) {
    return (
      <tr data-offer-id={offer.id}>
        <td>{supplier}</td>
        <td className="num">{formatEuros(offer.priceHtCents)}</td>
        <td>{UNITY_LABELS[offer.unity].one}</td>
        <td>{vatLabel(offer.tva)}</td>
        <td>{delayLabel(offer.deliveryDays)}</td>
      </tr>
    );
  }

  const set = <K extends keyof OfferDraft>(name: K, value: OfferDraft[K]) =>
    setDraft((all) => ({ ...all, [name]: value }));
  const label = (what: string) => `${what} de ${offer.supplier.name}`;

  return (
    <>
      <tr data-offer-id={offer.id} className={error ? "has-error" : undefined}>
        <td>{supplier}</td>
        <td>
          <span className="input-with-suffix pt-price">
            <input
              className="input"
              inputMode="decimal"
              aria-label={label("Prix HT")}
              aria-invalid={error ? true : undefined}
              value={draft.priceHT}
              onChange={(event) => set("priceHT", event.target.value)}
            />
            <span className="input-suffix" aria-hidden="true">
              €
            </span>
          </span>
        </td>
        <td>
          <select
            className="input"
            aria-label={label("Unité")}
            value={draft.unity}
            onChange={(event) => set("unity", event.target.value as OfferDraft["unity"])}
          >
            {UNITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </td>
        <td>
          <select
            className="input"
            aria-label={label("TVA")}
            value={draft.vatRateId ?? ""}
            onChange={(event) => set("vatRateId", Number(event.target.value))}
          >
            {vatRates.map((rate) => (
              <option key={rate.id} value={rate.id}>
                {vatLabel(rate.tva)}
              </option>
            ))}
          </select>
        </td>
        <td>
          <span className="input-with-suffix pt-delay">
            <input
              className="input"
              inputMode="decimal"
              aria-label={label("Délai en jours")}
              value={draft.delivery}
              onChange={(event) => set("delivery", event.target.value)}
            />
            <span className="input-suffix" aria-hidden="true">
              j
            </span>
          </span>
        </td>
        <td className="pt-row-actions">
          <Button
            size="sm"
            variant="primary"
            busy={update.isPending}
            onClick={() => update.mutate({ id: offer.id, ...draft })}
          >
            OK
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="pt-delete"
            aria-label={`Supprimer l'offre de ${offer.supplier.name}`}
            title="Supprimer"
            busy={remove.isPending}
            onClick={async () => {
              if (
                await confirm(MESSAGES.PRODUCT_TYPE_OFFER_DELETE_CONFIRM, {
                  confirmLabel: "Supprimer",
                  danger: true,
                })
              ) {
                remove.mutate({ id: offer.id });
              }
            }}
          >
            <TrashIcon />
          </Button>
        </td>
      </tr>
      {error && (
        <tr className="pt-row-error">
          <td colSpan={6} role="alert">
            {error}
          </td>
        </tr>
      )}
    </>
  );
}
