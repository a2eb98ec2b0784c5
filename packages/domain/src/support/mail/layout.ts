import { escapeHtml, escapeHtmlLines } from "./html";

/** What a notification says, written once and laid out both as plain text and as HTML. */
export interface MailParts {
  subject: string;
  intro: string;
  /** Label and value; rows without a value are left out. */
  facts: readonly (readonly [label: string, value: string | null | undefined])[];
  /** A longer text (a request, several lines). */
  note?: { label: string; text: string } | undefined;
  /** HTML the server wrote and sanitised itself (an alert's content), with its plain-text version. */
  safeHtml?: { html: string; text: string } | undefined;
  links: readonly { label: string; href: string }[];
  /** Why the reader receives it (the switch of their account). */
  reason: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const present = (facts: MailParts["facts"]) =>
  facts.filter(
    (fact): fact is readonly [string, string] => typeof fact[1] === "string" && fact[1].trim() !== "",
  );

function textOf(parts: MailParts): string {
  const blocks = ["Bonjour,", parts.intro];
  const facts = present(parts.facts);
  if (facts.length > 0) blocks.push(facts.map(([label, value]) => `${label} : ${value}`).join("\n"));
  if (parts.safeHtml) blocks.push(parts.safeHtml.text);
  if (parts.note?.text.trim()) blocks.push(`${parts.note.label} :\n${parts.note.text.trim()}`);
  for (const link of parts.links) blocks.push(`${link.label} : ${link.href}`);
  blocks.push(`-- \n${parts.reason}`);
  return `${blocks.join("\n\n")}\n`;
}

const STYLE = {
  body: "margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5",
  card: "max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px",
  label:
    "text-align:left;vertical-align:top;padding:4px 16px 4px 0;color:#52606d;font-weight:normal;white-space:nowrap",
  value: "padding:4px 0",
  note: "margin:16px 0;padding:12px 16px;background:#f4f5f7;border-radius:6px",
  button:
    "display:inline-block;margin:4px 8px 4px 0;padding:10px 16px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none",
  reason: "margin-top:24px;font-size:12px;color:#7b8794",
};

function htmlOf(parts: MailParts): string {
  const facts = present(parts.facts)
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="${STYLE.label}">${escapeHtml(label)}</th><td style="${STYLE.value}">${escapeHtmlLines(value)}</td></tr>`,
    )
    .join("");
  const note = parts.note?.text.trim()
    ? `<div style="${STYLE.note}"><strong>${escapeHtml(parts.note.label)}</strong><br>${escapeHtmlLines(parts.note.text.trim())}</div>`
    : "";
  const links = parts.links
    .map((link) => `<a href="${escapeHtml(link.href)}" style="${STYLE.button}">${escapeHtml(link.label)}</a>`)
    .join("");
  return [
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    `<p>Bonjour,</p><p>${escapeHtmlLines(parts.intro)}</p>`,
    facts ? `<table role="presentation" style="border-collapse:collapse">${facts}</table>` : "",
    parts.safeHtml ? `<div style="${STYLE.note}">${parts.safeHtml.html}</div>` : "",
    note,
    links ? `<p>${links}</p>` : "",
    `<p style="${STYLE.reason}">${escapeHtml(parts.reason)}</p>`,
    "</div></body></html>",
  ].join("\n");
}

export function layoutMail(parts: MailParts): RenderedMail {
  return { subject: parts.subject, text: textOf(parts), html: htmlOf(parts) };
}
