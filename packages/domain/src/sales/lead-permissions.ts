import { ROLES } from "../core/roles";
import { domainError } from "../messages";
import { LEAD_STATUS_TRANSITIONS, type LeadStatus } from "./lead-rules";

/**
 * The owner is set by taking charge of an unowned lead, or changed by a super admin. Sending the
 * current owner unchanged is accepted: old clients send the whole record back.
 */
export function assertOwnerChange(
  lead: { ownerId: number | null },
  user: { isSuperAdmin: boolean },
  ownerId: number | null,
): void {
  if (ownerId === lead.ownerId || ROLES.superAdmin(user)) return;
  throw domainError("LEAD_OWNER_CHANGE_FORBIDDEN", "forbidden", {}, { field: "ownerId" });
}

/** The statuses the lead page may offer: none until the lead is taken, then its own and its next ones. */
export function allowedLeadStatuses(lead: { ownerId: number | null; leadStatus: LeadStatus }): LeadStatus[] {
  if (lead.ownerId === null) return [];
  return [lead.leadStatus, ...LEAD_STATUS_TRANSITIONS[lead.leadStatus]];
}

/** A comment is edited by its author only, while it is not deleted. */
export function canEditCall(call: { ownerId: number | null; isDeleted: boolean }, userId: number): boolean {
  return !call.isDeleted && call.ownerId === userId;
}

/** A comment is deleted (softly) by its author or a super admin. */
export function canDeleteCall(
  call: { ownerId: number | null; isDeleted: boolean },
  user: { id: number; isSuperAdmin: boolean },
): boolean {
  return !call.isDeleted && (call.ownerId === user.id || ROLES.superAdmin(user));
}
