import type { SearchKind } from "@tronc/domain";
import { chargeFinder, supplierFinder, userFinder } from "./catalogue";
import {
  creditNoteFinder,
  invoiceFinder,
  purchaseOrderFinder,
  quotationFinder,
  supplierInvoiceFinder,
} from "./documents";
import type { KindFinder } from "./finder";
import { clientFinder, contactFinder, leadFinder } from "./sales";
import { materialFinder, projectFinder, taskFinder } from "./work";

/** The finder of each kind the box searches. */
export const KIND_FINDERS: Record<SearchKind, KindFinder> = {
  lead: leadFinder,
  client: clientFinder,
  contact: contactFinder,
  quotation: quotationFinder,
  invoice: invoiceFinder,
  "credit-note": creditNoteFinder,
  "supplier-invoice": supplierInvoiceFinder,
  supplier: supplierFinder,
  "purchase-order": purchaseOrderFinder,
  project: projectFinder,
  task: taskFinder,
  material: materialFinder,
  charge: chargeFinder,
  user: userFinder,
};
