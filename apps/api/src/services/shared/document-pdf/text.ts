/** Text put into a PDF's HTML: every value from the database goes through `escapeHtml`. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: "\u00a0",
};

/** Sanitised rich text (or plain text) as plain text, its blocks and lines joined by `separator`. */
export function richTextToPlain(html: string, separator = " · "): string {
  return html
    .replace(/<\/(p|h[1-4]|li|blockquote|pre)>|<br\s*\/?>|\n/gi, "\u0000")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .split("\u0000")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join(separator);
}

/** Rich text with nothing visible in it ('<p></p>', spaces) counts as empty. */
export const isBlankRichText = (html: string) => richTextToPlain(html) === "";

/** Lines of plain text, each in its own escaped <div>. */
export const textLines = (values: readonly string[]) =>
  values.map((value) => `<div>${escapeHtml(value)}</div>`).join("");
