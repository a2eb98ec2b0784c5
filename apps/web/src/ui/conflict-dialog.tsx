import { useState } from "react";
import { domainErrorOf } from "../lib/api-error";
import { Button } from "./button";
import { Modal } from "./modal";
import "./conflict-dialog.css";

/** One field whose typed value is not the record's now: its French label and both values as read. */
export interface FieldDifference {
  label: string;
  yours: string;
  theirs: string;
}

interface ConflictDialogProps {
  message: string;
  differences: FieldDifference[];
  busy?: boolean;
  /** 'Recharger': the colleague's version is taken, the typing dropped. */
  onReload(): void;
  /** 'Écraser': the typing is saved over the colleague's version, on purpose. */
  onOverwrite(): void;
  /** Closed without choosing: the typing stays on the screen, unsaved. */
  onClose(): void;
}

/** A save refused because a colleague changed the record meanwhile: what differs, and the two ways out. */
export function ConflictDialog({
  message,
  differences,
  busy,
  onReload,
  onOverwrite,
  onClose,
}: ConflictDialogProps) {
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Modification concurrente"
      description={message}
      dismissable={false}
      footer={
        <>
          <Button onClick={onReload}>Recharger</Button>
          <Button variant="danger" busy={busy} onClick={onOverwrite}>
            Écraser
          </Button>
        </>
      }
    >
      {differences.length === 0 ? (
        <p>Vos champs sont identiques à la version enregistrée ; seul le reste de la fiche a changé.</p>
      ) : (
        <table className="conflict-differences">
          <caption>Champs qui diffèrent</caption>
          <thead>
            <tr>
              <th scope="col">Champ</th>
              <th scope="col">Votre saisie</th>
              <th scope="col">Enregistré maintenant</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((difference) => (
              <tr key={difference.label}>
                <th scope="row">{difference.label}</th>
                <td>{difference.yours || "—"}</td>
                <td>{difference.theirs || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted">
        « Recharger » reprend la version enregistrée et abandonne votre saisie ; « Écraser » enregistre votre
        saisie à la place.
      </p>
    </Modal>
  );
}

/** The record as it is now (read again after the refusal) and the differences with what was typed. */
interface VersionConflictOptions<Current extends { version: number }> {
  /** Reads the record again, from the server (not from the cache). */
  readCurrent(): Promise<Current>;
  differences(current: Current): FieldDifference[];
  /** 'Recharger': show `current` (the form starts again from it). */
  reload(current: Current): void;
  /** 'Écraser': send the typed values again, based on `version`. */
  overwrite(version: number): void;
}

/**
 * Turns a save refused with VERSION_CONFLICT into the conflict dialog: `handle(error)` answers true
 * when it took the error (the caller shows nothing else), and `dialog` is the element to render.
 */
export function useVersionConflict<Current extends { version: number }>(
  options: VersionConflictOptions<Current>,
) {
  const [conflict, setConflict] = useState<{ message: string; current: Current } | null>(null);
  const handle = (error: unknown): boolean => {
    const domain = domainErrorOf(error);
    if (domain?.code !== "VERSION_CONFLICT") return false;
    void options.readCurrent().then((current) => setConflict({ message: domain.message, current }));
    return true;
  };
  const dialog = conflict ? (
    <ConflictDialog
      message={conflict.message}
      differences={options.differences(conflict.current)}
      onClose={() => setConflict(null)}
      onReload={() => {
        setConflict(null);
        options.reload(conflict.current);
      }}
      onOverwrite={() => {
        setConflict(null);
        options.overwrite(conflict.current.version);
      }}
    />
  ) : null;
  return { handle, dialog };
}
