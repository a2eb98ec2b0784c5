import {
  LEAD_STATUS_COLORS,
  LEAD_STATUS_LABELS,
  PROJECT_STATE_COLORS,
  PROJECT_STATE_LABELS,
} from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { useIdInUrl } from "../../../ui/use-id-in-url";
import { ClientAccountingCard } from "./client-accounting-card";
import { ClientCompanyDialog } from "./client-company-dialog";
import { ClientContactsCard } from "./client-contacts-card";
import type { ClientSheet } from "./client-form";
import { ClientIdentityCard } from "./client-identity-card";
import "./clients.css";
import { HistoryButton } from "../../../ui/history-panel";

const backLink = <Link href={routeUrl("admin-tronc-commun-companies")}>← Clients</Link>;

function ProjectsCard({ sheet }: { sheet: ClientSheet }) {
  return (
    <section className="card" aria-labelledby="client-projects-title">
      <div className="card-header">
        <h2 id="client-projects-title">Projets ({sheet.projects.length})</h2>
      </div>
      {sheet.projects.length === 0 ? (
        <p className="card-body muted">Aucun projet pour ce client.</p>
      ) : (
        <ul className="client-links">
          {sheet.projects.map((project) => (
            <li key={project.id}>
              <Link href={routeUrl("admin-tronc-commun-projects-edit", { id: project.id })}>
                {project.name}
              </Link>
              <span className="muted">
                {project.deliveryDate
                  ? `Livraison prévue le ${formatDate(project.deliveryDate)}`
                  : "Pas de date de livraison prévue"}
              </span>
              <Badge variant={PROJECT_STATE_COLORS[project.state]}>
                {PROJECT_STATE_LABELS[project.state]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LeadsCard({ sheet }: { sheet: ClientSheet }) {
  return (
    <section className="card" aria-labelledby="client-leads-title">
      <div className="card-header">
        <h2 id="client-leads-title">Leads ({sheet.nbLeads})</h2>
      </div>
      {sheet.leads.length === 0 ? (
        <p className="card-body muted">Aucun lead pour ce client.</p>
      ) : (
        <ul className="client-links">
          {sheet.leads.map((lead) => (
            <li key={lead.id}>
              <Link href={routeUrl("admin-tronc-commun-edit-lead", { id: lead.id })}>{lead.subject}</Link>
              <span className="muted">Reçu le {formatDate(lead.createdAt)}</span>
              <Badge variant={LEAD_STATUS_COLORS[lead.leadStatus]}>
                {LEAD_STATUS_LABELS[lead.leadStatus]}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ClientSheetView({ sheet }: { sheet: ClientSheet }) {
  // The identity dialog open, in the address (?modifier=<the client's id>): a reload comes back to it.
  const [editingId, setEditingId] = useIdInUrl("modifier");
  const editing = editingId === sheet.id;
  const town = sheet.address ? `${sheet.address.postalCode} ${sheet.address.city}` : null;
  return (
    <>
      <PageHeader
        back={backLink}
        title={sheet.name}
        subtitle={["Fiche client", town].filter(Boolean).join(" · ")}
        actions={
          <>
            {sheet.isFactor && <Badge variant="warning">Client au Factor</Badge>}
            <HistoryButton kind="client" id={sheet.id} />
          </>
        }
      />
      <div className="client-layout">
        <ClientIdentityCard
          sheet={sheet}
          editButton={
            <Button size="sm" onClick={() => setEditingId(sheet.id)}>
              Modifier
            </Button>
          }
        />
        <div className="stack">
          <ClientContactsCard sheet={sheet} />
          <ProjectsCard sheet={sheet} />
          <LeadsCard sheet={sheet} />
        </div>
      </div>
      <ClientAccountingCard companyId={sheet.id} />
      {editing && <ClientCompanyDialog sheet={sheet} onClose={() => setEditingId(null)} />}
    </>
  );
}

/** admin-tronc-commun-company-view: 'Fiche client'. */
export default function ClientSheetPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const sheet = trpc.clientCompany.get.useQuery({ id }, { enabled: valid });
  if (!valid || sheet.isError) {
    return (
      <>
        <PageHeader title="Fiche client" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {valid ? apiErrorMessage(sheet.error) : "Ce client n'existe pas."}
        </p>
      </>
    );
  }
  if (!sheet.data) return <Spinner label="Chargement de la fiche client…" />;
  return <ClientSheetView key={id} sheet={sheet.data} />;
}
