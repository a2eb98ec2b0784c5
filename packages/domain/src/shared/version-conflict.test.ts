import { describe, expect, it } from "vitest";
import { versionConflictError, versionConflictMessage } from "./version-conflict";

const now = "2026-03-12T15:00:00Z";

describe("the sentence of a save refused because a colleague changed the record meanwhile", () => {
  it("names who and at what Paris time, the noun with its article and agreement", () => {
    // 13:32 UTC on 12 March is 14:32 in Paris (winter time, +01:00).
    expect(
      versionConflictMessage({
        kind: "quotation",
        changedBy: "Hugo Petit",
        changedAt: "2026-03-12T13:32:10Z",
        now,
      }),
    ).toBe("Ce devis a été modifié par Hugo Petit à 14 h 32 pendant votre saisie");
    expect(
      versionConflictMessage({
        kind: "invoice",
        changedBy: "Léa Roux",
        changedAt: "2026-03-12T08:05:00Z",
        now,
      }),
    ).toBe("Cette facture a été modifiée par Léa Roux à 9 h 05 pendant votre saisie");
    expect(
      versionConflictMessage({ kind: "task", changedBy: "Léa Roux", changedAt: "2026-03-12T08:05:00Z", now }),
    ).toBe("Cette tâche a été modifiée par Léa Roux à 9 h 05 pendant votre saisie");
    expect(
      versionConflictMessage({
        kind: "credit-note",
        changedBy: "Léa Roux",
        changedAt: "2026-03-12T08:05:00Z",
        now,
      }),
    ).toBe("Cet avoir a été modifié par Léa Roux à 9 h 05 pendant votre saisie");
  });

  it("summer time is +02:00", () => {
    expect(
      versionConflictMessage({
        kind: "lead",
        changedBy: "Hugo Petit",
        changedAt: "2026-07-01T12:32:00Z",
        now: "2026-07-01T13:00:00Z",
      }),
    ).toBe("Ce lead a été modifié par Hugo Petit à 14 h 32 pendant votre saisie");
  });

  it("a change of another Paris day gives its date", () => {
    expect(
      versionConflictMessage({
        kind: "charge",
        changedBy: "Hugo Petit",
        changedAt: "2026-03-11T22:59:00Z",
        now,
      }),
    ).toBe("Cette charge a été modifiée par Hugo Petit le 11/03/2026 à 23 h 59 pendant votre saisie");
    // 23:30 UTC on the 11th is already the 12th in Paris: the same day as now.
    expect(
      versionConflictMessage({
        kind: "charge",
        changedBy: "Hugo Petit",
        changedAt: "2026-03-11T23:30:00Z",
        now,
      }),
    ).toBe("Cette charge a été modifiée par Hugo Petit à 0 h 30 pendant votre saisie");
  });

  it("an unknown author is 'un autre utilisateur'; the error is a conflict of its own code", () => {
    const error = versionConflictError({
      kind: "project",
      changedBy: null,
      changedAt: "2026-03-12T13:32:00Z",
      now,
    });
    expect(error.message).toBe(
      "Ce projet a été modifié par un autre utilisateur à 14 h 32 pendant votre saisie",
    );
    expect(error).toMatchObject({ code: "VERSION_CONFLICT", kind: "conflict" });
  });
});
