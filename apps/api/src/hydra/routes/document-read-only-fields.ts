import type { Cents } from "@tronc/domain";
import { centsToEuroNumber, lockedFieldError } from "@tronc/domain";
import { z } from "zod";

/**
 * The members of an invoice's or a credit note's GET that its PUT never changes: the number, the type
 * and the totals (they come from the numbering, the creation and the lines). Old clients send the
 * whole item back, so an unchanged value passes; a changed one is refused (422) naming the field,
 * instead of a 200 that changed nothing.
 */
export const readOnlyDocumentBody = {
  reference: z.unknown().optional(),
  type: z.unknown().optional(),
  totalHT: z.unknown().optional(),
  totalTVA: z.unknown().optional(),
  totalTTC: z.unknown().optional(),
};

interface ReadOnlySent {
  reference?: unknown;
  type?: unknown;
  totalHT?: unknown;
  totalTVA?: unknown;
  totalTTC?: unknown;
}

interface StoredDocument {
  reference: string | null;
  type?: string;
  totalHtCents: Cents;
  totalTvaCents: Cents;
  totalTtcCents: Cents;
}

export const sendsReadOnlyField = (sent: ReadOnlySent) =>
  Object.values(readOnlyValues(sent)).some((value) => value !== undefined);

const readOnlyValues = ({ reference, type, totalHT, totalTVA, totalTTC }: ReadOnlySent) => ({
  reference,
  type,
  totalHT,
  totalTVA,
  totalTTC,
});

/** A total as sent (12.5, '12.50') equal to the stored cents. */
const sameEuros = (sent: unknown, cents: number) =>
  (typeof sent === "number" || (typeof sent === "string" && sent.trim() !== "")) &&
  Number(sent) === centsToEuroNumber(cents);

/** Refuses the first read-only member sent with another value than the stored one. */
export function assertReadOnlyUnchanged(
  document: "invoice" | "credit",
  stored: StoredDocument & { validated: boolean },
  sent: ReadOnlySent,
): void {
  const refuse = (field: "reference" | "type" | "totals") => {
    throw lockedFieldError(document, field, stored.validated);
  };
  if (sent.reference !== undefined && (sent.reference ?? null) !== stored.reference) refuse("reference");
  if (sent.type !== undefined && stored.type !== undefined && sent.type !== stored.type) refuse("type");
  const totals: [unknown, number][] = [
    [sent.totalHT, stored.totalHtCents],
    [sent.totalTVA, stored.totalTvaCents],
    [sent.totalTTC, stored.totalTtcCents],
  ];
  if (totals.some(([value, cents]) => value !== undefined && !sameEuros(value, cents))) refuse("totals");
}
