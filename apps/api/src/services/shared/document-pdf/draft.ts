import { DRAFT_WATERMARK } from "@tronc/domain";
import { escapeHtml } from "./text";

/** A document without its number yet: 'BROUILLON' across the page (the `.watermark` style). */
export const draftWatermark = () => `<div class="watermark">${DRAFT_WATERMARK}</div>`;

/** The line under the heading that says so in words ('Avoir en cours de création'…). */
export const draftNotice = (label: string) => `<p class="draft-notice">${escapeHtml(label)}</p>`;
