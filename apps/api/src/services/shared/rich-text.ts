import { RICH_TEXT_TAGS } from "@tronc/domain";
import type SanitizeHtml from "sanitize-html";
import { sanitizeHtml } from "./sanitize-html";

const blockAlign = { "text-align": [/^(left|right|center|justify)$/] };
const colour = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;

/**
 * What the rich text editor (TipTap: StarterKit, text align, text style) can produce, and nothing
 * else: rich text is printed on PDFs and shown back in screens, so it is cleaned when saved.
 */
const options = (sanitize: typeof SanitizeHtml): SanitizeHtml.IOptions => ({
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    span: ["style"],
    p: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
    ol: ["start"],
  },
  allowedStyles: {
    p: blockAlign,
    h1: blockAlign,
    h2: blockAlign,
    h3: blockAlign,
    h4: blockAlign,
    span: { color: [colour], "background-color": [colour] },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
  },
});
let richTextOptions: SanitizeHtml.IOptions | undefined;

/** Cleans rich text HTML; an editor's empty paragraph counts as empty. */
export function sanitizeRichText(html: string): string {
  const sanitize = sanitizeHtml();
  richTextOptions ??= options(sanitize);
  const clean = sanitize(html, richTextOptions).trim();
  return clean === "<p></p>" ? "" : clean;
}
