import { describe, expect, it } from "vitest";
import { MESSAGES } from "../messages";
import { allowedLeadStatuses, assertOwnerChange, canDeleteCall, canEditCall } from "./lead-permissions";

describe("the owner of a lead", () => {
  it("is changed by a super admin only; sending it unchanged is accepted", () => {
    expect(() => assertOwnerChange({ ownerId: 1 }, { isSuperAdmin: false }, 2)).toThrow(
      MESSAGES.LEAD_OWNER_CHANGE_FORBIDDEN,
    );
    expect(() => assertOwnerChange({ ownerId: 1 }, { isSuperAdmin: false }, null)).toThrow(
      MESSAGES.LEAD_OWNER_CHANGE_FORBIDDEN,
    );
    expect(() => assertOwnerChange({ ownerId: 1 }, { isSuperAdmin: false }, 1)).not.toThrow();
    expect(() => assertOwnerChange({ ownerId: 1 }, { isSuperAdmin: true }, 2)).not.toThrow();
  });
});

describe("the statuses a lead may take", () => {
  it("are none before it is taken, then its own and the others, never unread again", () => {
    expect(allowedLeadStatuses({ ownerId: null, leadStatus: "LEAD_STATUS_UNREAD" })).toEqual([]);
    const allowed = allowedLeadStatuses({ ownerId: 3, leadStatus: "LEAD_STATUS_SEND" });
    expect(allowed[0]).toBe("LEAD_STATUS_SEND");
    expect(allowed).toHaveLength(6);
    expect(allowed).not.toContain("LEAD_STATUS_UNREAD");
  });
});

describe("the call flags", () => {
  const call = { ownerId: 7, isDeleted: false };
  it("let the author edit and delete, a super admin delete, nobody touch a deleted call", () => {
    expect(canEditCall(call, 7)).toBe(true);
    expect(canEditCall(call, 8)).toBe(false);
    expect(canDeleteCall(call, { id: 8, isSuperAdmin: true })).toBe(true);
    expect(canDeleteCall(call, { id: 8, isSuperAdmin: false })).toBe(false);
    expect(canEditCall({ ...call, isDeleted: true }, 7)).toBe(false);
    expect(canDeleteCall({ ...call, isDeleted: true }, { id: 7, isSuperAdmin: true })).toBe(false);
  });
});
