import { Button } from "../../../ui/button";
import type { TutorialEntry } from "./tutorial-types";

interface Props {
  entry: TutorialEntry;
  canEdit: boolean;
  busy: boolean;
  onEdit(): void;
  onMove(direction: "up" | "down"): void;
  onRemove(): void;
}

/** What an entry shows first: its video to play, its external link, or 'Bientôt disponible'. */
function TutorialMedia({ entry }: { entry: TutorialEntry }) {
  if (entry.video)
    return (
      <video
        className="tutorial-media tutorial-video"
        controls
        preload="metadata"
        src={entry.video.url}
        aria-label={`Vidéo : ${entry.title}`}
      >
        <track kind="captions" src={entry.video.captionsUrl} srcLang="fr" label="Français (résumé)" />
      </video>
    );
  if (entry.externalUrl)
    return (
      <div className="tutorial-media tutorial-media-link">
        <a className="btn btn-primary" href={entry.externalUrl} target="_blank" rel="noopener noreferrer">
          Voir la vidéo
        </a>
        <span className="tutorial-media-note">S'ouvre dans un nouvel onglet</span>
      </div>
    );
  return (
    <div className="tutorial-media tutorial-media-soon">
      <span>Bientôt disponible</span>
    </div>
  );
}

/** One tutorial; super admins also get its order, edit and removal buttons. */
export function TutorialCard({ entry, canEdit, busy, onEdit, onMove, onRemove }: Props) {
  const titleId = `tutorial-${entry.id}-title`;
  return (
    <article className="card tutorial-card" aria-labelledby={titleId} data-tutorial-id={entry.id}>
      <TutorialMedia entry={entry} />
      <div className="card-body tutorial-text">
        <h3 id={titleId}>{entry.title}</h3>
        {entry.description && <p className="tutorial-description">{entry.description}</p>}
      </div>
      {canEdit && (
        <div className="card-footer tutorial-actions">
          <Button
            size="sm"
            variant="ghost"
            disabled={busy || !entry.canMoveUp}
            onClick={() => onMove("up")}
            aria-label={`Monter « ${entry.title} »`}
            title="Monter"
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy || !entry.canMoveDown}
            onClick={() => onMove("down")}
            aria-label={`Descendre « ${entry.title} »`}
            title="Descendre"
          >
            ↓
          </Button>
          <span className="tutorial-actions-spacer" />
          <Button size="sm" onClick={onEdit} aria-label={`Modifier « ${entry.title} »`}>
            Modifier
          </Button>
          <Button size="sm" variant="danger" onClick={onRemove} aria-label={`Supprimer « ${entry.title} »`}>
            Supprimer
          </Button>
        </div>
      )}
    </article>
  );
}
