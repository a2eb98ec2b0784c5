import { execFileSync } from "node:child_process";
import { PDFDocument } from "pdf-lib";

/**
 * The PDF's text as pdftotext (poppler) lays it out, row by row, spaces of every kind made one plain
 * space, for `toContain`.
 */
export function pdfText(bytes: Buffer, pages?: { first: number; last: number }): string {
  const range = pages ? ["-f", String(pages.first), "-l", String(pages.last)] : [];
  const text = execFileSync("pdftotext", ["-layout", ...range, "-", "-"], { input: bytes }).toString("utf8");
  return text.replace(/[\s\u00a0\u202f]+/g, " ");
}

export async function pageCount(bytes: Buffer | Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

/** A real PDF of `pages` pages, each saying 'Présentation page n', as a presentation upload. */
export async function presentationPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont("Helvetica");
  for (let page = 1; page <= pages; page++) {
    document.addPage([595, 842]).drawText(`Presentation page ${page}`, { x: 72, y: 760, size: 20, font });
  }
  return Buffer.from(await document.save());
}
