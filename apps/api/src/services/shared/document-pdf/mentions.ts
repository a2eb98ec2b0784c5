import { escapeHtml } from "./text";

/** Mentions under the totals, one a line: 'Label : text', or the text alone when it has no label. */
export const mentionLines = (mentions: readonly (readonly [string, string])[]) =>
  mentions
    .map(([label, text]) =>
      label
        ? `<div><strong>${escapeHtml(label)} :</strong> ${escapeHtml(text)}</div>`
        : `<div>${escapeHtml(text)}</div>`,
    )
    .join("");
