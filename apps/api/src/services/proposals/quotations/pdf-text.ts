export { escapeHtml, isBlankRichText, richTextToPlain } from "../../shared/document-pdf/text";
