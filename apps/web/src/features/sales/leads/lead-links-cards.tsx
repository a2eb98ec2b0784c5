import { PROJECT_STATE_COLORS, PROJECT_STATE_LABELS } from "@tronc/domain";
import { useState } from "react";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";
import { CompanyConversionDialog } from "./company-conversion-dialog";
import { LEAD_MESSAGES, type LeadDetail } from "./lead-helpers";
import { useLeadCache } from "./use-lead-actions";

/** 'Rattacher à une entreprise' while the lead has no client company; then the link to its sheet. */
export function LeadClientCard({ lead }: { lead: LeadDetail }) {
  const [converting, setConverting] = useState(false);
  const company = lead.company;
  return (
    <section className="card" aria-labelledby="lead-client-title">
      <div className="card-header">
        <h2 id="lead-client-title">Client</h2>
      </div>
      <div className="card-body">
        {company ? (
          <div className="stack lead-link-block">
            <Link
              href={routeUrl("admin-tronc-commun-company-view", { id: company.id })}
              className="lead-link-title"
            >
              {company.name}
            </Link>
            <span className="row">
              {company.siret && <span className="muted">SIRET {company.siret}</span>}
              {company.isFactor && <Badge variant="warning">Factor</Badge>}
            </span>
            <Link href={routeUrl("admin-tronc-commun-company-view", { id: company.id })}>
              Voir la fiche client →
            </Link>
          </div>
        ) : (
          <div className="stack">
            <p className="muted">Ce lead n'est rattaché à aucune entreprise cliente.</p>
            <Button variant="primary" onClick={() => setConverting(true)}>
              Rattacher à une entreprise
            </Button>
          </div>
        )}
      </div>
      {converting && <CompanyConversionDialog lead={lead} onClose={() => setConverting(false)} />}
    </section>
  );
}

/** 'Convertir en projet' while the project is at the lead stage; then 'Voir le projet'. */
export function LeadProjectCard({ lead }: { lead: LeadDetail }) {
  const toast = useToast();
  const cache = useLeadCache(lead.id);
  const convert = trpc.lead.convertToProject.useMutation({
    onSuccess: () => {
      toast.success(LEAD_MESSAGES.projectCreated);
      cache.refresh();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const project = lead.project;
  const converted = project !== null && project.state !== "STATE_LEAD";
  return (
    <section className="card" aria-labelledby="lead-project-title">
      <div className="card-header">
        <h2 id="lead-project-title">Projet</h2>
        {converted && (
          <Badge variant={PROJECT_STATE_COLORS[project.state]}>{PROJECT_STATE_LABELS[project.state]}</Badge>
        )}
      </div>
      <div className="card-body">
        {converted ? (
          <div className="stack lead-link-block">
            <span className="lead-link-title">{project.name}</span>
            <span className="muted">
              Chef de projet : {project.projectManager?.fullname ?? "Pas encore de chef de projet"}
            </span>
            <Link href={routeUrl("admin-tronc-commun-projects-edit", { id: project.id })}>
              Voir le projet →
            </Link>
          </div>
        ) : (
          <div className="stack">
            <p className="muted">Le lead n'est pas encore un projet.</p>
            <Button
              variant="success"
              busy={convert.isPending}
              onClick={() => convert.mutate({ id: lead.id })}
            >
              Convertir en projet
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
