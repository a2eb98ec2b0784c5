import { creditLines, type DbOrTx } from "@tronc/db";
import { assertCreditLinesEditable, FREE_CREDIT_LINE } from "@tronc/domain";
import {
  createDocumentLine,
  type DocumentLineRules,
  deleteDocumentLine,
  updateDocumentLine,
} from "../../billing/documents/line-editing";
import { newLineColumns, productLineColumns } from "../../billing/documents/new-line";
import { loadSoldProduct } from "../../proposals/quotations/line-product";
import type { ServiceContext } from "../../shared/context";
import type { DocumentLineFields } from "../../shared/document-line-fields";
import { CREDIT_RECORD, lockCredit } from "./rows";
import { refreshCreditTotals } from "./totals";
import { type CreditLineView, loadCreditLines } from "./view";

export type CreditLineFields = DocumentLineFields;

export interface CreditLineCreate extends CreditLineFields {
  creditId: number;
  /** A catalogue product of the issuer; none for a free line. */
  triangleProductId?: number | null | undefined;
}

/** Locks a draft credit after the invoice it corrects, whose remaining amount bounds its totals. */
async function lockDraft(tx: DbOrTx, creditId: number) {
  const locked = await lockCredit(tx, creditId);
  assertCreditLinesEditable(locked.credit.state);
  return locked;
}

// A credit's free line carries an amount: every field of every line may change.
const creditLineRules: DocumentLineRules<Awaited<ReturnType<typeof lockDraft>>, CreditLineView> = {
  table: creditLines,
  record: CREDIT_RECORD,
  lineNotFound: "CREDIT_LINE_NOT_FOUND",
  lockDraft,
  afterChange: (txCtx, creditId) => refreshCreditTotals(txCtx.db, creditId),
  loadLines: loadCreditLines,
};

/**
 * 'Produit ajouté': a catalogue product of the issuer copied onto the line, or a free line (one unit
 * at 0 €, VAT 20 %, spec §9); the fields sent override the defaults. The credit's totals follow in the
 * same transaction; whether they fit the invoice is checked at validation.
 */
export async function createCreditLine(
  ctx: ServiceContext,
  { creditId, triangleProductId, ...input }: CreditLineCreate,
): Promise<CreditLineView> {
  return createDocumentLine(ctx, creditLineRules, creditId, input.indexOrder, async (tx, { credit }) => {
    // A name sent empty (null) takes the default here, where an invoice refuses it.
    const sent = { ...input, name: input.name ?? undefined };
    if (triangleProductId == null)
      return newLineColumns(tx, sent, { ...FREE_CREDIT_LINE, unitPrice: "0" }, null);
    const product = await loadSoldProduct(tx, triangleProductId, credit.triangleCompanyId);
    return productLineColumns(tx, sent, product);
  });
}

export async function updateCreditLine(
  ctx: ServiceContext,
  { id, ...input }: CreditLineFields & { id: number },
): Promise<CreditLineView> {
  return updateDocumentLine(ctx, creditLineRules, id, input);
}

export async function deleteCreditLine(ctx: ServiceContext, { id }: { id: number }): Promise<{ id: number }> {
  return deleteDocumentLine(ctx, creditLineRules, id);
}
