import {
  INVOICE_LIST_STATES,
  type InvoiceState,
  MESSAGES,
  PAGE_SIZES,
  PAYMENT_MODE_LABELS,
  type PaymentMode,
} from "@tronc/domain";
import { z } from "zod";
import { idSchema, pageInput, safeString, searchText } from "../../../schemas";
import { defineContract, type InputOf } from "../../resource/contract";

const PAYMENT_MODES = Object.keys(PAYMENT_MODE_LABELS) as [PaymentMode, ...PaymentMode[]];
const INVOICE_STATES = INVOICE_LIST_STATES as [InvoiceState, ...InvoiceState[]];

/** The customer collections' filters (§2.11), shared by the table, its total and the Excel export. */
const filters = z.object({
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

/** Customer collections ('Encaissements client'): every signed-in user reads them (lead's decision). */
export const paymentCollectionContract = defineContract({
  name: "paymentCollection",
  operations: {
    /** A page of 50 payments, newest first, and the (capped) count. */
    search: {
      type: "query",
      policy: "authed",
      input: filters.extend(pageInput(PAGE_SIZES.collections, 500)),
    },
    /** The total TTC of every payment matching, with its exact count. */
    stats: { type: "query", policy: "authed", input: filters },
  },
  messages: [
    "PAYMENT_MODE_INVALID",
    "INVOICE_LIST_STATE_UNKNOWN",
    "INVOICE_LIST_DATE_INVALID",
    "INVOICE_LIST_DATE_RANGE",
  ],
});

/** The table's filters as the contract reads them (the search, the total and the export). */
export const collectionFilters = paymentCollectionContract.operations.stats.input;
export type CollectionFilters = InputOf<typeof paymentCollectionContract.operations.stats>;
export type CollectionSearchInput = InputOf<typeof paymentCollectionContract.operations.search>;
