import { type ChangeEvent, type ReactNode, useRef, useState } from "react";
import { apiErrorMessage } from "../lib/api-error";
import { uploadFile } from "./attachments";
import { Button } from "./button";
import { useConfirm } from "./confirm";
import { useToast } from "./toast";
import "./pdf-file-field.css";

interface Props {
  /** The linked PDF, or null when there is none. */
  file: { id: number; filename: string } | null;
  /** Where the PDF is uploaded before being linked. */
  uploadPath: string;
  /** Links the uploaded file's id to its owner, or unlinks it with null (then refreshes). */
  onLink(fileId: number | null): Promise<unknown>;
  /** Said once the uploaded file is linked. */
  savedMessage: string;
  /** Asked before removing the file. */
  confirmMessage: string;
  /** The remove button's text ('Supprimer', 'Retirer') and its accessible name. */
  removeLabel: string;
  removeAriaLabel: string;
  /** The pick button's text when there is no file. */
  addLabel: string;
  /** The pick button's text when there is one; without it, a file must be removed before another. */
  replaceLabel?: string;
  /** Shown when there is no file. */
  emptyText?: string;
  /** The hidden file input's id and accessible name (tests and labels reach it by them). */
  inputId: string;
  inputLabel: string;
  className?: string;
  /** Shown first (a heading or a label). */
  children?: ReactNode;
}

/** One PDF attached to an owner: upload to a path, download by its name, removal after confirming. */
export function PdfFileField({ file, onLink, ...props }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const toast = useToast();
  const confirm = useConfirm();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    setUploading(true);
    try {
      await onLink(await uploadFile(props.uploadPath, chosen));
      toast.success(props.savedMessage);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const remove = async () => {
    const confirmed = await confirm(props.confirmMessage, {
      danger: true,
      confirmLabel: props.removeLabel,
    });
    if (!confirmed) return;
    try {
      await onLink(null);
      toast.success("Fichier effacé");
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  };
  const pickLabel = file ? props.replaceLabel : props.addLabel;

  return (
    <div className={props.className}>
      {props.children}
      {file ? (
        <span className="pdf-file-field-file">
          <a href={`/api/files/${file.id}/download`}>{file.filename}</a>
          <Button variant="link" size="sm" onClick={remove} aria-label={props.removeAriaLabel}>
            {props.removeLabel}
          </Button>
        </span>
      ) : (
        props.emptyText && <p className="muted">{props.emptyText}</p>
      )}
      {pickLabel && (
        <Button size="sm" busy={uploading} onClick={() => picker.current?.click()}>
          {pickLabel}
        </Button>
      )}
      <input
        ref={picker}
        id={props.inputId}
        type="file"
        accept="application/pdf,.pdf"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={props.inputLabel}
        onChange={onPick}
      />
    </div>
  );
}
