import { ROLES } from "../core/roles";
import { domainError } from "../messages";
import type { BadgeColor } from "../shared/state-machine";

export type DeliveryReportState =
  | "DELIVERY_REPORT_DRAFT"
  | "DELIVERY_REPORT_VALIDATED"
  | "DELIVERY_REPORT_REFUSED";

export const DELIVERY_REPORT_STATE_LABELS = {
  DELIVERY_REPORT_DRAFT: "En cours",
  DELIVERY_REPORT_VALIDATED: "Validé",
  DELIVERY_REPORT_REFUSED: "Refusé",
} as const satisfies Record<DeliveryReportState, string>;

export const DELIVERY_REPORT_STATE_COLORS = {
  DELIVERY_REPORT_DRAFT: "warning",
  DELIVERY_REPORT_VALIDATED: "success",
  DELIVERY_REPORT_REFUSED: "danger",
} as const satisfies Record<DeliveryReportState, BadgeColor>;

/** Editing, deleting, copying the link and changing the signature: draft only. */
export function isDeliveryReportEditable(state: DeliveryReportState): boolean {
  return state === "DELIVERY_REPORT_DRAFT";
}

/** The PDF is downloadable once the report is no longer a draft. */
export function canDownloadDeliveryReportPdf(state: DeliveryReportState): boolean {
  return state !== "DELIVERY_REPORT_DRAFT";
}

/** A drawn signature is a few kilobytes; anything far beyond is no signature. */
export const SIGNATURE_MAX_BYTES = 300 * 1024;

const PNG_DATA_URL_PREFIX = "data:image/png;base64,";
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The bytes of a base64 text, or null when it is not base64. */
function base64Bytes(text: string): Uint8Array | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * A signature as the pad gives it: a PNG data URL (its bytes start with the PNG signature) of at most
 * SIGNATURE_MAX_BYTES. Empty: 'Veuillez signer votre PV de livraison'. `field` names the input.
 */
export function assertPngSignature(signature: string | null | undefined, field: string): string {
  const value = signature?.trim() ?? "";
  if (!value) throw domainError("DELIVERY_REPORT_SIGNATURE_REQUIRED", "invalid", {}, { field });
  if (!value.startsWith(PNG_DATA_URL_PREFIX)) {
    throw domainError("DELIVERY_REPORT_SIGNATURE_NOT_PNG", "invalid", {}, { field });
  }
  const encoded = value.slice(PNG_DATA_URL_PREFIX.length);
  // Base64 is 4 characters for 3 bytes: the length says the size before anything is decoded.
  if ((encoded.length / 4) * 3 > SIGNATURE_MAX_BYTES + 3) {
    throw domainError(
      "DELIVERY_REPORT_SIGNATURE_TOO_LARGE",
      "invalid",
      { maxKb: SIGNATURE_MAX_BYTES / 1024 },
      { field },
    );
  }
  const bytes = base64Bytes(encoded);
  if (!bytes || bytes.length <= PNG_MAGIC.length || PNG_MAGIC.some((byte, index) => bytes[index] !== byte)) {
    throw domainError("DELIVERY_REPORT_SIGNATURE_NOT_PNG", "invalid", {}, { field });
  }
  return value;
}

export interface DeliveryReportActor {
  id: number;
  isSuperAdmin: boolean;
  isCompta: boolean;
}

export interface DeliveryReportOwnership {
  state: DeliveryReportState;
  createdById: number | null;
}

/** Any signed-in user edits a draft (content and signature); a validated or refused report is final. */
export function canEditDeliveryReport(report: Pick<DeliveryReportOwnership, "state">): boolean {
  return isDeliveryReportEditable(report.state);
}

/** A draft is deleted by its creator or a super admin. */
export function canDeleteDeliveryReport(
  actor: DeliveryReportActor,
  report: DeliveryReportOwnership,
): boolean {
  return (
    isDeliveryReportEditable(report.state) && (ROLES.superAdmin(actor) || report.createdById === actor.id)
  );
}

/** Billing is the accounting's business (and the super admins'). */
export function canSetDeliveryReportBilled(actor: DeliveryReportActor): boolean {
  return ROLES.finance(actor);
}

export function assertDeliveryReportEditable(report: Pick<DeliveryReportOwnership, "state">): void {
  if (!canEditDeliveryReport(report)) throw domainError("DELIVERY_REPORT_NOT_EDITABLE", "rule");
}

export function assertDeliveryReportDeletable(
  actor: DeliveryReportActor,
  report: DeliveryReportOwnership,
): void {
  assertDeliveryReportEditable(report);
  if (!canDeleteDeliveryReport(actor, report))
    throw domainError("DELIVERY_REPORT_DELETE_FORBIDDEN", "forbidden");
}

export function assertDeliveryReportBilledSettable(actor: DeliveryReportActor): void {
  if (!canSetDeliveryReportBilled(actor)) throw domainError("DELIVERY_REPORT_BILLED_FORBIDDEN", "forbidden");
}

/** The client's answer through the link: a signed validation, or a refusal with its reason. */
export type DeliveryReportAnswer =
  | { decision: "validate"; signerName: string; signature: string }
  | { decision: "refuse"; signerName: string; comment: string; signature?: string | null };

export interface CheckedDeliveryReportAnswer {
  state: Exclude<DeliveryReportState, "DELIVERY_REPORT_DRAFT">;
  signerName: string;
  signature: string | null;
  comment: string | null;
}

/** Checks the client's answer; only a draft can be answered, once ('Ce lien n'est plus valable'). */
export function checkDeliveryReportAnswer(
  current: DeliveryReportState,
  answer: DeliveryReportAnswer,
): CheckedDeliveryReportAnswer {
  if (current !== "DELIVERY_REPORT_DRAFT") throw domainError("DELIVERY_REPORT_LINK_INVALID", "conflict");
  const signerName = answer.signerName.trim();
  if (!signerName) {
    throw domainError("DELIVERY_REPORT_SIGNER_NAME_REQUIRED", "invalid", {}, { field: "signerName" });
  }
  if (answer.decision === "validate") {
    return {
      state: "DELIVERY_REPORT_VALIDATED",
      signerName,
      signature: assertPngSignature(answer.signature, "signature"),
      comment: null,
    };
  }
  const comment = answer.comment.trim();
  if (!comment) {
    throw domainError("DELIVERY_REPORT_REFUSAL_COMMENT_REQUIRED", "invalid", {}, { field: "comment" });
  }
  const signature = answer.signature?.trim() ? assertPngSignature(answer.signature, "signature") : null;
  return { state: "DELIVERY_REPORT_REFUSED", signerName, signature, comment };
}

export type DeliveryReportBilledFilter = "billed" | "notBilled";

/** 'billed' → true, 'notBilled' → false, absent → either. */
export function billedFilterValue(filter: DeliveryReportBilledFilter | undefined): boolean | undefined {
  if (filter === undefined) return undefined;
  return filter === "billed";
}
