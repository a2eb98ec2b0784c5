import { credits, type Db, invoices } from "@tronc/db";
import { asc, eq, isNotNull } from "drizzle-orm";
import { creditContentSha256 } from "../../money-in/credits/content";
import { invoiceContentSha256 } from "../edit/content";

/** A validated document whose content no longer gives the SHA-256 frozen at its validation. */
export interface FrozenDocumentProblem {
  kind: "invoice" | "credit";
  id: number;
  reference: string;
  /** `missing`: no SHA-256 was kept; `differs`: the content recomputed gives another one. */
  problem: "missing" | "differs";
  expected: string | null;
  actual: string;
}

export interface FrozenDocumentsReport {
  invoices: number;
  credits: number;
  problems: FrozenDocumentProblem[];
}

/**
 * Recomputes the SHA-256 of the canonical content of every validated (numbered) invoice and credit
 * note, as its validation did (its frozen reference, parties and due date, the state it was validated
 * in), and lists those whose stored SHA-256 is missing or differs: a row changed behind the app's back.
 */
export async function verifyFrozenDocuments(
  db: Db,
  onProgress?: (done: number, total: number) => void,
): Promise<FrozenDocumentsReport> {
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(isNotNull(invoices.reference))
    .orderBy(asc(invoices.id));
  const creditRows = await db
    .select()
    .from(credits)
    .where(isNotNull(credits.reference))
    .orderBy(asc(credits.id));
  const total = invoiceRows.length + creditRows.length;
  const problems: FrozenDocumentProblem[] = [];
  const judge = (
    kind: "invoice" | "credit",
    id: number,
    reference: string,
    expected: string | null,
    actual: string,
  ) => {
    if (expected === null) problems.push({ kind, id, reference, problem: "missing", expected, actual });
    else if (expected !== actual)
      problems.push({ kind, id, reference, problem: "differs", expected, actual });
  };
  let done = 0;
  for (const invoice of invoiceRows) {
    const reference = invoice.reference ?? "";
    // Without its frozen parties, nothing of what was hashed can be rebuilt.
    const actual = invoice.parties
      ? await invoiceContentSha256(db, invoice, {
          reference,
          state: "STATE_VALIDATED",
          // set at validation; a lost due date makes the content differ, as it should
          eligibleAt: invoice.eligibleAt ?? "",
          parties: invoice.parties,
        })
      : "";
    judge("invoice", invoice.id, reference, invoice.contentSha256, actual);
    onProgress?.(++done, total);
  }
  for (const credit of creditRows) {
    const reference = credit.reference ?? "";
    const [corrected] =
      credit.invoiceId === null
        ? []
        : await db.select().from(invoices).where(eq(invoices.id, credit.invoiceId));
    const actual = credit.parties
      ? await creditContentSha256(db, credit, corrected ?? null, {
          reference,
          state: "CREDIT_STATE_VALIDATED",
          parties: credit.parties,
        })
      : "";
    judge("credit", credit.id, reference, credit.contentSha256, actual);
    onProgress?.(++done, total);
  }
  return { invoices: invoiceRows.length, credits: creditRows.length, problems };
}
