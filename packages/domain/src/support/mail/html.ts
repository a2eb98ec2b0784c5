const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to put inside HTML text or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Escaped text whose line breaks stay visible. */
export function escapeHtmlLines(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, "<br>");
}

/**
 * The absolute address of a screen of the app: `appUrl` plus a path inside the app. Anything else
 * (another site, 'javascript:', '//host') gives null, so a stored value never sends a reader away.
 */
export function appLink(appUrl: string, path: string | null | undefined): string | null {
  if (!path?.startsWith("/") || path.startsWith("//") || /[\s\\]/.test(path)) return null;
  return `${appUrl.replace(/\/+$/, "")}${path}`;
}

/** One line of at most `max` characters (a subject): no line break, spaces collapsed, '…' when cut. */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}
