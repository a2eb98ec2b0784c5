import { DELIVERY_REPORT_STATE_LABELS, type DeliveryReportState, parisDateTimeLabel } from "@tronc/domain";

/** Everything printed on a delivery report's PDF. `content` is sanitised rich text (stored so). */
export interface DeliveryReportPrint {
  id: number;
  content: string;
  state: DeliveryReportState;
  createdAt: Date;
  creatorName: string;
  creatorSignature: string;
  projectName: string;
  companyName: string | null;
  groupCompanyName: string | null;
  clientName: string | null;
  clientComment: string | null;
  clientSignature: string | null;
  signedAt: Date | null;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** '23/11/2026 à 15:04', Paris time. */
const frenchDateTime = (instant: Date) => parisDateTimeLabel(instant, { at: true });

/** Signatures are checked PNG data URLs: only such a URL reaches an img. */
const signatureImage = (dataUrl: string | null, alt: string) =>
  dataUrl?.startsWith("data:image/png;base64,")
    ? `<img class="signature" src="${escapeHtml(dataUrl)}" alt="${escapeHtml(alt)}">`
    : `<div class="signature empty">Non signé</div>`;

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", Arial, sans-serif; color: #212529; font-size: 11pt; margin: 0; }
  header { display: flex; justify-content: space-between; align-items: flex-end;
    border-bottom: 3px solid #3b5bdb; padding-bottom: 8px; margin-bottom: 18px; }
  header .group { font-size: 13pt; font-weight: bold; color: #3b5bdb; }
  h1 { font-size: 18pt; margin: 0; }
  .number { color: #6c757d; font-size: 10pt; text-align: right; }
  table.facts { width: 100%; border-collapse: collapse; margin-bottom: 18px; }
  table.facts th { text-align: left; width: 28%; color: #495057; font-weight: 600; }
  table.facts th, table.facts td { padding: 5px 8px; border-bottom: 1px solid #dee2e6; }
  .content { border: 1px solid #dee2e6; border-radius: 6px; padding: 10px 14px; margin-bottom: 18px;
    min-height: 60px; }
  .content p { margin: 0 0 6px; }
  .decision { padding: 8px 12px; border-radius: 6px; margin-bottom: 18px; font-weight: 600; }
  .decision.ok { background: #ebfbee; color: #2b8a3e; }
  .decision.ko { background: #fff5f5; color: #c92a2a; }
  .decision.wait { background: #fff9db; color: #8a6d00; }
  .decision .comment { font-weight: normal; margin-top: 4px; white-space: pre-wrap; }
  .signatures { display: flex; gap: 16px; page-break-inside: avoid; }
  .box { flex: 1; border: 1px solid #ced4da; border-radius: 6px; padding: 10px; }
  .box h2 { font-size: 10.5pt; margin: 0 0 4px; }
  .box .who { font-size: 10pt; color: #495057; min-height: 1.2em; }
  .signature { display: block; width: 100%; height: 110px; object-fit: contain; margin-top: 6px; }
  .signature.empty { display: flex; align-items: center; justify-content: center; color: #adb5bd;
    border: 1px dashed #ced4da; border-radius: 4px; }
  .when { font-size: 9pt; color: #6c757d; margin-top: 4px; min-height: 1.2em; }
`;

function decision(print: DeliveryReportPrint): string {
  if (print.state === "DELIVERY_REPORT_DRAFT") {
    return `<div class="decision wait">En attente de la signature du client</div>`;
  }
  const ok = print.state === "DELIVERY_REPORT_VALIDATED";
  const verb = ok ? "Validé" : "Refusé";
  const by = print.clientName ? ` par ${escapeHtml(print.clientName)}` : "";
  const when = print.signedAt ? ` le ${frenchDateTime(print.signedAt)}` : "";
  const comment = print.clientComment
    ? `<div class="comment">Motif du refus : ${escapeHtml(print.clientComment)}</div>`
    : "";
  return `<div class="decision ${ok ? "ok" : "ko"}">${verb}${by}${when}${comment}</div>`;
}

/** The PDF's HTML: a French A4 page, nothing loaded from outside. */
export function deliveryReportHtml(print: DeliveryReportPrint): string {
  const row = (label: string, value: string | null) =>
    `<tr><th>${label}</th><td>${value ? escapeHtml(value) : "—"}</td></tr>`;
  const groupName = print.groupCompanyName ?? "Tronc Commun";
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>PV de livraison n° ${print.id}</title><style>${STYLE}</style></head><body>
<header><div><div class="group">${escapeHtml(groupName)}</div><h1>Procès-verbal de livraison</h1></div>
<div class="number">PV n° ${print.id}<br>${DELIVERY_REPORT_STATE_LABELS[print.state]}</div></header>
<table class="facts">
${row("Projet", print.projectName)}
${row("Client", print.companyName)}
${row("Réalisé par", groupName)}
${row("Créé le", frenchDateTime(print.createdAt))}
${row("Créé par", print.creatorName)}
</table>
<div class="content">${print.content || "<p>—</p>"}</div>
${decision(print)}
<div class="signatures">
  <div class="box"><h2>Pour ${escapeHtml(groupName)}</h2><div class="who">${escapeHtml(print.creatorName)}</div>
    ${signatureImage(print.creatorSignature, "Signature du créateur")}
    <div class="when">Le ${frenchDateTime(print.createdAt)}</div></div>
  <div class="box"><h2>Pour le client</h2><div class="who">${escapeHtml(print.clientName ?? "")}</div>
    ${signatureImage(print.clientSignature, "Signature du client")}
    <div class="when">${print.signedAt ? `Le ${frenchDateTime(print.signedAt)}` : ""}</div></div>
</div>
</body></html>`;
}
