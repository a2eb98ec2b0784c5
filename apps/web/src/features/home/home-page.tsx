import { DASHBOARD_SECTIONS } from "@tronc/domain";
import { useEffect, useRef } from "react";
import { useSessionUser } from "../../app/session";
import { trpc } from "../../lib/trpc";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { QueryStatus } from "../../ui/query-status";
import { useIdInUrl } from "../../ui/use-id-in-url";
import { TaskModal } from "../work/tasks/task-modal";
import { TaskCard } from "./task-card";
import "./home.css";

/** Spec: the dashboard reloads 3 seconds after the task modal closes. */
const RELOAD_AFTER_CLOSE_MS = 3000;

const countLabel = (count: number) => `${count} tâche${count > 1 ? "s" : ""}`;

/** 'Tableau de bord Tronc Commun': the user's own open tasks, late, in course and upcoming. */
export default function HomePage() {
  const user = useSessionUser();
  const board = trpc.dashboard.tasks.useQuery(undefined, { refetchOnWindowFocus: true });
  const [openTask, setOpenTask] = useIdInUrl("tache");
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);
  const close = () => {
    setOpenTask(null);
    clearTimeout(reload.current);
    reload.current = setTimeout(() => void board.refetch(), RELOAD_AFTER_CLOSE_MS);
  };
  return (
    <>
      <PageHeader title="Tableau de bord Tronc Commun" subtitle={`Bonjour ${user.fullname}`} />
      <QueryStatus query={board} loadingLabel="Chargement de vos tâches…" />
      {board.data && (
        <div className="dashboard">
          {DASHBOARD_SECTIONS.map((section) => {
            const cards = board.data.sections[section.key];
            return (
              <section
                key={section.key}
                className={`dashboard-section is-${section.key}`}
                aria-labelledby={`dashboard-${section.key}`}
              >
                <h2 id={`dashboard-${section.key}`} className="section-title dashboard-section-title">
                  {section.title}
                  <span className="dashboard-count">{countLabel(cards.length)}</span>
                </h2>
                {cards.length === 0 ? (
                  <EmptyState title="Aucune tâche" />
                ) : (
                  <ul className="dashboard-grid" aria-label={section.title}>
                    {cards.map((card) => (
                      <li key={card.id}>
                        <TaskCard card={card} onOpen={setOpenTask} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
          {board.data.truncated && (
            <p className="muted">
              Seules les 500 premières tâches sont affichées : retrouvez les autres dans la liste des tâches.
            </p>
          )}
        </div>
      )}
      {openTask !== null && (
        <TaskModal taskId={openTask} onClose={close} onSaved={() => void board.refetch()} />
      )}
    </>
  );
}
