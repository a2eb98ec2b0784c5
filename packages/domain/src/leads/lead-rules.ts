import { ROLES } from "../core/roles";
import { CALL_TYPES, type CallType, LEAD_LEVELS, type LeadLevel, type LeadStatus } from "../leads";
import { domainError } from "../messages";

const STATUSES: readonly LeadStatus[] = [
  "LEAD_STATUS_UNREAD",
  "LEAD_STATUS_NEW",
  "LEAD_STATUS_SEARCH",
  "LEAD_STATUS_WRITE",
  "LEAD_STATUS_SEND",
  "LEAD_STATUS_REFUSED",
  "LEAD_STATUS_ACCEPTED",
];

export function assertLeadStatus(value: unknown): LeadStatus {
  if (typeof value === "string" && (STATUSES as readonly string[]).includes(value))
    return value as LeadStatus;
  throw domainError("LEAD_STATUS_UNKNOWN", "invalid", { value: String(value) });
}

export function assertLeadLevel(value: unknown): LeadLevel {
  if (typeof value === "string" && (LEAD_LEVELS as readonly string[]).includes(value))
    return value as LeadLevel;
  throw domainError("LEAD_LEVEL_UNKNOWN", "invalid", { value: String(value) });
}

export function assertCallType(value: unknown): CallType {
  if (typeof value === "string" && (CALL_TYPES as readonly string[]).includes(value))
    return value as CallType;
  throw domainError("CALL_TYPE_UNKNOWN", "invalid", { value: String(value) });
}

/**
 * Taking charge: a lead nobody owns, or already mine (then nothing changes). A lead owned by someone
 * else is refused: the assignee field is how a lead changes hands.
 */
export function takeOverDecision(
  lead: { ownerId: number | null },
  userId: number,
  ownerName: string,
): "take" | "alreadyMine" {
  if (lead.ownerId === null) return "take";
  if (lead.ownerId === userId) return "alreadyMine";
  throw domainError("LEAD_ALREADY_TAKEN", "conflict", { name: ownerName });
}

/** Level, status and assignee are set once the lead is owned (the side panel shows them then). */
export function assertLeadOwned(lead: { ownerId: number | null }): void {
  if (lead.ownerId === null) throw domainError("LEAD_NOT_TAKEN", "rule");
}

/** Once read, a lead never goes back to unread. */
export function assertStatusChange(from: LeadStatus, to: LeadStatus): void {
  if (from !== to && to === "LEAD_STATUS_UNREAD") throw domainError("LEAD_BACK_TO_UNREAD", "rule");
}

/** A comment is edited by its author only. */
export function assertCanEditCall(
  call: { ownerId: number | null; isDeleted: boolean },
  userId: number,
): void {
  if (call.isDeleted) throw domainError("CALL_DELETED", "rule");
  if (call.ownerId !== userId) throw domainError("CALL_EDIT_FORBIDDEN", "forbidden");
}

/** A comment is deleted (softly) by its author or a super admin. */
export function assertCanDeleteCall(
  call: { ownerId: number | null; isDeleted: boolean },
  user: { id: number; isSuperAdmin: boolean },
): void {
  if (call.isDeleted) throw domainError("CALL_DELETED", "rule");
  if (call.ownerId !== user.id && !ROLES.superAdmin(user))
    throw domainError("CALL_DELETE_FORBIDDEN", "forbidden");
}

export function assertCallComment(value: string | null | undefined): string {
  const comment = value?.trim() ?? "";
  if (!comment) throw domainError("CALL_COMMENT_REQUIRED", "invalid");
  return comment;
}

/** The lead title cannot be saved empty. */
export function assertLeadSubject(value: string | null | undefined): string {
  const subject = value?.trim() ?? "";
  if (!subject) throw domainError("LEAD_SUBJECT_EMPTY", "invalid");
  return subject;
}

/** Callback instants have minute precision: seconds and milliseconds are dropped. */
export function truncateToMinute(epochMs: number): number {
  return Math.floor(epochMs / 60_000) * 60_000;
}
