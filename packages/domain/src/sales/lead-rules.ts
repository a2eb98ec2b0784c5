import { ROLES } from "../core/roles";
import { domainError } from "../messages";
import { toDayNumber } from "../shared/calendar-dates";
import type { BadgeColor, StateMachine } from "../shared/state-machine";

export const LEAD_LEVELS = ["LEAD_HOT", "LEAD_MIDDLE", "LEAD_COLD", "LEAD_TRASH"] as const;
export type LeadLevel = (typeof LEAD_LEVELS)[number];

export const LEAD_LEVEL_LABELS = {
  LEAD_HOT: "Lead Chaud",
  LEAD_MIDDLE: "Lead tiède",
  LEAD_COLD: "Lead Froid",
  LEAD_TRASH: "Lead Poubelle",
} as const satisfies Record<LeadLevel, string>;

export const LEAD_LEVEL_COLORS = {
  LEAD_HOT: "danger",
  LEAD_MIDDLE: "warning",
  LEAD_COLD: "info",
  LEAD_TRASH: "dark",
} as const satisfies Record<LeadLevel, BadgeColor>;

export type LeadStatus =
  | "LEAD_STATUS_UNREAD"
  | "LEAD_STATUS_NEW"
  | "LEAD_STATUS_SEARCH"
  | "LEAD_STATUS_WRITE"
  | "LEAD_STATUS_SEND"
  | "LEAD_STATUS_REFUSED"
  | "LEAD_STATUS_ACCEPTED";

const WORKING: readonly LeadStatus[] = [
  "LEAD_STATUS_NEW",
  "LEAD_STATUS_SEARCH",
  "LEAD_STATUS_WRITE",
  "LEAD_STATUS_SEND",
  "LEAD_STATUS_REFUSED",
  "LEAD_STATUS_ACCEPTED",
];
const others = (status: LeadStatus) => WORKING.filter((candidate) => candidate !== status);

/** Once read (taken over), a lead never goes back to unread; any other move is the sales person's call. */
export const LEAD_STATUS_TRANSITIONS = {
  LEAD_STATUS_UNREAD: WORKING,
  LEAD_STATUS_NEW: others("LEAD_STATUS_NEW"),
  LEAD_STATUS_SEARCH: others("LEAD_STATUS_SEARCH"),
  LEAD_STATUS_WRITE: others("LEAD_STATUS_WRITE"),
  LEAD_STATUS_SEND: others("LEAD_STATUS_SEND"),
  LEAD_STATUS_REFUSED: others("LEAD_STATUS_REFUSED"),
  LEAD_STATUS_ACCEPTED: others("LEAD_STATUS_ACCEPTED"),
} as const satisfies Record<LeadStatus, readonly LeadStatus[]>;

export const LEAD_STATUS_LABELS = {
  LEAD_STATUS_UNREAD: "Non lus",
  LEAD_STATUS_NEW: "1er contact",
  LEAD_STATUS_SEARCH: "Approfondissement du projet",
  LEAD_STATUS_WRITE: "Devis en cours de rédaction",
  LEAD_STATUS_SEND: "Devis envoyé",
  LEAD_STATUS_REFUSED: "Devis refusé",
  LEAD_STATUS_ACCEPTED: "Devis accepté",
} as const satisfies Record<LeadStatus, string>;

export const LEAD_STATUS_COLORS = {
  LEAD_STATUS_UNREAD: "danger",
  LEAD_STATUS_NEW: "info",
  LEAD_STATUS_SEARCH: "info",
  LEAD_STATUS_WRITE: "primary",
  LEAD_STATUS_SEND: "warning",
  LEAD_STATUS_REFUSED: "dark",
  LEAD_STATUS_ACCEPTED: "success",
} as const satisfies Record<LeadStatus, BadgeColor>;

export const LEAD_STATUS_MACHINE: StateMachine<LeadStatus> = {
  transitions: LEAD_STATUS_TRANSITIONS,
  labels: LEAD_STATUS_LABELS,
  colors: LEAD_STATUS_COLORS,
};

