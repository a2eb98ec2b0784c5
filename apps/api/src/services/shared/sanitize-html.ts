import { createRequire } from "node:module";
import type SanitizeHtml from "sanitize-html";

// Resolved at run time, out of the server's bundle: sanitize-html and what it brings (postcss,
// htmlparser2; 5 MB of memory) load with the first rich text cleaned, not at every start.
const load = createRequire(import.meta.url);
let sanitizer: typeof SanitizeHtml | undefined;

/** sanitize-html, loaded at its first use. */
export function sanitizeHtml(): typeof SanitizeHtml {
  sanitizer ??= load("sanitize-html") as typeof SanitizeHtml;
  return sanitizer;
}
