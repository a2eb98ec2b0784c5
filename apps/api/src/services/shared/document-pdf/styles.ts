/** The documents' CSS, inline in the page (the PDF's browser loads nothing); `accent` is a checked '#rrggbb'. */
export const documentStyles = (accent: string) => `
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", Arial, sans-serif; color: #212529; font-size: 9.5pt; margin: 0; }
  .top { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px;
    border-bottom: 3px solid ${accent}; padding-bottom: 10px; margin-bottom: 16px; }
  .issuer .logo { max-height: 64px; max-width: 200px; display: block; margin-bottom: 6px; }
  .issuer .name { font-size: 13pt; font-weight: bold; color: ${accent}; }
  .issuer div, .client div { line-height: 1.35; }
  .muted { color: #6c757d; }
  .doc { text-align: right; }
  .doc h1 { font-size: 20pt; margin: 0 0 4px; color: ${accent}; letter-spacing: 1px; }
  .doc table { margin-left: auto; border-collapse: collapse; }
  .doc th { text-align: left; font-weight: normal; color: #6c757d; padding: 1px 8px 1px 0; }
  .doc td { text-align: right; font-weight: 600; padding: 1px 0; }
  .parties { display: flex; justify-content: flex-end; gap: 12px; margin-bottom: 14px; }
  .client { width: 48%; border: 1px solid #ced4da; border-radius: 6px; padding: 8px 12px; }
  .client .label { font-size: 8pt; text-transform: uppercase; color: #6c757d; margin-bottom: 2px; }
  .client .name { font-weight: bold; font-size: 11pt; }
  .title { font-size: 12pt; font-weight: 600; margin: 0 0 10px; }
  .service-dates { margin: -4px 0 10px; }
  table.lines { width: 100%; border-collapse: collapse; margin-bottom: 12px; }
  table.lines thead th { background: ${accent}; color: #fff; font-weight: 600; font-size: 8.5pt;
    padding: 5px 6px; text-align: right; }
  table.lines thead th:first-child { text-align: left; }
  table.lines td { padding: 6px; border-bottom: 1px solid #dee2e6; vertical-align: top; text-align: right;
    white-space: nowrap; }
  table.lines td.designation { text-align: left; white-space: normal; width: 46%; }
  table.lines tr { page-break-inside: avoid; }
  table.lines tr.pack td { color: #495057; background: #f8f9fa; }
  .designation .name { font-weight: 600; }
  .designation .description { font-size: 8.5pt; color: #495057; margin-top: 2px; }
  .designation .description p { margin: 0 0 3px; }
  .designation .description ul, .designation .description ol { margin: 0 0 3px; padding-left: 16px; }
  .base { text-decoration: line-through; color: #868e96; font-size: 8pt; }
  .summary { display: flex; justify-content: space-between; gap: 24px; break-inside: avoid;
    break-after: avoid; margin-bottom: 14px; }
  table.vat, table.totals { border-collapse: collapse; }
  table.vat th, table.vat td { padding: 3px 8px; border-bottom: 1px solid #dee2e6; text-align: right; }
  table.vat th { font-size: 8.5pt; color: #495057; font-weight: 600; }
  table.totals { min-width: 42%; }
  table.totals th { text-align: left; font-weight: normal; padding: 3px 10px 3px 0; }
  table.totals td { text-align: right; padding: 3px 0; font-weight: 600; }
  table.totals tr.ttc th, table.totals tr.ttc td { border-top: 2px solid ${accent}; font-size: 11pt;
    font-weight: bold; padding-top: 6px; }
  .comment { white-space: pre-wrap; border-left: 3px solid #ced4da; padding: 4px 10px; margin-bottom: 12px; }
  .terms { display: flex; gap: 16px; break-inside: avoid; }
  .terms .conditions { flex: 1; }
  .terms .conditions div { margin-bottom: 4px; }
  .terms .bank { margin-top: 6px; font-size: 8.5pt; }
  .terms .bank p { margin: 0; }
  .agreement { width: 45%; border: 1px solid #adb5bd; border-radius: 6px; padding: 8px 12px; min-height: 120px; }
  .agreement .label { font-weight: bold; }
  .agreement .hint { font-size: 8pt; color: #6c757d; }
  /* The terms follow the document: short ones share its last page, long ones flow on; never a page
     for a lone line (the heading stays with its text, no paragraph leaves one line behind). */
  .cgv { font-size: 8pt; margin-top: 14px; }
  .cgv h2 { font-size: 12pt; color: ${accent}; margin: 0 0 8px; break-after: avoid; }
  .cgv p { margin: 0 0 5px; text-align: justify; orphans: 3; widows: 3; }
`;

/** The invoice and credit note look: the quotation's, plus the draft's watermark, deductions, mentions. */
export const accountingDocumentStyles = (accent: string) => `${documentStyles(accent)}
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