/** The status filter of the lead list: NEW, SEARCH and WRITE are one entry, 'En cours de traitement'. */
export const LEAD_STATUS_FILTERS = [
  { value: "LEAD_STATUS_UNREAD", label: "Non lus", statuses: ["LEAD_STATUS_UNREAD"] },
  {
    value: "IN_PROGRESS",
    label: "En cours de traitement",
    statuses: ["LEAD_STATUS_NEW", "LEAD_STATUS_SEARCH", "LEAD_STATUS_WRITE"],
  },
  { value: "LEAD_STATUS_SEND", label: "Envoyés", statuses: ["LEAD_STATUS_SEND"] },
  { value: "LEAD_STATUS_REFUSED", label: "Refusés", statuses: ["LEAD_STATUS_REFUSED"] },
  { value: "LEAD_STATUS_ACCEPTED", label: "Acceptés", statuses: ["LEAD_STATUS_ACCEPTED"] },
] as const satisfies readonly { value: string; label: string; statuses: readonly LeadStatus[] }[];

/** Expands filter values (a status or 'IN_PROGRESS') into the statuses to search. */
export function expandLeadStatusFilter(values: readonly string[]): LeadStatus[] {
  const statuses = new Set<LeadStatus>();
  for (const value of values) {
    const filter = LEAD_STATUS_FILTERS.find((candidate) => candidate.value === value);
    if (filter) for (const status of filter.statuses) statuses.add(status);
    else if (Object.hasOwn(LEAD_STATUS_LABELS, value)) statuses.add(value as LeadStatus);
    else throw domainError("UNKNOWN_STATE", "invalid", { value });
  }
  return [...statuses];
}

export const DEFAULT_LEAD_STATUS: LeadStatus = "LEAD_STATUS_UNREAD";

/** Taking charge: owner and assignee become the user, status 1er contact, read now. */
export function takeOverLead(userId: number, now: string) {
  return { ownerId: userId, userAssignedId: userId, leadStatus: "LEAD_STATUS_NEW" as const, readAt: now };
}

/** A callback is expected unless the lead is trash, refused or accepted (it flags, it does not block). */
export function isCallbackRequired(lead: { leadLevel: LeadLevel | null; leadStatus: LeadStatus }): boolean {
  return (
    lead.leadLevel !== "LEAD_TRASH" &&
    lead.leadStatus !== "LEAD_STATUS_REFUSED" &&
    lead.leadStatus !== "LEAD_STATUS_ACCEPTED"
  );
}

/** Flagged 'Sans rappel': a callback is expected and none is set. */
export function isMissingCallback(lead: {
  leadLevel: LeadLevel | null;
  leadStatus: LeadStatus;
  callbackAt: string | null;
}): boolean {
  return isCallbackRequired(lead) && !lead.callbackAt;
}

/** A sent date older than 7 days is highlighted. */
export function isSentDateStale(sentOn: string, today: string): boolean {
  return toDayNumber(today) - toDayNumber(sentOn.slice(0, 10)) > 7;
}

/**
 * The lead's last sent date is highlighted when older than 7 days while an answer is still awaited:
 * the follow-up is due (a lead accepted, refused or in the trash needs none, like its callback).
 */
export function isLeadSentDateHighlighted(
  lead: { leadLevel: LeadLevel | null; leadStatus: LeadStatus; lastSentAt: string | null },
  today: string,
): boolean {
  return lead.lastSentAt !== null && isCallbackRequired(lead) && isSentDateStale(lead.lastSentAt, today);
}

/** The delete icon shows only for a trash lead whose project is still a lead. */
export function canDeleteLead(lead: { leadLevel: LeadLevel | null; projectState: string | null }): boolean {
  return (
    lead.leadLevel === "LEAD_TRASH" && (lead.projectState === null || lead.projectState === "STATE_LEAD")
  );
}

export function assertCanDeleteLead(lead: {
  leadLevel: LeadLevel | null;
  projectState: string | null;
}): void {
  if (!canDeleteLead(lead)) throw domainError("LEAD_DELETE_FORBIDDEN", "rule");
}

export const CALL_TYPES = [
  "INCOMING_CALL",
  "OUTGOING_CALL",
  "INCOMING_MAIL",
  "OUTGOING_MAIL",
  "OTHER",
] as const;
export type CallType = (typeof CALL_TYPES)[number];
export const CALL_TYPE_LABELS = {
  INCOMING_CALL: "Appel entrant",
  OUTGOING_CALL: "Appel sortant",
  INCOMING_MAIL: "Mail entrant",
  OUTGOING_MAIL: "Mail sortant",
  OTHER: "Autre",
} as const satisfies Record<CallType, string>;

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
