import { useState } from "react";
import type { ScreenProps } from "../../../app/paths";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { EmptyState } from "../../../ui/empty-state";
import { PageHeader } from "../../../ui/page-header";
import { QueryStatus } from "../../../ui/query-status";
import { useToast } from "../../../ui/toast";
import { TutorialCard } from "./tutorial-card";
import { TutorialEditModal } from "./tutorial-edit-modal";
import { REMOVE_CONFIRMATION, type TutorialEntry } from "./tutorial-types";
import "./tutorials.css";

/** admin-tronc-commun-tutorials ('Aide'): the help videos by category; super admins maintain them. */
export default function TutorialListPage(_props: ScreenProps) {
  const list = trpc.tutorial.list.useQuery();
  const utils = trpc.useUtils();
  const toast = useToast();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TutorialEntry | "new" | null>(null);
  const move = trpc.tutorial.move.useMutation({
    onSuccess: (page) => utils.tutorial.list.setData(undefined, page),
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const remove = trpc.tutorial.remove.useMutation({
    onSuccess: async () => {
      toast.success("Le tutoriel est supprimé");
      await utils.tutorial.list.invalidate();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });

  const page = list.data;
  const canEdit = page?.canEdit ?? false;
  const categories = page?.categories.map((group) => group.name) ?? [];
  const askRemove = async (entry: TutorialEntry) => {
    if (await confirm(REMOVE_CONFIRMATION, { danger: true, confirmLabel: "Supprimer" }))
      remove.mutate({ id: entry.id });
  };

  return (
    <>
      <PageHeader
        title="Aide"
        subtitle="Les tutoriels vidéo, par thème"
        actions={
          canEdit && (
            <Button variant="primary" onClick={() => setEditing("new")}>
              Ajouter un tutoriel
            </Button>
          )
        }
      />
      <QueryStatus query={list} loadingLabel="Chargement des tutoriels…" />
      {page && page.categories.length === 0 && (
        <EmptyState title="Aucun tutoriel pour l'instant">
          {canEdit ? "Ajoutez le premier avec « Ajouter un tutoriel »." : "Les tutoriels apparaîtront ici."}
        </EmptyState>
      )}
      {page?.categories.map((group, index) => (
        <section
          key={group.name}
          className="tutorial-category"
          aria-labelledby={`tutorial-category-${index}`}
        >
          <h2 id={`tutorial-category-${index}`} className="tutorial-category-title">
            {group.name}
          </h2>
          <ul className="tutorial-grid">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <TutorialCard
                  entry={entry}
                  canEdit={canEdit}
                  busy={move.isPending}
                  onEdit={() => setEditing(entry)}
                  onMove={(direction) => move.mutate({ id: entry.id, direction })}
                  onRemove={() => askRemove(entry)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {editing && (
        <TutorialEditModal
          entry={editing === "new" ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
