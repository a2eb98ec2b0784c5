import { domainError } from "./messages";
import type { BadgeColor, StateMachine } from "./state-machine";

export type DeliveryReportState =
  | "DELIVERY_REPORT_DRAFT"
  | "DELIVERY_REPORT_VALIDATED"
  | "DELIVERY_REPORT_REFUSED";

/**
 * The client validates or refuses a draft through the public link; both answers are final (the spec
 * offers a refused report only its PDF): after a refusal the project manager generates a new report.
 */
export const DELIVERY_REPORT_TRANSITIONS = {
  DELIVERY_REPORT_DRAFT: ["DELIVERY_REPORT_VALIDATED", "DELIVERY_REPORT_REFUSED"],
  DELIVERY_REPORT_REFUSED: [],
  DELIVERY_REPORT_VALIDATED: [],
} as const satisfies Record<DeliveryReportState, readonly DeliveryReportState[]>;

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

export const DELIVERY_REPORT_MACHINE: StateMachine<DeliveryReportState> = {
  transitions: DELIVERY_REPORT_TRANSITIONS,
  labels: DELIVERY_REPORT_STATE_LABELS,
  colors: DELIVERY_REPORT_STATE_COLORS,
};

/** Editing, deleting, copying the link and changing the signature: draft only. */
export function isDeliveryReportEditable(state: DeliveryReportState): boolean {
  return state === "DELIVERY_REPORT_DRAFT";
}

/** The PDF is downloadable once the report is no longer a draft. */
export function canDownloadDeliveryReportPdf(state: DeliveryReportState): boolean {
  return state !== "DELIVERY_REPORT_DRAFT";
}

export function assertDeliveryReportSignature(signature: string | null | undefined): void {
  if (!signature?.trim()) throw domainError("DELIVERY_REPORT_SIGNATURE_REQUIRED", "invalid");
}
