import { MESSAGES, PROJECT_STATE_COLORS, PROJECT_STATE_LABELS, type ProjectState } from "@tronc/domain";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { routeUrl, type ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { trpc } from "../../../lib/trpc";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { PageHeader } from "../../../ui/page-header";
import { Spinner } from "../../../ui/spinner";
import { ProjectFilesCard } from "./project-files-card";
import { changesOf, useProjectDraft } from "./project-form";
import { PROJECT_OPTIONS_STALE_MS, type ProjectOptions, type ProjectView } from "./project-helpers";
import { ProjectInfoCard } from "./project-info-card";
import { ProjectLeadCard } from "./project-lead-card";
import { ProjectTasksCard } from "./project-tasks-card";
import { ProjectTitleField } from "./project-title-field";
import { useProjectSave } from "./use-project-save";
import "./projects.css";
import { HistoryButton } from "../../../ui/history-panel";

// The delivery reports (signature pad, rich text) load with their block, not with the page.
const ProjectDeliveryReports = lazy(() =>
  import("../delivery-reports/project-delivery-reports").then((module) => ({
    default: module.ProjectDeliveryReports,
  })),
);

const STATES = Object.keys(PROJECT_STATE_LABELS) as ProjectState[];
const backLink = <Link href={routeUrl("admin-tronc-commun-projects-list")}>← Liste des Projets</Link>;

function ProjectEditor({ project, options }: { project: ProjectView; options: ProjectOptions }) {
  const saver = useProjectSave(project.id);
  const { draft, change } = useProjectDraft(project);
  const creator = project.creator ? ` par ${project.creator.fullname}` : "";
  return (
    <>
      <PageHeader
        back={backLink}
        title={
          <>
            {/* The tab's title follows the h1's text: the name, besides the field that edits it. */}
            <span className="visually-hidden">{project.name}</span>
            <ProjectTitleField project={project} saver={saver} />
          </>
        }
        subtitle={
          <span className="project-header-meta">
            <Badge variant={PROJECT_STATE_COLORS[project.state]}>{PROJECT_STATE_LABELS[project.state]}</Badge>
            <span>
              {project.company ? `Client : ${project.company.name}` : "Attention, pas d'entreprise cliente !"}
            </span>
            <span className="muted">
              Créé le {formatDate(project.createdAt)}
              {creator}
            </span>
          </span>
        }
        actions={<HistoryButton kind="project" id={project.id} />}
      />
      <div className="project-layout">
        <div className="stack">
          {project.lead && (
            <ProjectLeadCard lead={project.lead} acceptedQuotations={project.acceptedQuotations} />
          )}
          <ProjectInfoCard project={project} draft={draft} options={options} onChange={change} />
          <ProjectFilesCard project={project} saver={saver} />
          <ProjectTasksCard project={project} />
        </div>
        <aside className="stack project-side" aria-label="Suivi du projet">
          <section className="card card-body stack">
            <div className="field">
              <label htmlFor="project-state">État du projet</label>
              <select
                id="project-state"
                value={project.state}
                disabled={!project.canEdit || saver.saving}
                onChange={(event) =>
                  void saver.save({ state: event.target.value as ProjectState }).catch(() => undefined)
                }
              >
                {STATES.map((state) => (
                  <option key={state} value={state}>
                    {PROJECT_STATE_LABELS[state]}
                  </option>
                ))}
              </select>
            </div>
            {project.canEdit && (
              <Button
                variant="primary"
                busy={saver.saving}
                onClick={() => void saver.save(changesOf(draft)).catch(() => undefined)}
              >
                Enregistrer
              </Button>
            )}
            <Link className="btn btn-secondary" href={routeUrl("admin-tronc-commun-projects-list")}>
              Retour à la liste
            </Link>
          </section>
          <div className="card">
            <Suspense fallback={<Spinner label="Chargement des PV de livraison…" />}>
              <ProjectDeliveryReports projectId={project.id} projectName={project.name} />
            </Suspense>
          </div>
        </aside>
      </div>
      {saver.dialog}
    </>
  );
}

/** admin-tronc-commun-projects-edit: 'Détail du projet', every block of the spec. */
export default function ProjectDetailPage({ params }: ScreenProps) {
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const project = trpc.project.get.useQuery({ id }, { enabled: valid });
  const options = trpc.lead.options.useQuery(undefined, { staleTime: PROJECT_OPTIONS_STALE_MS });
  if (!valid || project.isError || options.isError) {
    return (
      <>
        <PageHeader title="Détail du projet" back={backLink} />
        <p className="alert alert-danger" role="alert">
          {!valid ? MESSAGES.PROJECT_NOT_FOUND : apiErrorMessage(project.error ?? options.error)}
        </p>
      </>
    );
  }
  if (!project.data || !options.data) return <Spinner label="Chargement du projet…" />;
  return <ProjectEditor key={id} project={project.data} options={options.data} />;
}
