/** The page the client opens, without a session (apps/web/src/app/paths.ts: public-delivery-report). */
export const publicDeliveryReportUrl = (token: string) =>
  `${window.location.origin}/pv/${encodeURIComponent(token)}`;

/** The PDF by token, once the report is no longer a draft. */
export const deliveryReportPdfUrl = (token: string) =>
  `/api/tronc-commun/delivery-report-pdf/${encodeURIComponent(token)}`;

export const LINK_COPIED = "Lien collé dans le presse papier";
