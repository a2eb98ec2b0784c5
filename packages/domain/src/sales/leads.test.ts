import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import { assertTransition } from "../shared/state-machine";
import {
  assertCanDeleteLead,
  CALL_TYPE_LABELS,
  canDeleteLead,
  expandLeadStatusFilter,
  isCallbackRequired,
  isLeadSentDateHighlighted,
  isMissingCallback,
  isSentDateStale,
  LEAD_LEVEL_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUS_MACHINE,
  takeOverLead,
} from "./lead-rules";

describe("lead vocabulary", () => {
  it("has the spec's French labels", () => {
    expect(LEAD_LEVEL_LABELS.LEAD_MIDDLE).toBe("Lead tiède");
    expect(LEAD_STATUS_LABELS.LEAD_STATUS_UNREAD).toBe("Non lus");
    expect(LEAD_STATUS_LABELS.LEAD_STATUS_SEARCH).toBe("Approfondissement du projet");
    expect(CALL_TYPE_LABELS.OUTGOING_MAIL).toBe("Mail sortant");
  });

  it("groups NEW, SEARCH and WRITE as 'En cours de traitement'", () => {
    expect(expandLeadStatusFilter(["IN_PROGRESS"])).toEqual([
      "LEAD_STATUS_NEW",
      "LEAD_STATUS_SEARCH",
      "LEAD_STATUS_WRITE",
    ]);
    expect(expandLeadStatusFilter(["LEAD_STATUS_UNREAD", "LEAD_STATUS_SEND", "LEAD_STATUS_UNREAD"])).toEqual([
      "LEAD_STATUS_UNREAD",
      "LEAD_STATUS_SEND",
    ]);
    expect(() => expandLeadStatusFilter(["NOPE"])).toThrow("L'état « NOPE » n'existe pas");
  });

  it("never goes back to unread once taken", () => {
    expect(() => assertTransition(LEAD_STATUS_MACHINE, "LEAD_STATUS_NEW", "LEAD_STATUS_UNREAD")).toThrow(
      DomainError,
    );
    expect(() =>
      assertTransition(LEAD_STATUS_MACHINE, "LEAD_STATUS_UNREAD", "LEAD_STATUS_ACCEPTED"),
    ).not.toThrow();
    expect(() =>
      assertTransition(LEAD_STATUS_MACHINE, "LEAD_STATUS_REFUSED", "LEAD_STATUS_WRITE"),
    ).not.toThrow();
  });

  it("takes charge: owner, assignee, 1er contact, read now", () => {
    expect(takeOverLead(7, "2026-03-02T10:15")).toEqual({
      ownerId: 7,
      userAssignedId: 7,
      leadStatus: "LEAD_STATUS_NEW",
      readAt: "2026-03-02T10:15",
    });
  });
});

describe("callbacks", () => {
  it("expects a callback unless trash, refused or accepted", () => {
    expect(isCallbackRequired({ leadLevel: "LEAD_HOT", leadStatus: "LEAD_STATUS_NEW" })).toBe(true);
    expect(isCallbackRequired({ leadLevel: "LEAD_TRASH", leadStatus: "LEAD_STATUS_NEW" })).toBe(false);
    expect(isCallbackRequired({ leadLevel: null, leadStatus: "LEAD_STATUS_REFUSED" })).toBe(false);
    expect(isCallbackRequired({ leadLevel: null, leadStatus: "LEAD_STATUS_ACCEPTED" })).toBe(false);
    expect(isMissingCallback({ leadLevel: null, leadStatus: "LEAD_STATUS_SEND", callbackAt: null })).toBe(
      true,
    );
    expect(
      isMissingCallback({ leadLevel: null, leadStatus: "LEAD_STATUS_SEND", callbackAt: "2026-03-02T10:00" }),
    ).toBe(false);
  });

  it("highlights a sent date older than 7 days", () => {
    expect(isSentDateStale("2026-03-01", "2026-03-08")).toBe(false);
    expect(isSentDateStale("2026-03-01T09:00", "2026-03-09")).toBe(true);
  });

  it("highlights the lead's last sent date only while an answer is awaited", () => {
    const waiting = { leadLevel: "LEAD_HOT" as const, leadStatus: "LEAD_STATUS_SEND" as const };
    // 1 March → 9 March is 8 days: late; → 8 March is 7 days: not yet.
    expect(isLeadSentDateHighlighted({ ...waiting, lastSentAt: "2026-03-01" }, "2026-03-09")).toBe(true);
    expect(isLeadSentDateHighlighted({ ...waiting, lastSentAt: "2026-03-01" }, "2026-03-08")).toBe(false);
    expect(isLeadSentDateHighlighted({ ...waiting, lastSentAt: null }, "2026-03-09")).toBe(false);
    for (const answered of [
      { leadLevel: "LEAD_HOT" as const, leadStatus: "LEAD_STATUS_ACCEPTED" as const },
      { leadLevel: "LEAD_HOT" as const, leadStatus: "LEAD_STATUS_REFUSED" as const },
      { leadLevel: "LEAD_TRASH" as const, leadStatus: "LEAD_STATUS_SEND" as const },
    ]) {
      expect(isLeadSentDateHighlighted({ ...answered, lastSentAt: "2026-03-01" }, "2026-03-09")).toBe(false);
    }
  });
});

describe("deleting a lead", () => {
  it("only a trash lead whose project is still a lead", () => {
    expect(canDeleteLead({ leadLevel: "LEAD_TRASH", projectState: "STATE_LEAD" })).toBe(true);
    expect(canDeleteLead({ leadLevel: "LEAD_TRASH", projectState: "STATE_PROJECT" })).toBe(false);
    expect(canDeleteLead({ leadLevel: "LEAD_COLD", projectState: "STATE_LEAD" })).toBe(false);
    expect(() => assertCanDeleteLead({ leadLevel: "LEAD_COLD", projectState: null })).toThrow(DomainError);
    expect(() => assertCanDeleteLead({ leadLevel: "LEAD_TRASH", projectState: null })).not.toThrow();
  });
});
