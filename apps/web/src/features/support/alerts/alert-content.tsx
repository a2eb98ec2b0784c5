import { RICH_TEXT_TAGS } from "@tronc/domain";
import { createElement, Fragment, type ReactNode, useMemo } from "react";

/** The tags the server's sanitiser lets through; anything else keeps its text only. */
const TAGS = new Set<string>(RICH_TEXT_TAGS);
const VOID = new Set(["br", "hr"]);
const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/))/i;

function toReact(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  const children = Array.from(node.childNodes, toReact);
  if (!TAGS.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (VOID.has(tag)) return createElement(tag, { key });
  if (tag === "a") {
    const href = node.getAttribute("href") ?? "";
    return SAFE_HREF.test(href) ? (
      <a key={key} href={href} rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  return createElement(tag, { key }, ...children);
}

/**
 * An alert's HTML, sanitised by the server, rendered as React elements of the sanitiser's own tags (no
 * attribute but a safe link's href): the text is shown, never run, even if a sanitiser missed something.
 */
export function AlertContent({ html }: { html: string }) {
  const nodes = useMemo(
    () => Array.from(new DOMParser().parseFromString(html, "text/html").body.childNodes, toReact),
    [html],
  );
  return <div className="alert-card-content">{nodes}</div>;
}
