import { escapeHtml, textLines } from "./text";

export interface DocumentTop {
  issuerName: string;
  /** The issuer's identity under its name (address, phone, registrations…), plain text lines. */
  identity: readonly string[];
  /** A data: URL, or null. */
  logo: string | null;
  /** 'DEVIS', 'FACTURE'… */
  heading: string;
  /** Label and value pairs under the heading (reference, dates). */
  facts: readonly (readonly [string, string])[];
}

/** The issuer's identity and logo on the left, the document's heading and facts on the right. */
export function documentTop(top: DocumentTop): string {
  const logo = top.logo ? `<img class="logo" src="${escapeHtml(top.logo)}" alt="">` : "";
  const facts = top.facts
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  return `<div class="top">
  <div class="issuer">${logo}<div class="name">${escapeHtml(top.issuerName)}</div>
    <div class="muted">${textLines(top.identity)}</div></div>
  <div class="doc"><h1>${escapeHtml(top.heading)}</h1><table>${facts}</table></div>
</div>`;
}

export interface PartyBlock {
  label: string;
  name: string;
  lines: readonly string[];
}

/** The boxed blocks of the other parties (client, delivery), on the right. */
export function partyBlocks(blocks: readonly PartyBlock[]): string {
  const boxes = blocks
    .map(
      (block) => `<div class="client"><div class="label">${escapeHtml(block.label)}</div>
  <div class="name">${escapeHtml(block.name)}</div>${textLines(block.lines)}</div>`,
    )
    .join("");
  return `<div class="parties">${boxes}</div>`;
}

/** 'Objet : …' under the parties, when the document has a title. */
export const documentTitle = (title: string) =>
  title ? `<p class="title">Objet : ${escapeHtml(title)}</p>` : "";
