import {
  createInvoiceLine,
  deleteInvoiceLine,
  updateInvoiceLine,
} from "../../../services/billing/edit/lines";
import { defineResource } from "../../resource/define-resource";
import { invoiceLineContract } from "./contract";
import { invoiceLineHydraExtra } from "./hydra-extra";
import { invoiceLineRows } from "./wire";

/** The lines of a draft invoice: their Hydra rows are the shared document line rows (hydra-extra.ts). */
export const invoiceLineModule = defineResource(
  invoiceLineContract,
  { create: createInvoiceLine, update: updateInvoiceLine, delete: deleteInvoiceLine },
  { hydra: { wire: invoiceLineRows.wire, extra: invoiceLineHydraExtra } },
);
