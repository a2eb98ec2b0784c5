import { MESSAGES } from "@tronc/domain";

/** The real type of a file, read from its first bytes; never from its name or declared type. */
export type SniffedType = "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";

/** How many first bytes sniffType reads (WebP's mark ends at the 12th). */
export const SNIFF_BYTES = 16;

export function sniffType(bytes: Uint8Array): SniffedType | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (ascii(0, 5) === "%PDF-") return "application/pdf";
  if (bytes[0] === 0x89 && ascii(1, 4) === "PNG") return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(0, 4) === "GIF8") return "image/gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

export type UploadKind = "image" | "pdf" | "pdfOrImage" | "any";

export const TYPE_MISMATCH = "Le contenu du fichier ne correspond pas à son type.";

/** The types a name's extension or a declared MIME type stand for, as the bytes would say them. */
export interface TypeVocabulary {
  byExtension: Record<string, string>;
  byMimeType: Record<string, string>;
  /** A declared type of this family that no entry reads (image/svg+xml…): a claim the bytes cannot back. */
  family: RegExp;
}

const documents: TypeVocabulary = {
  byExtension: {
    pdf: "application/pdf",
    png: "image/png",
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    jpe: "image/jpeg",
    gif: "image/gif",
    webp: "image/webp",
  },
  byMimeType: {
    "application/pdf": "application/pdf",
    "application/x-pdf": "application/pdf",
    "image/png": "image/png",
    "image/jpeg": "image/jpeg",
    "image/jpg": "image/jpeg",
    "image/pjpeg": "image/jpeg",
    "image/gif": "image/gif",
    "image/webp": "image/webp",
  },
  family: /^(image\/|application\/(x-)?pdf$)/,
};

/**
 * Whether what the client declared (its MIME type, its name's extension) disagrees with the bytes: a
 * PDF named doc.png, or sent as image/png, is not stored. A declaration that names no type of the
 * vocabulary (application/octet-stream, .docx) claims nothing.
 */
export function declaredTypeMismatch(
  sniffed: string | null,
  declared: { mimeType: string; filename: string },
  vocabulary: TypeVocabulary = documents,
): boolean {
  const mimeType = declared.mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  const extension = /\.([a-z0-9]+)$/i.exec(declared.filename.trim())?.[1]?.toLowerCase() ?? "";
  const claims = [vocabulary.byMimeType[mimeType], vocabulary.byExtension[extension]].filter(
    (claim): claim is string => claim !== undefined,
  );
  if (claims.some((claim) => claim !== sniffed)) return true;
  return sniffed === null && vocabulary.family.test(mimeType);
}

/** Decides the stored type, or returns the French reason for refusing the file. */
export function acceptUpload(
  kind: UploadKind,
  bytes: Uint8Array,
  declared: { mimeType: string; filename: string },
): { ok: true; mimeType: string } | { ok: false; message: string } {
  const sniffed = sniffType(bytes);
  const isImage = sniffed?.startsWith("image/") ?? false;
  const isPdf = sniffed === "application/pdf";
  if (kind === "image" && !isImage) return { ok: false, message: MESSAGES.FILE_NOT_IMAGE };
  if (kind === "pdf" && !isPdf) return { ok: false, message: MESSAGES.FILE_NOT_PDF };
  if (kind === "pdfOrImage" && !sniffed) return { ok: false, message: MESSAGES.FILE_NOT_PDF_OR_IMAGE };
  if (declaredTypeMismatch(sniffed, declared)) return { ok: false, message: TYPE_MISMATCH };
  return { ok: true, mimeType: sniffed ?? "application/octet-stream" };
}

/** The videos of the tutorials: MP4 and WebM, by name or declared type. */
export const VIDEO_TYPES: TypeVocabulary = {
  byExtension: { mp4: "video/mp4", m4v: "video/mp4", webm: "video/webm" },
  byMimeType: { "video/mp4": "video/mp4", "video/webm": "video/webm" },
  family: /^video\//,
};
