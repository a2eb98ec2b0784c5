import { centsToEuroNumber, type VatDetail } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { QuotationDetail, QuotationView } from "../../../services/proposals/quotations/views";
import type { AccountingQuotationDetail } from "../accounting-quotations/detail";
import { percent, quotationLineWire } from "../quotation-lines/wire";

const detailWire = (detail: VatDetail) => ({
  rate: detail.rate,
  base: centsToEuroNumber(detail.base),
  tva: centsToEuroNumber(detail.tva),
});

/** What the accounting page adds: note, amounts billed and left, the invoices so far, the lead's dates. */
function accountingFields(quotation: AccountingQuotationDetail) {
  return {
    internalComment: quotation.internalComment,
    amountBilled: centsToEuroNumber(quotation.billedCents),
    amountLeft: centsToEuroNumber(quotation.leftCents),
    troncCommunLead: quotation.leadId,
    company: { id: quotation.client.id, name: quotation.client.name, isFactor: quotation.client.isFactor },
    sendAt: quotation.sendAt,
    acceptedAt: quotation.acceptedAt,
    refusedAt: quotation.refusedAt,
    invoices: quotation.invoices.map((invoice) => ({
      "@id": iri(PATHS.invoices, invoice.id),
      id: invoice.id,
      type: invoice.type,
      state: invoice.state,
      advance: percent(invoice.advancePercent),
      reference: invoice.reference,
      createdAt: invoice.createdAt,
      totalHT: centsToEuroNumber(invoice.totalHtCents),
      totalTTC: centsToEuroNumber(invoice.totalTtcCents),
      title: invoice.title,
      internalComment: invoice.internalComment,
    })),
  };
}

/**
 * A quotation on the wire, as the proposal's list, its detail (with its lines) or the accounting's
 * detail (GET and PUT {id}) answer it.
 */
export const quotationWire = wireType(
  "Quotation",
  PATHS.quotations,
  (quotation: QuotationView | QuotationDetail | AccountingQuotationDetail) => ({
    id: quotation.id,
    reference: quotation.reference,
    title: quotation.title,
    comment: quotation.comment,
    state: quotation.state,
    advance: percent(quotation.advancePercent),
    paymentMode: quotation.paymentMode,
    isRecurringPayment: quotation.isRecurringPayment,
    totalHT: centsToEuroNumber(quotation.totalHtCents),
    totalTVA: centsToEuroNumber(quotation.totalTvaCents),
    totalTTC: centsToEuroNumber(quotation.totalTtcCents),
    detailTVA: quotation.detailTva.map(detailWire),
    expensesTotalHT: centsToEuroNumber(quotation.expensesTotalHtCents),
    expensesTotalTTC: centsToEuroNumber(quotation.expensesTotalTtcCents),
    createdAt: quotation.createdAt,
    updatedAt: quotation.updatedAt,
    updatedBy: quotation.updatedBy,
    version: quotation.version,
    recommandation: iri(PATHS.recommendations, quotation.recommendation.id),
    triangleCompany: iri(PATHS.triangleCompanies, quotation.triangleCompany.id),
    amendmentNumber: quotation.amendmentNumber,
    amendmentOf: quotation.amendmentOf ? iri(PATHS.quotations, quotation.amendmentOf.id) : null,
    amendments: quotation.amendments.map((amendment) => iri(PATHS.quotations, amendment.id)),
    replacedBy: quotation.replacedBy ? iri(PATHS.quotations, quotation.replacedBy.id) : null,
    ...("lines" in quotation
      ? { quotationTriangleProducts: quotation.lines.map(quotationLineWire.member) }
      : {}),
    ...("invoices" in quotation ? accountingFields(quotation) : {}),
  }),
);
