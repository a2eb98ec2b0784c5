import { type ChangeEvent, useId, useState } from "react";
import { apiErrorMessage, readJsonResponse } from "../../../lib/api-error";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { useConfirm } from "../../../ui/confirm";
import { logoUrl } from "./company-logo";
import { compressLogo } from "./compress-logo";

export interface Logo {
  id: number;
  filename: string;
}

export const LOGO_UPLOAD_PATH = "/triangle-company/upload/logo";

/** Compresses (1 MB, 800 px) then uploads one logo; answers the stored file. */
async function uploadLogo(file: File): Promise<Logo> {
  const compressed = await compressLogo(file);
  const body = new FormData();
  body.append("file", compressed, compressed.name);
  const response = await fetch(LOGO_UPLOAD_PATH, { method: "POST", body, credentials: "same-origin" });
  const { idFile } = await readJsonResponse<{ idFile: number }>(response);
  return { id: idFile, filename: compressed.name };
}

interface LogoManagerProps {
  logos: Logo[];
  /** Saves the new list (ordered; the first one is the card's logo). */
  onSave(logos: Logo[]): Promise<void>;
  error?: string;
  onError(message: string): void;
}

/** The company's logos: several can be uploaded at once; each can be removed. */
export function LogoManager({ logos, onSave, error, onError }: LogoManagerProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    setBusy(true);
    const added: Logo[] = [];
    try {
      for (const file of files) added.push(await uploadLogo(file));
    } catch (failure) {
      onError(apiErrorMessage(failure));
    }
    try {
      if (added.length > 0) await onSave([...logos, ...added]);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (logo: Logo) => {
    if (
      !(await confirm("Confirmez-vous la suppression de ce fichier ?", {
        danger: true,
        confirmLabel: "Supprimer",
      }))
    )
      return;
    setBusy(true);
    try {
      await onSave(logos.filter((other) => other.id !== logo.id));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <span className="field-label">Logos</span>
      {logos.length > 0 ? (
        <ul className="tc-logo-list" aria-label="Logos de l'entreprise">
          {logos.map((logo, index) => (
            <li key={logo.id} className="tc-logo-item">
              {index === 0 && (
                <Badge variant="primary" className="tc-logo-first">
                  Principal
                </Badge>
              )}
              <img src={logoUrl(logo.id)} alt={logo.filename} />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Retirer le logo ${logo.filename}`}
                disabled={busy}
                onClick={() => void remove(logo)}
              >
                Retirer
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="field-hint">
          Aucun logo : la carte affiche les initiales sur la couleur de l'entreprise.
        </p>
      )}
      <div className="tc-upload row">
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          onChange={onFiles}
          disabled={busy}
        />
        <label
          htmlFor={inputId}
          className={`btn btn-secondary btn-sm${busy ? " is-disabled" : ""}`}
          aria-busy={busy}
        >
          {busy ? "Envoi en cours…" : "Ajouter des logos"}
        </label>
        <span className="field-hint">PNG, JPEG, GIF ou WebP ; réduits à 800 px et 1 Mo avant l'envoi.</span>
      </div>
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}
