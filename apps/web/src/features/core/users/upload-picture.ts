import { readJsonResponse } from "../../../lib/api-error";

/** Sends an image to POST /user/upload/picture (images only, checked by the server) → its file id. */
export async function uploadPicture(file: File): Promise<number> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch("/user/upload/picture", { method: "POST", body, credentials: "same-origin" });
  const { idFile } = await readJsonResponse<{ idFile: number }>(response);
  return idFile;
}
