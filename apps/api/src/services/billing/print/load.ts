import { type DbOrTx, invoiceDeductions, invoiceLines, invoices, triangleCompanies } from "@tronc/db";
import type { Cents } from "@tronc/domain";
import {
  type InvoiceParties,
  type InvoiceState,
  type InvoiceType,
  type OperationCategory,
  type PrintedDeduction,
  printedDueDate,
  printedServiceDate,
  type VatDetail,
} from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import type { FileStorage } from "../../../files/storage/storage";
import type { PrintedLine } from "../../shared/document-pdf/lines-table";
import { accentOf, firstLogoOf, logoDataUrl } from "../../shared/document-pdf/logo";
import { loadInvoiceParties } from "../edit/parties";

/** Everything an invoice's PDF prints, read in one go (its totals are the stored, domain-computed ones). */
export interface InvoicePrint {
  id: number;
  type: InvoiceType;
  state: InvoiceState;
  /** Null for a draft. */
  reference: string | null;
  /** The content's SHA-256 frozen at validation (null for a draft): kept beside its PDF's. */
  contentSha256: string | null;
  title: string;
  comment: string;
  invoiceDate: string;
  serviceDate: string;
  dueDate: string;
  paymentMode: number;
  operationCategory: OperationCategory;
  deliveryAddress: string;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  /** Frozen at validation; a draft's are the companies' current ones. */
  parties: InvoiceParties;
  /** '#rrggbb' and the logo as a data: URL (or null): the issuer's look, not a legal mention. */
  accent: string;
  logo: string | null;
  lines: PrintedLine[];
  deductions: PrintedDeduction[];
}

const lineColumns = {
  name: invoiceLines.name,
  description: invoiceLines.description,
  quantity: invoiceLines.quantity,
  unity: invoiceLines.unity,
  unitPriceCents: invoiceLines.unitPriceCents,
  vatRate: invoiceLines.vatRate,
  discountPercent: invoiceLines.discountPercent,
  hidden: invoiceLines.hidden,
  baseHtCents: invoiceLines.baseHtCents,
  totalHtCents: invoiceLines.totalHtCents,
};

const deductionColumns = {
  type: invoices.type,
  reference: invoices.reference,
  invoiceDate: invoices.invoiceDate,
  totalHtCents: invoices.totalHtCents,
  totalTvaCents: invoices.totalTvaCents,
  totalTtcCents: invoices.totalTtcCents,
};

/** The invoice with its parties, lines (in their order) and deducted invoices, or null for an unknown id. */
export async function loadInvoicePrint(
  db: DbOrTx,
  storage: FileStorage,
  invoiceId: number,
): Promise<InvoicePrint | null> {
  const invoiceRow = db
    .select({
      invoice: invoices,
      color: triangleCompanies.color,
      logo: firstLogoOf(invoices.triangleCompanyId),
    })
    .from(invoices)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, invoices.triangleCompanyId))
    .where(eq(invoices.id, invoiceId));
  const lines = db
    .select(lineColumns)
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.indexOrder), asc(invoiceLines.id));
  const deductions = db
    .select(deductionColumns)
    .from(invoiceDeductions)
    .innerJoin(invoices, eq(invoices.id, invoiceDeductions.deductedInvoiceId))
    .where(eq(invoiceDeductions.invoiceId, invoiceId))
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id));
  const [[row], lineRows, deductionRows] = await Promise.all([invoiceRow, lines, deductions]);
  if (!row) return null;
  const { invoice } = row;
  const parties = invoice.parties ?? (await loadInvoiceParties(db, invoice));
  return {
    id: invoice.id,
    type: invoice.type,
    state: invoice.state,
    reference: invoice.reference,
    contentSha256: invoice.contentSha256,
    title: invoice.title,
    comment: invoice.comment,
    invoiceDate: invoice.invoiceDate,
    serviceDate: printedServiceDate(invoice),
    dueDate: printedDueDate(invoice),
    paymentMode: invoice.paymentMode,
    operationCategory: invoice.operationCategory,
    deliveryAddress: invoice.deliveryAddress,
    totalHtCents: invoice.totalHtCents,
    totalTvaCents: invoice.totalTvaCents,
    totalTtcCents: invoice.totalTtcCents,
    detailTva: invoice.detailTva,
    parties,
    accent: accentOf(row.color),
    logo: await logoDataUrl(storage, row.logo),
    lines: lineRows,
    deductions: deductionRows,
  };
}
