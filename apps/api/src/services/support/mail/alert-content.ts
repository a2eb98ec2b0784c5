import { appLink } from "@tronc/domain";
import { sanitizeHtml } from "../../shared/sanitize-html";

/**
 * An alert's HTML as a mail may carry it: paragraphs, emphasis, lists and links, nothing else (no
 * style, image or script). A link inside the app is made absolute; one elsewhere loses its address.
 */
export function alertContentForMail(html: string, appUrl: string): string {
  return sanitizeHtml()(html, {
    allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["https", "http", "mailto"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const inApp = appLink(appUrl, href);
        const external = /^(https?:|mailto:)/i.test(href) ? href : null;
        const target = inApp ?? external;
        const attributes: Record<string, string> = target ? { href: target } : {};
        return { tagName, attribs: attributes };
      },
    },
  }).trim();
}
