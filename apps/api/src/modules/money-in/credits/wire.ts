import { centsToEuroNumber, PAYMENT_MODE_LABELS, PAYMENT_TYPE_LABELS } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { type WireType, wireType } from "../../../hydra/resource";
import { vatDetailWire } from "../../../hydra/routes/vat-detail-wire";
import type { CreditSummary } from "../../../services/money-in/credits/summaries";
import type { CreditDetail, CreditUseView } from "../../../services/money-in/credits/view";
import { creditLineMember } from "../credit-lines/wire";

/** A payment drawn on the credit (its allocation ledger), as spec §3 Payment names its fields. */
const useWire = (use: CreditUseView) => ({
  "@id": iri(PATHS.invoicePayments, use.paymentId),
  "@type": "InvoicePayment",
  id: use.paymentId,
  amount: centsToEuroNumber(use.amountCents),
  paymentType: use.paymentType,
  paymentMode: use.paymentMode,
  paymentTypeTrad: PAYMENT_TYPE_LABELS[use.paymentType],
  paymentModeTrad: PAYMENT_MODE_LABELS[use.paymentMode],
  paidAt: use.paidAt,
  invoice: {
    "@id": iri(PATHS.invoices, use.invoice.id),
    id: use.invoice.id,
    reference: use.invoice.reference,
  },
});

/**
 * Spec §3 Credit note. `createdAt` is the credit's date (the one the old edit screen changes);
 * `creationDate` is when the row was made. The edit view adds its lines, its uses and the flags.
 */
export const creditWire: WireType<CreditSummary | CreditDetail> = wireType(
  "Credit",
  PATHS.credits,
  (credit: CreditSummary | CreditDetail) => ({
    id: credit.id,
    reference: credit.reference,
    state: credit.state,
    title: credit.title,
    comment: credit.comment,
    createdAt: credit.creditDate,
    creationDate: credit.createdAt,
    createdBy: credit.createdBy ? iri(PATHS.users, credit.createdBy.id) : null,
    creatorFullname: credit.createdBy?.fullname ?? "",
    triangleCompany: {
      "@id": iri(PATHS.triangleCompanies, credit.triangleCompany.id),
      ...credit.triangleCompany,
    },
    triangleCompanyName: credit.triangleCompany.name,
    company: { "@id": iri(PATHS.companies, credit.company.id), ...credit.company },
    companyName: credit.company.name,
    invoice: credit.invoice ? { "@id": iri(PATHS.invoices, credit.invoice.id), ...credit.invoice } : null,
    invoiceHeadName: credit.invoiceHeadName,
    invoiceAddress: credit.invoiceAddress,
    totalHT: centsToEuroNumber(credit.totalHtCents),
    totalTVA: centsToEuroNumber(credit.totalTvaCents),
    totalTTC: centsToEuroNumber(credit.totalTtcCents),
    detailTVA: credit.detailTva.map(vatDetailWire),
    restAmount: centsToEuroNumber(credit.amountLeftCents),
    ...("lines" in credit
      ? {
          version: credit.version,
          displayReference: credit.displayReference,
          creditTriangleProducts: credit.lines.map(creditLineMember),
          invoicePayments: credit.uses.map(useWire),
          contentSha256: credit.contentSha256,
          selectableStates: credit.selectableStates,
          canEditLines: credit.canEditLines,
          canChangeParties: credit.canChangeParties,
          canDelete: credit.canDelete,
          canValidate: credit.canValidate,
        }
      : {}),
  }),
);
