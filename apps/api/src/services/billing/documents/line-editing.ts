import type { DbOrTx } from "@tronc/db";
import {
  assertFreeTextHasText,
  domainError,
  type MessageCode,
  nextLineIndexOrder,
  parseLineIndexOrder,
} from "@tronc/domain";
import { eq, type SQL } from "drizzle-orm";
import { assertKnownVatRate } from "../../proposals/quotations/line-product";
import { inTransaction, type ServiceContext } from "../../shared/context";
import { type DocumentLineFields, lineAmounts, mergeLineFields } from "../../shared/document-line-fields";
import {
  bumpVersion,
  type LineChange,
  lineText,
  logLineChange,
  type VersionedEntity,
} from "../../shared/versioned-update";
import { trimZeros } from "../edit/rows";
import {
  type DocumentLineRow,
  type DocumentLineTable,
  documentIdColumn,
  documentIdOf,
  documentIdValue,
} from "./line-table";
import type { NewLineColumns } from "./new-line";

/** What an invoice's lines and a credit note's lines do their own way: their document's lock and totals. */
export interface DocumentLineRules<Draft, View> {
  table: DocumentLineTable;
  /** The document as a versioned record: a line changed moves its version and is in its history. */
  record: VersionedEntity;
  lineNotFound: MessageCode;
  /** Locks the document whose lines are about to change; one no longer a draft is refused. */
  lockDraft(tx: DbOrTx, documentId: number): Promise<Draft>;
  /** Totals recomputed through the domain; same transaction. */
  afterChange(txCtx: ServiceContext, documentId: number, draft: Draft): Promise<void>;
  /** A line whose amounts and name stay as they are (an invoice's free text); none by default. */
  amountsLocked?(line: DocumentLineRow): boolean;
  loadLines(db: DbOrTx, where: SQL): Promise<View[]>;
}

export async function readDocumentLine<Draft, View>(
  ctx: ServiceContext,
  rules: DocumentLineRules<Draft, View>,
  id: number,
): Promise<View> {
  const [line] = await rules.loadLines(ctx.db, eq(rules.table.id, id));
  if (!line) throw domainError(rules.lineNotFound, "notFound");
  return line;
}

/**
 * Adds a line at the end (or at the order sent) of a draft document, with the columns `columnsOf`
 * gives once the document is locked; its totals follow in the same transaction.
 */
export async function createDocumentLine<Draft, View>(
  ctx: ServiceContext,
  rules: DocumentLineRules<Draft, View>,
  documentId: number,
  indexOrderSent: DocumentLineFields["indexOrder"],
  columnsOf: (tx: DbOrTx, draft: Draft) => Promise<NewLineColumns>,
): Promise<View> {
  const id = await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const draft = await rules.lockDraft(tx, documentId);
    const existing = await tx
      .select({ indexOrder: rules.table.indexOrder })
      .from(rules.table)
      .where(eq(documentIdColumn(rules.table), documentId));
    const indexOrder =
      indexOrderSent == null
        ? nextLineIndexOrder(existing.map((line) => line.indexOrder))
        : parseLineIndexOrder(indexOrderSent);
    const columns = await columnsOf(tx, draft);
    const [row] = await tx
      .insert(rules.table)
      .values({
        ...columns,
        indexOrder,
        ...documentIdValue(rules.table, documentId),
        ...lineAmounts(columns),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: rules.table.id });
    if (!row) throw new Error("document line insert returned nothing");
    await afterLineChange(txCtx, rules, documentId, draft, {
      action: "added",
      lineId: row.id,
      label: columns.name,
      from: null,
      to: textOf(columns),
    });
    return row.id;
  });
  return readDocumentLine(ctx, rules, id);
}

/** The document's version moves and its history tells the line's change; same transaction. */
async function afterLineChange<Draft, View>(
  txCtx: ServiceContext,
  rules: DocumentLineRules<Draft, View>,
  documentId: number,
  draft: Draft,
  change: LineChange,
) {
  await rules.afterChange(txCtx, documentId, draft);
  await bumpVersion(txCtx, rules.record, documentId);
  await logLineChange(txCtx, rules.record, documentId, change);
}

/** 'Pose de volets × 2 à 12500': the line as its document's history tells it. */
const textOf = (line: { name: string; quantity: string; unitPriceCents: number }) =>
  lineText({ ...line, quantity: trimZeros(line.quantity) });

/** The line, read again once its document is locked (a concurrent change has finished by then). */
async function lockLine<Draft, View>(tx: DbOrTx, rules: DocumentLineRules<Draft, View>, id: number) {
  const read = async () => {
    const [line]: DocumentLineRow[] = await tx.select().from(rules.table).where(eq(rules.table.id, id));
    if (!line) throw domainError(rules.lineNotFound, "notFound");
    return line;
  };
  const draft = await rules.lockDraft(tx, documentIdOf(await read()));
  return { line: await read(), draft };
}

/** Edits a line of a draft document: each field sent changes, unless the line's amounts are locked. */
export async function updateDocumentLine<Draft, View>(
  ctx: ServiceContext,
  rules: DocumentLineRules<Draft, View>,
  id: number,
  input: DocumentLineFields,
): Promise<View> {
  await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const { line, draft } = await lockLine(tx, rules, id);
    const locked = rules.amountsLocked?.(line) ?? false;
    const columns = mergeLineFields(line, input, locked);
    if (locked) assertFreeTextHasText(columns.description);
    if (!locked && input.tva != null) await assertKnownVatRate(tx, columns.vatRate);
    await tx
      .update(rules.table)
      .set({ ...columns, ...lineAmounts(columns), updatedAt: ctx.now })
      .where(eq(rules.table.id, id));
    await afterLineChange(txCtx, rules, documentIdOf(line), draft, {
      action: "changed",
      lineId: id,
      label: columns.name,
      from: textOf(line),
      to: textOf(columns),
    });
  });
  return readDocumentLine(ctx, rules, id);
}

export async function deleteDocumentLine<Draft, View>(
  ctx: ServiceContext,
  rules: DocumentLineRules<Draft, View>,
  id: number,
): Promise<{ id: number }> {
  await inTransaction(ctx, async (txCtx) => {
    const { line, draft } = await lockLine(txCtx.db, rules, id);
    await txCtx.db.delete(rules.table).where(eq(rules.table.id, id));
    await afterLineChange(txCtx, rules, documentIdOf(line), draft, {
      action: "removed",
      lineId: id,
      label: line.name,
      from: textOf(line),
      to: null,
    });
  });
  return { id };
}
