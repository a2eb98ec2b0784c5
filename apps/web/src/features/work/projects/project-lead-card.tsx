import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { AcceptedQuotations } from "../../proposals/supplier-purchases/accepted-quotations";
import type { ProjectView } from "./project-helpers";

/** The originating lead's request and a link to it, then the quotations of its accepted recommendations. */
export function ProjectLeadCard({
  lead,
  acceptedQuotations = [],
}: {
  lead: NonNullable<ProjectView["lead"]>;
  acceptedQuotations?: ProjectView["acceptedQuotations"];
}) {
  return (
    <section className="card" aria-labelledby="project-lead-title">
      <div className="card-header">
        <h2 id="project-lead-title">Demande du lead</h2>
        <Link href={routeUrl("admin-tronc-commun-edit-lead", { id: lead.id })}>
          Voir le lead « {lead.subject} »
        </Link>
      </div>
      <div className="card-body stack">
        {lead.message ? (
          <p className="project-lead-message">{lead.message}</p>
        ) : (
          <p className="muted">La demande ne contient pas de message.</p>
        )}
        <div>
          <h3 className="project-subtitle">Devis acceptés</h3>
          <AcceptedQuotations quotations={acceptedQuotations} />
        </div>
      </div>
    </section>
  );
}
