import { creditLines, credits, type DbOrTx, invoices, triangleCompanies } from "@tronc/db";
import type { Cents, CorrectedInvoice, CreditState, InvoiceParties, VatDetail } from "@tronc/domain";
import { asc, eq } from "drizzle-orm";
import type { FileStorage } from "../../../../files/storage/storage";
import { loadInvoiceParties } from "../../../billing/edit/parties";
import type { PrintedLine } from "../../../shared/document-pdf/lines-table";
import { accentOf, firstLogoOf, logoDataUrl } from "../../../shared/document-pdf/logo";

/** Everything a credit note's PDF prints, read in one go (its totals are the stored, domain-computed ones). */
export interface CreditPrint {
  id: number;
  state: CreditState;
  /** Null for a draft. */
  reference: string | null;
  /** The content's SHA-256 frozen at validation (null for a draft): kept beside its PDF's. */
  contentSha256: string | null;
  title: string;
  comment: string;
  creditDate: string;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
  detailTva: VatDetail[];
  /** The invoice it corrects, by number and date. */
  invoice: CorrectedInvoice | null;
  /** Frozen at validation; a draft's are the companies' current ones. */
  parties: InvoiceParties;
  /** '#rrggbb' and the logo as a data: URL (or null): the issuer's look, not a legal mention. */
  accent: string;
  logo: string | null;
  lines: PrintedLine[];
}

const lineColumns = {
  name: creditLines.name,
  description: creditLines.description,
  quantity: creditLines.quantity,
  unity: creditLines.unity,
  unitPriceCents: creditLines.unitPriceCents,
  vatRate: creditLines.vatRate,
  discountPercent: creditLines.discountPercent,
  hidden: creditLines.hidden,
  baseHtCents: creditLines.baseHtCents,
  totalHtCents: creditLines.totalHtCents,
};

/** The credit with its parties, lines (in their order) and corrected invoice, or null for an unknown id. */
export async function loadCreditPrint(
  db: DbOrTx,
  storage: FileStorage,
  creditId: number,
): Promise<CreditPrint | null> {
  const creditRow = db
    .select({
      credit: credits,
      color: triangleCompanies.color,
      logo: firstLogoOf(credits.triangleCompanyId),
      invoiceReference: invoices.reference,
      invoiceDate: invoices.invoiceDate,
    })
    .from(credits)
    .innerJoin(triangleCompanies, eq(triangleCompanies.id, credits.triangleCompanyId))
    .leftJoin(invoices, eq(invoices.id, credits.invoiceId))
    .where(eq(credits.id, creditId));
  const lines = db
    .select(lineColumns)
    .from(creditLines)
    .where(eq(creditLines.creditId, creditId))
    .orderBy(asc(creditLines.indexOrder), asc(creditLines.id));
  const [[row], lineRows] = await Promise.all([creditRow, lines]);
  if (!row) return null;
  const { credit } = row;
  // The credit has the fields the invoice's parties are read from: issuer, client, billing name and address.
  const parties = credit.parties ?? (await loadInvoiceParties(db, credit));
  return {
    id: credit.id,
    state: credit.state,
    reference: credit.reference,
    contentSha256: credit.contentSha256,
    title: credit.title,
    comment: credit.comment,
    creditDate: credit.creditDate,
    totalHtCents: credit.totalHtCents,
    totalTvaCents: credit.totalTvaCents,
    totalTtcCents: credit.totalTtcCents,
    detailTva: credit.detailTva,
    invoice:
      row.invoiceDate === null ? null : { reference: row.invoiceReference, invoiceDate: row.invoiceDate },
    parties,
    accent: accentOf(row.color),
    logo: await logoDataUrl(storage, row.logo),
    lines: lineRows,
  };
}
