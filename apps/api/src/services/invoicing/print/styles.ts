import { documentStyles } from "../../shared/document-pdf/styles";

/** The quotation's look, plus what only an invoice prints: the draft's watermark, deductions, mentions. */
export const invoiceStyles = (accent: string) => `${documentStyles(accent)}
  .watermark { position: fixed; top: 40%; left: 0; right: 0; text-align: center; font-size: 72pt;
    font-weight: bold; color: rgba(201, 42, 42, 0.14); letter-spacing: 6px; z-index: 0; }
  .top .issuer { flex: 1 1 auto; }
  .doc { flex: 0 0 auto; }
  .doc th, .doc td { white-space: nowrap; }
  .summary { align-items: flex-start; }
  .draft-notice { color: #c92a2a; font-weight: 600; text-align: right; margin: -10px 0 12px; }
  .doc .kind { font-size: 9pt; color: #6c757d; margin: -2px 0 4px; }
  h2.section { font-size: 10pt; color: ${accent}; margin: 0 0 4px; }
  table.deductions { width: 100%; border-collapse: collapse; margin-bottom: 12px; page-break-inside: avoid; }
  table.deductions th { font-size: 8.5pt; color: #495057; font-weight: 600; text-align: right;
    border-bottom: 1px solid #adb5bd; padding: 3px 6px; }
  table.deductions th:first-child, table.deductions td:first-child { text-align: left; }
  table.deductions td { padding: 3px 6px; border-bottom: 1px solid #dee2e6; text-align: right; white-space: nowrap; }
  .mentions div { margin-bottom: 3px; }
  .parties .client { width: 42%; }
`;
