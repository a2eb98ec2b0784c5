import { centsToEuroNumber, decimalToNumber, toDecimal } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import { vatDetailWire } from "../../../hydra/routes/vat-detail-wire";
import type { InvoiceSummary } from "../../../services/billing/edit/list";
import type { InvoiceDetail } from "../../../services/billing/edit/view";
import type { PaymentView } from "../../../services/money-in/payments/view";
import { invoicePaymentWire } from "../../money-in/invoice-payments/wire";
import { invoiceLineMember } from "../invoice-lines/wire";

const percent = (value: string) => decimalToNumber(toDecimal(value));

/** The edit view and the invoice's recorded payments ('Liste des règlements'), by date. */
export type InvoiceItem = InvoiceDetail & { payments: readonly PaymentView[] };

/**
 * Spec §3 Invoice; the edit view adds its lines, quotations, deductions, payments (the members of
 * /compta/invoice_payments) and the permission flags.
 */
export const invoiceWire = wireType("Invoice", PATHS.invoices, (invoice: InvoiceSummary | InvoiceItem) => ({
  id: invoice.id,
  reference: invoice.reference,
  type: invoice.type,
  state: invoice.state,
  title: invoice.title,
  invoiceHeadName: invoice.invoiceHeadName,
  invoiceAddress: invoice.invoiceAddress,
  comment: invoice.comment,
  internalComment: invoice.internalComment,
  createdAt: invoice.createdAt,
  invoiceDate: invoice.invoiceDate,
  eligibleAt: invoice.eligibleAt,
  paymentMode: invoice.paymentMode,
  advance: percent(invoice.advancePercent),
  advanceAmount: centsToEuroNumber(invoice.advanceAmountCents),
  restAmount: centsToEuroNumber(invoice.amountLeftCents),
  totalHT: centsToEuroNumber(invoice.totalHtCents),
  totalTVA: centsToEuroNumber(invoice.totalTvaCents),
  totalTTC: centsToEuroNumber(invoice.totalTtcCents),
  detailTVA: invoice.detailTva.map(vatDetailWire),
  paidAt: invoice.paidAt,
  triangleCompany: {
    "@id": iri(PATHS.triangleCompanies, invoice.triangleCompany.id),
    ...invoice.triangleCompany,
  },
  company: invoice.company,
  ...("lines" in invoice
    ? {
        version: invoice.version,
        deliveryAddress: invoice.deliveryAddress,
        serviceDate: invoice.serviceDate,
        operationCategory: invoice.operationCategory,
        leadsName: invoice.leadNames.join(", "),
        createdBy: invoice.createdBy,
        invoiceTriangleProducts: invoice.lines.map(invoiceLineMember),
        quotations: invoice.quotations.map((quotation) => ({
          "@id": iri(PATHS.quotations, quotation.id),
          id: quotation.id,
          reference: quotation.reference,
          title: quotation.title,
          totalTTC: centsToEuroNumber(quotation.totalTtcCents),
          amountBilled: centsToEuroNumber(quotation.billedCents),
        })),
        deductions: invoice.deductions.map((deduction) => ({
          "@id": iri(PATHS.invoices, deduction.id),
          reference: deduction.displayReference,
          invoiceDate: deduction.invoiceDate,
          totalTTC: centsToEuroNumber(deduction.totalTtcCents),
        })),
        payments: invoice.payments.map(invoicePaymentWire.member),
        isDuplicated: invoice.isDuplicated,
        contentSha256: invoice.contentSha256,
        selectableStates: invoice.selectableStates,
        canEditLines: invoice.canEditLines,
        canDelete: invoice.canDelete,
      }
    : {}),
}));
