import type { DbOrTx } from "@tronc/db";

/**
 * CREATED → VALIDATED inside the caller's transaction: checks, the next continuous reference of the
 * issuer's invoice series, the due date, the parties frozen, the content's SHA-256 with its audit
 * entry. Returns the reference. STUB written by the lead: the invoice-edit engineer writes it, keeping
 * this name and signature (the demo seed and the edit service both call it).
 */
export async function validateInvoice(
  _tx: DbOrTx,
  _invoiceId: number,
  _by: { userId: number | null; now: Date },
): Promise<string> {
  throw new Error("validateInvoice: not written yet");
}
