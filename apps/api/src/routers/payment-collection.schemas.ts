import {
  INVOICE_LIST_STATES,
  type InvoiceState,
  MESSAGES,
  PAGE_SIZES,
  PAYMENT_MODE_LABELS,
  type PaymentMode,
} from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../schemas";

const PAYMENT_MODES = Object.keys(PAYMENT_MODE_LABELS) as [PaymentMode, ...PaymentMode[]];
const INVOICE_STATES = INVOICE_LIST_STATES as [InvoiceState, ...InvoiceState[]];

/** The customer collections' filters (§2.11), shared by the table, its total and the Excel export. */
export const collectionFilters = z.object({
  /** Words of the invoice's search text: its reference, client, issuer (and billing name, title). */
  q: searchText,
  /** Payment date from and to, 'YYYY-MM-DD', both included. */
  from: safeString(40).nullish(),
  to: safeString(40).nullish(),
  /** The issuer of the invoice paid. */
  triangleCompanyId: idSchema("L'entreprise du groupe").nullish(),
  /** Absent or empty: every mode. */
  modes: z
    .array(
      z.enum(PAYMENT_MODES, {
        error: (issue) => MESSAGES.PAYMENT_MODE_INVALID.replace("{value}", String(issue.input)),
      }),
    )
    .max(10)
    .optional(),
  /** The state of the invoice paid (Hydra's searchState); absent or empty: every state. */
  invoiceStates: z
    .array(
      z.enum(INVOICE_STATES, {
        error: (issue) => MESSAGES.INVOICE_LIST_STATE_UNKNOWN.replace("{value}", String(issue.input)),
      }),
    )
    .max(10)
    .optional(),
});

export const collectionSearchInput = collectionFilters.extend(pageInput(PAGE_SIZES.collections, 500));

export type CollectionFilters = z.infer<typeof collectionFilters>;
export type CollectionSearchInput = z.infer<typeof collectionSearchInput>;
