import { formatCentsAsDecimal, UNITIES, UNITY_LABELS, type Unity } from "@tronc/domain";
import type { ProductTypeSheet } from "./product-type-form";

export type Offer = ProductTypeSheet["offers"][number];

/** What a row's inputs hold: the figures as typed, sent as such and read by the server. */
export interface OfferDraft {
  priceHT: string;
  unity: Unity;
  vatRateId: number | null;
  delivery: string;
}

export const offerDraftOf = (offer: Offer): OfferDraft => ({
  priceHT: formatCentsAsDecimal(offer.priceHtCents),
  unity: offer.unity,
  vatRateId: offer.vatRateId,
  delivery: offer.deliveryDays.replace(".", ","),
});

export const UNITY_OPTIONS = UNITIES.map((unity) => ({ value: unity, label: UNITY_LABELS[unity].one }));

/** '5,5 %' */
export const vatLabel = (tva: number) => `${String(tva).replace(".", ",")} %`;

/** '1 jour', '2,5 jours' */
export const delayLabel = (days: string) =>
  `${days.replace(".", ",")} ${Number(days) > 1 ? "jours" : "jour"}`;

/** Which input of a row a refusal concerns (the server's field names). */
export type OfferField = "priceHT" | "unity" | "tva" | "delivery" | "troncCommunSupplier";
