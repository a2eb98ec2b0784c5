import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";

/** Why an upload is refused: the status and the French sentence the client reads. */
export interface UploadRefusal {
  ok: false;
  status: number;
  message: string;
}

/** Each upload path's own French sentences for the four ways a multipart body can be refused. */
export interface MultipartWording {
  notMultipart: string;
  missing: string;
  unreadable: string;
  tooLarge: string;
}

const refused = (status: number, message: string): UploadRefusal => ({ ok: false, status, message });

/** Limits the client went over (@fastify/multipart's codes): 413. */
const TOO_LARGE_CODES = new Set([
  "FST_REQ_FILE_TOO_LARGE",
  "FST_PARTS_LIMIT",
  "FST_FILES_LIMIT",
  "FST_FIELDS_LIMIT",
]);

/** RFC 2046: a boundary is 1 to 70 characters; busboy takes an empty one, which is no multipart body. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))(?:\s*;|\s*$)/i;

/**
 * The one reading of what goes wrong while a multipart body arrives, for every upload path: over a
 * limit → 413; no boundary, a truncated part, a malformed header or a stream cut short → 400. A fault
 * of this server's disk (an error with a syscall) is no fault of the client's and stays a 500.
 */
export function multipartRefusal(error: unknown, wording: MultipartWording): UploadRefusal {
  const { code, syscall } = (typeof error === "object" && error !== null ? error : {}) as {
    code?: unknown;
    syscall?: unknown;
  };
  if (typeof code === "string" && TOO_LARGE_CODES.has(code)) return refused(413, wording.tooLarge);
  if (syscall !== undefined) throw error;
  return refused(400, wording.unreadable);
}

/**
 * Takes the body's first part, which must be the field 'file', and lets `consume` read its bytes
 * (to memory or to a file) under `maxBytes`; whatever the body's malformation, the answer is a 4xx.
 */
export async function receiveFilePart<T>(
  request: FastifyRequest,
  maxBytes: number,
  wording: MultipartWording,
  consume: (part: MultipartFile) => Promise<T>,
): Promise<{ ok: true; part: MultipartFile; value: T } | UploadRefusal> {
  if (!request.isMultipart()) return refused(400, wording.notMultipart);
  if (!BOUNDARY.test(request.headers["content-type"] ?? "")) return refused(400, wording.unreadable);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (part?.fieldname !== "file") return refused(400, wording.missing);
    const value = await consume(part);
    if (part.file.truncated) return refused(413, wording.tooLarge);
    return { ok: true, part, value };
  } catch (error) {
    return multipartRefusal(error, wording);
  }
}
