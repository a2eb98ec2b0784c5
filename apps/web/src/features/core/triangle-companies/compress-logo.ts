/** Spec document 2 §5 and §9: a logo is sent at most 1 MB and 800 px on its longest side. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MAX_SIDE = 800;
const QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.5, 0.4, 0.3];

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function renamed(name: string, type: string): string {
  const extension = type === "image/webp" ? "webp" : "jpg";
  const base = name.replace(/\.[^.]+$/, "") || "logo";
  return `${base}.${extension}`;
}

/**
 * Resizes and re-encodes an image in the browser (canvas → WebP, or JPEG on a white background where
 * WebP cannot be written), lowering the quality until it fits. An image already within the limits is
 * sent as it is; any failure gives back the original file, which the server still checks.
 */
export async function compressLogo(file: File): Promise<File> {
  try {
    if (!file.type.startsWith("image/")) return file;
    const bitmap = await createImageBitmap(file);
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= LOGO_MAX_SIDE && file.size <= LOGO_MAX_BYTES) {
      bitmap.close();
      return file;
    }
    const scale = Math.min(1, LOGO_MAX_SIDE / longest);
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return file;
    const probe = await toBlob(canvas, "image/webp", 0.9);
    const type = probe?.type === "image/webp" ? "image/webp" : "image/jpeg";
    if (type === "image/jpeg") {
      // JPEG has no transparency: a transparent logo goes on white rather than black.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    for (const quality of QUALITIES) {
      const blob = await toBlob(canvas, type, quality);
      if (blob && blob.size <= LOGO_MAX_BYTES) {
        return new File([blob], renamed(file.name, type), { type, lastModified: Date.now() });
      }
    }
    return file;
  } catch {
    return file;
  }
}
