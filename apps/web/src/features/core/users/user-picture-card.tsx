import { useRef, useState } from "react";
import { apiErrorMessage } from "../../../lib/api-error";
import { Button } from "../../../ui/button";
import { useToast } from "../../../ui/toast";
import { uploadPicture } from "./upload-picture";
import { UserAvatar } from "./user-avatar";

/** The picture with 'Changer la photo' (upload, then saved on the user) and 'Retirer la photo'. */
export function UserPictureCard({
  name,
  lastname,
  pictureUrl,
  saving,
  onSave,
}: {
  name: string;
  lastname: string;
  pictureUrl: string | null;
  saving: boolean;
  onSave(fileId: number | null): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const toast = useToast();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      onSave(await uploadPicture(file));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="user-picture">
      <UserAvatar name={name} lastname={lastname} pictureUrl={pictureUrl} size="lg" />
      <div className="stack user-picture-actions">
        <input
          ref={input}
          id="user-picture-file"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="visually-hidden"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button size="sm" busy={uploading || saving} onClick={() => input.current?.click()}>
          {pictureUrl ? "Changer la photo" : "Ajouter une photo"}
        </Button>
        {pictureUrl && (
          <Button size="sm" variant="ghost" disabled={saving} onClick={() => onSave(null)}>
            Retirer la photo
          </Button>
        )}
        <span className="field-hint">JPEG, PNG, GIF ou WebP</span>
      </div>
    </div>
  );
}
