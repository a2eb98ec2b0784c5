import { useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";
import type { SecretDraft, SecretField } from "./material-form";

export const SAVED_SECRET_PLACEHOLDER = "•••••• (enregistré)";

interface SecretFieldProps {
  field: SecretField;
  label: string;
  required: boolean;
  secret: SecretDraft;
  /** A value is saved for it (the server says so; it never sends the value). */
  saved: boolean;
  onChange(secret: SecretDraft): void;
  error?: string;
  /** Set for a super admin editing a saved material: 'Afficher' asks the server for the value. */
  reveal?: { materialId: number };
}

/**
 * A code of the material (password, PIN): typed in a masked input that starts empty. A saved one
 * shows as '•••••• (enregistré)'; typing replaces it, 'Effacer' wipes it on saving, and a super
 * admin may 'Afficher' it (each time written to the audit log by the server).
 */
export function MaterialSecretField({
  field,
  label,
  required,
  secret,
  saved,
  onChange,
  error,
  reveal,
}: SecretFieldProps) {
  const id = `material-${field}`;
  const errorId = `${id}-error`;
  const toast = useToast();
  const utils = trpc.useUtils();
  const [revealed, setRevealed] = useState<string | null>(null);
  const show = trpc.material.revealSecret.useMutation({
    // The value lives in this field's state only, not in the mutation cache once the modal closes.
    gcTime: 0,
    onSuccess: async ({ value }) => {
      setRevealed(value);
      if (reveal) await utils.material.reveals.invalidate({ id: reveal.materialId });
    },
    onError: (refusal) => toast.error(apiErrorMessage(refusal)),
  });
  const placeholder = !saved
    ? ""
    : secret.clear
      ? "Sera effacé à l'enregistrement"
      : SAVED_SECRET_PLACEHOLDER;
  return (
    <div className={`field material-secret${error ? " has-error" : ""}`} data-secret={field}>
      <label htmlFor={id} className={required ? "field-required" : undefined}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        placeholder={placeholder}
        value={secret.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange({ value: event.target.value, clear: false })}
      />
      {saved && (
        <span className="material-secret-actions">
          {reveal && !secret.clear && (
            <Button
              size="sm"
              variant="link"
              busy={show.isPending}
              aria-label={`Afficher : ${label}`}
              onClick={() => show.mutate({ id: reveal.materialId, field })}
            >
              Afficher
            </Button>
          )}
          {secret.clear ? (
            <Button size="sm" variant="link" onClick={() => onChange({ value: "", clear: false })}>
              Garder le code enregistré
            </Button>
          ) : (
            <Button
              size="sm"
              variant="link"
              aria-label={`Effacer : ${label}`}
              onClick={() => {
                setRevealed(null);
                onChange({ value: "", clear: true });
              }}
            >
              Effacer
            </Button>
          )}
        </span>
      )}
      {revealed !== null && !secret.clear && (
        <p className="material-secret-revealed">
          <span className="visually-hidden">{label} enregistré :</span>
          <code data-revealed={field}>{revealed}</code>
          <Button size="sm" variant="link" onClick={() => setRevealed(null)}>
            Masquer
          </Button>
        </p>
      )}
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
