import {
  formatMessage,
  isDomainError,
  readTutorialCategory,
  readTutorialDescription,
  readTutorialExternalUrl,
  readTutorialTitle,
  TUTORIAL_VIDEO_ACCEPT,
} from "@tronc/domain";
import { useState } from "react";
import { apiErrorMessage, domainErrorOf, HttpError } from "../../../lib/api-error";
import { trpc } from "../../../lib/trpc";
import { Field } from "../../../ui/field";
import { FormModal } from "../../../ui/form-modal";
import { TextField } from "../../../ui/text-field";
import { useToast } from "../../../ui/toast";
import { sourceOf, type TutorialEntry, VIDEO_SOURCES, type VideoSource } from "./tutorial-types";
import { uploadTutorialVideo } from "./upload-video";

type FieldName = "title" | "category" | "description" | "externalUrl" | "video" | "form";
type Errors = Partial<Record<FieldName, string>>;

const FORM_FIELDS = new Set<FieldName>(["title", "category", "description", "externalUrl"]);

interface Props {
  /** null: 'Ajouter un tutoriel'. */
  entry: TutorialEntry | null;
  categories: string[];
  onClose(): void;
}

/** Add or edit an entry: title, category (an existing one or a new one), description, and its video. */
export function TutorialEditModal({ entry, categories, onClose }: Props) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const create = trpc.tutorial.create.useMutation();
  const update = trpc.tutorial.update.useMutation();
  const removeVideo = trpc.tutorial.removeVideo.useMutation();

  const [title, setTitle] = useState(entry?.title ?? "");
  const [category, setCategory] = useState(entry?.category ?? "");
  const [description, setDescription] = useState(entry?.description ?? "");
  const [source, setSource] = useState<VideoSource>(sourceOf(entry));
  const [link, setLink] = useState(entry?.externalUrl ?? "");
  const [file, setFile] = useState<File | null>(null);
  // Once created, the entry is edited: a refused upload then a second 'Enregistrer' does not add it twice.
  const [savedId, setSavedId] = useState<number | null>(entry?.id ?? null);
  const [hasVideo, setHasVideo] = useState(entry?.video !== null && entry?.video !== undefined);
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  /** The same reading as the server's, before anything is sent: a bad link never costs the stored video. */
  const checkFields = (): Errors => {
    const found: Errors = {};
    const read = (field: FieldName, work: () => unknown) => {
      try {
        work();
      } catch (error) {
        if (!isDomainError(error)) throw error;
        found[field] = error.message;
      }
    };
    read("title", () => readTutorialTitle(title));
    read("category", () => readTutorialCategory(category, categories));
    read("description", () => readTutorialDescription(description));
    if (source === "link") read("externalUrl", () => readTutorialExternalUrl(link));
    if (source === "link" && !found.externalUrl && link.trim() === "")
      found.externalUrl = formatMessage("TUTORIAL_URL_REQUIRED");
    return found;
  };

  const save = async () => {
    const found = checkFields();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const fields = {
        title,
        category,
        description: description.trim() === "" ? null : description,
        externalUrl: source === "link" ? link : null,
      };
      let id = savedId;
      if (id === null) {
        id = (await create.mutateAsync(fields)).id;
        setSavedId(id);
      } else {
        if (hasVideo && source !== "file") {
          await removeVideo.mutateAsync({ id });
          setHasVideo(false);
        }
        await update.mutateAsync({ id, ...fields });
      }
      if (source === "file" && file) {
        setProgress(0);
        await uploadTutorialVideo(id, file, setProgress);
        setHasVideo(true);
        setFile(null);
      }
      toast.success(entry ? "Le tutoriel est enregistré" : "Le tutoriel est ajouté");
      await utils.tutorial.list.invalidate();
      onClose();
    } catch (error) {
      const message = apiErrorMessage(error);
      const refusal = domainErrorOf(error);
      const field = refusal?.field as FieldName | undefined;
      if (error instanceof HttpError) setErrors({ video: message });
      else setErrors({ [field && FORM_FIELDS.has(field) ? field : "form"]: message });
      toast.error(message);
      await utils.tutorial.list.invalidate();
    } finally {
      setSaving(false);
      setProgress(null);
    }
  };

  return (
    <FormModal
      title={entry ? `Modifier le tutoriel « ${entry.title} »` : "Ajouter un tutoriel"}
      formId="tutorial-edit"
      saving={saving}
      onSubmit={save}
      onClose={onClose}
      className="stack"
    >
      <TextField
        id="tutorial-title"
        label="Titre"
        required
        value={title}
        onChange={setTitle}
        error={errors.title}
      />
      <Field
        label="Catégorie"
        required
        error={errors.category}
        hint="Choisissez une catégorie existante ou tapez-en une nouvelle."
      >
        <input
          id="tutorial-category"
          className="input"
          list="tutorial-categories"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          autoComplete="off"
        />
      </Field>
      <datalist id="tutorial-categories">
        {categories.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Field label="Description" error={errors.description}>
        <textarea
          id="tutorial-description"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </Field>
      <fieldset className="tutorial-source" disabled={saving}>
        <legend className="field-label">Vidéo</legend>
        <div className="tutorial-source-options">
          {VIDEO_SOURCES.map(([value, label]) => (
            <label key={value} className={`tutorial-source-option${source === value ? " is-active" : ""}`}>
              <input
                type="radio"
                name="tutorial-source"
                value={value}
                checked={source === value}
                onChange={() => setSource(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {source === "file" && (
        <Field
          label={hasVideo ? "Remplacer la vidéo" : "Fichier vidéo"}
          error={errors.video}
          hint={
            hasVideo && entry?.video
              ? `Vidéo actuelle : ${entry.video.filename}. Choisissez un fichier pour la remplacer.`
              : "MP4 ou WebM, vérifié à l'envoi."
          }
        >
          <input
            id="tutorial-video-file"
            type="file"
            accept={TUTORIAL_VIDEO_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
      )}
      {source === "link" && (
        <TextField
          id="tutorial-link"
          label="Lien de la vidéo (https://…)"
          required
          value={link}
          onChange={setLink}
          error={errors.externalUrl}
        />
      )}
      {source === "none" && (
        <p className="muted">Le tutoriel s'affichera avec la mention « Bientôt disponible ».</p>
      )}
      {progress !== null && (
        <div className="tutorial-progress" role="status">
          <progress max={1} value={progress} aria-label="Envoi de la vidéo" />
          <span>Envoi de la vidéo… {Math.round(progress * 100)} %</span>
        </div>
      )}
      {errors.form && (
        <p className="alert alert-danger" role="alert">
          {errors.form}
        </p>
      )}
    </FormModal>
  );
}
