import {
  deliveryDayLabel,
  PROJECT_CARD_WARNING_LABELS,
  PROJECT_STATE_COLORS,
  PROJECT_STATE_LABELS,
  showsProjectDetails,
} from "@tronc/domain";
import { Link } from "wouter";
import { routeUrl } from "../../../app/paths";
import { formatDate } from "../../../lib/format";
import { Badge } from "../../../ui/badge";
import type { ProjectCardData } from "./project-helpers";

/** The tasks line: 'Aucune tâche enregistrée', or finished/total (green once all are finished). */
function TaskRecap({ recap }: { recap: ProjectCardData["recapTask"] }) {
  if (recap.total === 0) return <span className="muted">{PROJECT_CARD_WARNING_LABELS.noTask}</span>;
  const done = recap.finished === recap.total;
  return (
    <span className={done ? "project-tasks-done" : undefined}>
      Tâches terminées : {recap.finished}/{recap.total}
    </span>
  );
}

/** One project of 'Liste des Projets'; client, manager, date and tasks are hidden at the lead stage. */
export function ProjectCard({ project, today }: { project: ProjectCardData; today: string }) {
  const details = showsProjectDetails(project.state);
  const owner = project.ownerTriangleCompany;
  return (
    <article className="card project-card" data-project-id={project.id}>
      <div className="project-card-badges">
        <Badge variant={PROJECT_STATE_COLORS[project.state]}>{PROJECT_STATE_LABELS[project.state]}</Badge>
        {owner && (
          <span className="project-owner-badge" style={{ borderColor: owner.color }}>
            <span className="project-owner-dot" style={{ background: owner.color }} aria-hidden="true" />
            {owner.name}
          </span>
        )}
      </div>
      <Link
        href={routeUrl("admin-tronc-commun-projects-edit", { id: project.id })}
        className="project-card-name"
      >
        {project.name}
      </Link>
      {details && (
        <>
          <span className="project-card-line">
            {project.company ? (
              project.company.name
            ) : (
              <span className="project-warning">{PROJECT_CARD_WARNING_LABELS.noClient}</span>
            )}
          </span>
          <span className="project-card-line">
            {project.projectManager ? (
              `Chef de projet : ${project.projectManager.fullname}`
            ) : (
              <span className="muted">{PROJECT_CARD_WARNING_LABELS.noManager}</span>
            )}
          </span>
          <span className="project-card-line">
            {project.deliveryDate ? (
              <>
                Livraison le {formatDate(project.deliveryDate)}{" "}
                <strong className="project-day">{deliveryDayLabel(project.deliveryDate, today)}</strong>
              </>
            ) : (
              <span className="muted">{deliveryDayLabel(null, today)}</span>
            )}
          </span>
          <span className="project-card-line">
            <TaskRecap recap={project.recapTask} />
          </span>
        </>
      )}
      {project.gameUrl && (
        <a className="project-card-game" href={project.gameUrl} target="_blank" rel="noopener noreferrer">
          Voir le jeux
        </a>
      )}
    </article>
  );
}
