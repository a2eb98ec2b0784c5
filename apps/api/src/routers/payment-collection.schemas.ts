import { PAGE_SIZES, PAYMENT_MODE_LABELS, type PaymentMode } from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../schemas";

const PAYMENT_MODES = Object.keys(PAYMENT_MODE_LABELS) as [PaymentMode, ...PaymentMode[]];

/** The customer collections' filters (§2.11), shared by the table, its total and the Excel export. */
export const collectionFilters = z.object({
  /** Client, issuer, invoice reference, comment. */
  q: searchText,
  /** Payment date from and to, 'YYYY-MM-DD', both included. */
  from: safeString(40).nullish(),
  to: safeString(40).nullish(),
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  /** Absent or empty: every mode. */
  modes: z
    .array(z.enum(PAYMENT_MODES, { error: "Ce mode de paiement n'existe pas." }))
    .max(10)
    .optional(),
});

export const collectionSearchInput = collectionFilters.extend(pageInput(PAGE_SIZES.collections, 500));

export type CollectionFilters = z.infer<typeof collectionFilters>;
export type CollectionSearchInput = z.infer<typeof collectionSearchInput>;
