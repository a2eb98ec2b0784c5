import { centsToEuroNumber } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { hydraMember } from "../../../hydra/json-ld";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { InvoiceListItem } from "../../../services/billing/list/search";

/** An invoice of the list: the §3 Invoice fields the list has (the full invoice is GET /invoices/{id}). */
export const invoiceListWire = wireType("Invoice", PATHS.invoices, (invoice: InvoiceListItem) => ({
  id: invoice.id,
  reference: invoice.reference,
  type: invoice.type,
  state: invoice.state,
  title: invoice.title,
  internalComment: invoice.internalComment,
  createdAt: invoice.createdAt,
  invoiceDate: invoice.invoiceDate,
  eligibleAt: invoice.eligibleAt,
  totalHT: centsToEuroNumber(invoice.totalHtCents),
  totalTTC: centsToEuroNumber(invoice.totalTtcCents),
  restAmount: centsToEuroNumber(invoice.amountLeftCents),
  paidAt: invoice.paidAt,
  isDuplicated: invoice.isDuplicated,
  overdue: invoice.overdue,
  leadsName: invoice.projectNames,
  triangleCompany: hydraMember("TriangleCompany", iri(PATHS.triangleCompanies, invoice.issuer.id), {
    ...invoice.issuer,
  }),
  company: hydraMember("Company", iri(PATHS.companies, invoice.client.id), { ...invoice.client }),
}));
