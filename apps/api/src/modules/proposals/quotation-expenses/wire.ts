import { centsToEuroNumber, type VatDetail } from "@tronc/domain";
import { iri } from "../../../hydra/iri";
import { PATHS } from "../../../hydra/paths";
import { wireType } from "../../../hydra/resource";
import type { PurchaseView } from "../../../services/proposals/purchases/views";
import { purchaseLineWire } from "../purchase-lines/wire";

const vatDetail = (detail: VatDetail[]) =>
  detail.map((row) => ({
    rate: row.rate,
    base: centsToEuroNumber(row.base),
    tva: centsToEuroNumber(row.tva),
  }));

/** A supplier purchase of a quotation, its lines (and their fees) as members, its totals in euros. */
export const quotationExpenseWire = wireType(
  "QuotationExpense",
  PATHS.quotationExpenses,
  (expense: PurchaseView) => ({
    id: expense.id,
    title: expense.title,
    supplier: { "@id": iri(PATHS.suppliers, expense.supplier.id), ...expense.supplier },
    supplierQuotationFile: expense.supplierQuotationFile
      ? { "@id": iri(PATHS.files, expense.supplierQuotationFile.id), ...expense.supplierQuotationFile }
      : null,
    purchaseOrder: expense.purchaseOrder,
    quotationSupplierProducts: expense.lines.map(purchaseLineWire.member),
    totalHT: centsToEuroNumber(expense.totalHtCents),
    totalTVA: centsToEuroNumber(expense.totalTvaCents),
    totalTTC: centsToEuroNumber(expense.totalTtcCents),
    detailTVA: vatDetail(expense.detailTva),
    quotation: iri(PATHS.quotations, expense.quotationId),
    canDelete: expense.canDelete,
    canGenerateTask: expense.canGenerateTask,
  }),
);
