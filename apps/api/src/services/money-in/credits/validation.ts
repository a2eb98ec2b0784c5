import { credits, type DbOrTx } from "@tronc/db";
import { assertCreditTotalNotNegative, assertCreditValidatable, toParisDate } from "@tronc/domain";
import { and, eq, isNotNull, max, ne } from "drizzle-orm";
import { loadInvoiceParties } from "../../billing/edit/parties";
import { logChanges } from "../../shared/audit";
import { nextReference } from "../../shared/document-counter";
import { creditContentSha256 } from "./content";
import type { CorrectedInvoiceRow, CreditRow } from "./rows";
import { refreshCreditSearchText } from "./search-text";
import { assertCreditFitsInvoice } from "./totals";

/**
 * CREATED → VALIDATED inside the caller's transaction (the credit and its invoice locked by
 * lockCredit): checks, the next continuous AV- reference of the issuer's credit series, the parties
 * frozen, the content's SHA-256 with its audit entry. The counter row stays locked until the caller's
 * transaction ends, so a failure anywhere gives the number back: no gap, no reuse.
 */
export async function validateCredit(
  tx: DbOrTx,
  credit: CreditRow,
  invoice: CorrectedInvoiceRow | null,
  by: { userId: number; now: Date },
): Promise<string> {
  const check = {
    totalTtcCents: credit.totalTtcCents,
    creditDate: credit.creditDate,
    today: toParisDate(by.now),
    lastValidatedDate: null,
    invoiceDate: invoice?.invoiceDate ?? null,
  };
  // A draft may have passed through any total: the rules are checked here, on the TTC shown.
  assertCreditTotalNotNegative(credit.totalTtcCents);
  assertCreditValidatable(check);
  await assertCreditFitsInvoice(tx, credit, invoice);

  // Taking the number locks the issuer's series: the last validated date is read after it, stable.
  const reference = await nextReference(tx, "credit", credit.triangleCompanyId, by.now);
  const [last] = await tx
    .select({ date: max(credits.creditDate) })
    .from(credits)
    .where(
      and(
        eq(credits.triangleCompanyId, credit.triangleCompanyId),
        isNotNull(credits.reference),
        ne(credits.id, credit.id),
      ),
    );
  assertCreditValidatable({ ...check, lastValidatedDate: last?.date ?? null });

  // The buyer is billed under the credit's own billing name and address, when given.
  const parties = await loadInvoiceParties(tx, credit);
  const state = "CREDIT_STATE_VALIDATED" as const;
  const sha256 = await creditContentSha256(tx, credit, invoice, { reference, state, parties });
  await tx
    .update(credits)
    .set({
      reference,
      state,
      parties,
      contentSha256: sha256,
      // Nothing is drawn on it yet: what is left is all of it.
      amountLeftCents: credit.totalTtcCents,
      validatedAt: by.now,
      validatedById: by.userId,
      updatedAt: by.now,
      updatedById: by.userId,
    })
    .where(eq(credits.id, credit.id));
  await logChanges(
    tx,
    { type: "credit", id: credit.id },
    by.userId,
    [{ field: "state", from: credit.state, to: state }],
    { reference, sha256 },
  );
  await refreshCreditSearchText(tx, credit.id);
  return reference;
}
