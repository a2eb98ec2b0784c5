import type { DemoUser, TestApp } from "./helpers";

export const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
export const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n");

function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = "----tc-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart upload as the clients send it; `cookie` null sends none. */
export function uploadAs(
  t: TestApp,
  cookie: string | null,
  url: string,
  file: { filename: string; type: string; bytes: Buffer },
) {
  const body = multipart(file.filename, file.type, file.bytes);
  return t.app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** Uploads as a demo user and returns the new file's id. */
export async function uploadedId(t: TestApp, who: DemoUser, url: string, bytes = PNG): Promise<number> {
  const type = bytes === PDF ? "application/pdf" : "image/png";
  const filename = bytes === PDF ? "piece.pdf" : "image.png";
  const response = await uploadAs(t, await t.login(who), url, { filename, type, bytes });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return (response.json() as { idFile: number }).idFile;
}

type FileAction = "meta" | "download" | "delete";

/** GET /api/files/{id}, GET …/download or DELETE /api/files/{id} as a demo user (or anonymous). */
export async function fileRequest(t: TestApp, who: DemoUser | null, action: FileAction, id: number | string) {
  const cookie = who ? await t.login(who) : null;
  return t.app.inject({
    method: action === "delete" ? "DELETE" : "GET",
    url: action === "download" ? `/api/files/${id}/download` : `/api/files/${id}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The status and French message a client sees. */
export async function fileAnswer(t: TestApp, who: DemoUser | null, action: FileAction, id: number | string) {
  const response = await fileRequest(t, who, action, id);
  const message = response.statusCode >= 400 ? response.json()["hydra:description"] : undefined;
  return { status: response.statusCode, message };
}
