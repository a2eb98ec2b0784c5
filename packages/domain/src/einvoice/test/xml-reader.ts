/**
 * A small XML reader for the tests of the writers: elements, attributes and text (no comments, no
 * CDATA, no DTD — the writers produce none). Throws on a closing tag that does not match.
 */
export interface ReadElement {
  name: string;
  attributes: Record<string, string>;
  children: ReadElement[];
  text: string;
}

const TOKEN = /<\?[^>]*\?>|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
const ATTRIBUTE = /([\w:.-]+)="([^"]*)"/g;

const decode = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

export function readXml(xml: string): ReadElement {
  const root: ReadElement = { name: "#document", attributes: {}, children: [], text: "" };
  const stack = [root];
  for (const [token, closing, name, attributeText = "", selfClosing, text] of xml.matchAll(TOKEN)) {
    const parent = stack[stack.length - 1] as ReadElement;
    if (token.startsWith("<?")) continue;
    if (text !== undefined) {
      parent.text += decode(text);
    } else if (closing) {
      if (parent.name !== name) throw new Error(`</${name}> closes <${parent.name}>`);
      stack.pop();
    } else {
      const attributes = Object.fromEntries(
        [...attributeText.matchAll(ATTRIBUTE)].map(([, key = "", value = ""]) => [key, decode(value)]),
      );
      const element: ReadElement = { name: name ?? "", attributes, children: [], text: "" };
      parent.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1]?.name}> is never closed`);
  const [document] = root.children;
  if (!document || root.children.length !== 1) throw new Error("Not one root element");
  return document;
}

/** Every element at the end of a path of child names ("a/b/c") under the given element. */
export function all(element: ReadElement, path: string): ReadElement[] {
  return path
    .split("/")
    .reduce<ReadElement[]>(
      (found, name) => found.flatMap((parent) => parent.children.filter((child) => child.name === name)),
      [element],
    );
}

/** The trimmed text of the one element at that path; throws when there is none or several. */
export function textAt(element: ReadElement, path: string): string {
  const found = all(element, path);
  if (found.length !== 1) throw new Error(`${found.length} elements at ${path}`);
  return (found[0] as ReadElement).text.trim();
}

export const textsAt = (element: ReadElement, path: string) => all(element, path).map((e) => e.text.trim());

export const childNames = (element: ReadElement) => element.children.map((child) => child.name);
