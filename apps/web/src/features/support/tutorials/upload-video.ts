import { GENERIC_ERROR, HttpError } from "../../../lib/api-error";

function refusalOf(request: XMLHttpRequest): HttpError {
  let message = GENERIC_ERROR;
  try {
    const body = JSON.parse(request.responseText) as { "hydra:description"?: string };
    message = body["hydra:description"] ?? GENERIC_ERROR;
  } catch {
    // Not JSON (a proxy's page): the generic sentence.
  }
  return new HttpError(request.status, message);
}

/**
 * Sends a tutorial's video (multipart field 'file'), telling how far it went (0…1): fetch cannot
 * report an upload's progress, XMLHttpRequest can. A refusal carries the server's French sentence.
 */
export function uploadTutorialVideo(
  id: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/tutorials/${id}/video`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => (request.status === 201 ? resolve() : reject(refusalOf(request)));
    // A TypeError reads as 'Le serveur ne répond pas…' (apiErrorMessage).
    request.onerror = () => reject(new TypeError("network"));
    const body = new FormData();
    body.append("file", file);
    request.send(body);
  });
}
