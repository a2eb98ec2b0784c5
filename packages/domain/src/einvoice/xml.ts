/**
 * A minimal XML writer for the e-invoice syntaxes: elements, attributes and escaped text, nothing
 * else (no mixed content, no namespaces beyond the prefixes written in the names).
 */
export interface XmlElement {
  name: string;
  attributes?: Readonly<Record<string, string>>;
  children?: readonly XmlNode[];
  text?: string;
}

/** `null`, `undefined`, `false` and "" are dropped: optional business terms are written as `cond && el(...)`. */
export type XmlNode = XmlElement | null | undefined | false | "";

export const el = (
  name: string,
  content: string | readonly XmlNode[] = [],
  attributes?: Readonly<Record<string, string>>,
): XmlElement =>
  typeof content === "string"
    ? { name, text: content, ...(attributes ? { attributes } : {}) }
    : { name, children: content, ...(attributes ? { attributes } : {}) };

/** An element written only when its text is given (an optional business term). */
export const optionalEl = (
  name: string,
  text: string | null | undefined,
  attributes?: Readonly<Record<string, string>>,
): XmlNode => (text ? el(name, text, attributes) : null);

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const ATTRIBUTE_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': "&quot;" };

// Characters XML 1.0 forbids (C0 controls other than tab, newline, carriage return): dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeXmlText = (text: string) =>
  text.replace(FORBIDDEN_CHARACTERS, "").replace(/[&<>]/g, (c) => TEXT_ESCAPES[c] ?? c);

export const escapeXmlAttribute = (text: string) =>
  text
    .replace(FORBIDDEN_CHARACTERS, "")
    .replace(/[&<>"]/g, (c) => ATTRIBUTE_ESCAPES[c] ?? c)
    .replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);

function write(node: XmlElement, depth: number, out: string[]): void {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXmlAttribute(value)}"`)
    .join("");
  const children = (node.children ?? []).filter((child): child is XmlElement => Boolean(child));
  if (node.text !== undefined) {
    out.push(`${indent}<${node.name}${attributes}>${escapeXmlText(node.text)}</${node.name}>`);
  } else if (children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
  } else {
    out.push(`${indent}<${node.name}${attributes}>`);
    for (const child of children) write(child, depth + 1, out);
    out.push(`${indent}</${node.name}>`);
  }
}

/** The document, UTF-8 declaration first, indented by two spaces, ending with a newline. */
export function xmlDocument(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join("\n")}\n`;
}
