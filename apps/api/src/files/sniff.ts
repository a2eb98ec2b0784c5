/** The real type of a file, read from its first bytes; never from its name or declared type. */
export type SniffedType = "application/pdf" | "image/png" | "image/jpeg" | "image/gif" | "image/webp";

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

const claimsPdfOrImage = (mimeType: string, filename: string) =>
  /^(image\/|application\/pdf)/.test(mimeType) || /\.(pdf|png|jpe?g|gif|webp)$/i.test(filename);

/** Decides the stored type, or returns the French reason for refusing the file. */
export function acceptUpload(
  kind: UploadKind,
  bytes: Uint8Array,
  declared: { mimeType: string; filename: string },
): { ok: true; mimeType: string } | { ok: false; message: string } {
  const sniffed = sniffType(bytes);
  const isImage = sniffed?.startsWith("image/") ?? false;
  const isPdf = sniffed === "application/pdf";
  if (kind === "image" && !isImage)
    return { ok: false, message: "Le fichier doit être une image (PNG, JPEG, GIF ou WebP)." };
  if (kind === "pdf" && !isPdf) return { ok: false, message: "Le fichier doit être un PDF." };
  if (kind === "pdfOrImage" && !sniffed)
    return { ok: false, message: "Le fichier doit être un PDF ou une image." };
  if (kind === "any" && !sniffed && claimsPdfOrImage(declared.mimeType, declared.filename)) {
    return { ok: false, message: "Le contenu du fichier ne correspond pas à son type." };
  }
  return { ok: true, mimeType: sniffed ?? "application/octet-stream" };
}
