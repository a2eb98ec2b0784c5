import type { RecordKind } from "@tronc/domain";
import { getInvoice } from "../../../services/billing/edit/view";
import { getCredit } from "../../../services/money-in/credits/view";
import { getPurchaseOrder } from "../../../services/money-out/purchase-orders/view";
import { getSupplierInvoice } from "../../../services/money-out/supplier-invoices/view";
import { getQuotation } from "../../../services/proposals/quotations/views";
import { getClientSheet } from "../../../services/sales/client-company-views";
import { getContact } from "../../../services/sales/company-contacts";
import { getLeadDetail } from "../../../services/sales/leads/views";
import type { AuditEntity } from "../../../services/shared/audit";
import type { FilesServiceContext } from "../../../services/shared/context";
import { getTask } from "../../../services/work/tasks/views";
import { invoiceContract } from "../../billing/invoices/contract";
import { chargeContract } from "../../cash/charges/contract";
import { getCharge } from "../../cash/charges/search";
import { supplierContract } from "../../catalogue/suppliers/contract";
import { getSupplier } from "../../catalogue/suppliers/views";
import { userContract } from "../../core/users/contract";
import { getUser } from "../../core/users/services";
import { creditContract } from "../../money-in/credits/contract";
import { purchaseOrderContract } from "../../money-out/purchase-orders/contract";
import { supplierInvoiceContract } from "../../money-out/supplier-invoices/contract";
import type { Policy } from "../../policies";
import { quotationContract } from "../../proposals/quotations/contract";
import { clientCompanyContract } from "../../sales/clients/contract";
import { companyContactContract } from "../../sales/company-contacts/contract";
import { leadContract } from "../../sales/leads/contract";
import { projectContract } from "../../work/projects/contract";
import { getProject } from "../../work/projects/views";
import { taskContract } from "../../work/tasks/contract";
import { materialContract } from "../materials/contract";
import { getMaterial } from "../materials/search";

/** The audit log's names of the kinds: entity types written by logChanges (and by the writers to come). */
export type HistoryEntity = AuditEntity | "client" | "contact" | "supplier" | "material" | "user";

/**
 * Who may read a record's history: whoever may read the record. Its `get` operation's policy opens the
 * door, then its own `get` service runs, so the history answers 404 (and any refusal) exactly as the
 * record's screen does.
 */
export interface HistoryReader {
  entity: HistoryEntity;
  policy: Policy;
  read: (ctx: FilesServiceContext, input: { id: number }) => Promise<unknown>;
}

const reader = (
  entity: HistoryEntity,
  contract: { operations: { get: { policy: Policy } } },
  read: HistoryReader["read"],
): HistoryReader => ({ entity, policy: contract.operations.get.policy, read });

export const HISTORY_READERS: Record<RecordKind, HistoryReader> = {
  lead: reader("lead", leadContract, getLeadDetail),
  client: reader("client", clientCompanyContract, getClientSheet),
  contact: reader("contact", companyContactContract, getContact),
  quotation: reader("quotation", quotationContract, getQuotation),
  invoice: reader("invoice", invoiceContract, getInvoice),
  "credit-note": reader("credit", creditContract, getCredit),
  "supplier-invoice": reader("supplierInvoice", supplierInvoiceContract, getSupplierInvoice),
  supplier: reader("supplier", supplierContract, getSupplier),
  "purchase-order": reader("purchaseOrder", purchaseOrderContract, getPurchaseOrder),
  project: reader("project", projectContract, getProject),
  task: reader("task", taskContract, getTask),
  material: reader("material", materialContract, getMaterial),
  charge: reader("charge", chargeContract, getCharge),
  user: reader("user", userContract, getUser),
};
