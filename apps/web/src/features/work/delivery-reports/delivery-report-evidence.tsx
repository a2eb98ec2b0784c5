import type { DeliveryReportState } from "@tronc/domain";
import { parisDateTimeLabel } from "@tronc/domain";
import type { RouterOutputs } from "../../../lib/trpc";
import { DeliveryReportStateBadge } from "./delivery-report-state-badge";

type Evidence = NonNullable<RouterOutputs["deliveryReport"]["get"]["evidence"]>;

/** What the client answered, with the proof kept: time, address and SHA-256 of the PDF signed. */
export function DeliveryReportEvidence({
  evidence,
  state,
}: {
  evidence: Evidence;
  state: DeliveryReportState;
}) {
  return (
    <section className="dr-evidence" aria-label="Preuve de la signature du client">
      <h3>
        Réponse du client <DeliveryReportStateBadge state={state} />
      </h3>
      <dl>
        <dt>Signataire</dt>
        <dd>{evidence.clientName ?? "—"}</dd>
        {evidence.clientComment && (
          <>
            <dt>Motif du refus</dt>
            <dd className="dr-comment">{evidence.clientComment}</dd>
          </>
        )}
        <dt>Signé le</dt>
        <dd>{evidence.signedAt ? parisDateTimeLabel(evidence.signedAt) : "—"}</dd>
        <dt>Adresse IP</dt>
        <dd>{evidence.signedIp ?? "—"}</dd>
        <dt>SHA-256 du PDF</dt>
        <dd className="dr-hash">{evidence.signedPdfSha256 ?? "—"}</dd>
      </dl>
      {evidence.clientSignature && (
        <img className="dr-signature" src={evidence.clientSignature} alt="Signature du client" />
      )}
    </section>
  );
}
