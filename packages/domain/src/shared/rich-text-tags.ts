/**
 * The HTML tags rich text may hold (what the TipTap editor produces): the server's sanitiser keeps
 * these and no other, and screens that render stored HTML as elements allow the same ones.
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "hr",
  "a",
  "span",
] as const;
