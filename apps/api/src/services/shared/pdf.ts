import type { Browser } from "puppeteer-core";

/** The system Chromium, never downloaded; the server sets it from CHROME_PATH (env.ts). */
let executablePath = "/usr/bin/chromium";

/** Where the PDFs' Chromium is (read once by the server from its environment). */
export function usePdfChromium(path: string): void {
  executablePath = path;
}

let launching: Promise<Browser> | null = null;

/**
 * One headless browser for the whole process, started at the first PDF and reused after; puppeteer
 * itself is loaded then too, not at the server's start.
 */
function browser(): Promise<Browser> {
  if (!launching) {
    const started = import("puppeteer-core").then(({ default: puppeteer }) =>
      puppeteer.launch({
        executablePath,
        headless: true,
        args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
      }),
    );
    launching = started;
    started.then(
      (running) => running.on("disconnected", () => (launching = null)),
      () => (launching = null),
    );
  }
  return launching;
}

export interface PdfOptions {
  /** Printed at the bottom of every page (plain text). */
  footer?: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * An A4 PDF of a complete HTML document. The page may load nothing from the network (its images are
 * data URLs): every request but the document's own is refused, so stored rich text cannot call out.
 */
export async function htmlToPdf(html: string, options: PdfOptions = {}): Promise<Buffer> {
  const page = await (await browser()).newPage();
  try {
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (request.url().startsWith("data:")) void request.continue();
      else void request.abort();
    });
    await page.setContent(html, { waitUntil: "load" });
    const footer = options.footer
      ? `<div style="font-size:8px;color:#6c757d;width:100%;text-align:center;font-family:sans-serif">${escapeHtml(options.footer)} — page <span class="pageNumber"></span>/<span class="totalPages"></span></div>`
      : "<span></span>";
    const bytes = await page.pdf({
      format: "A4",
      printBackground: true,
      margin: { top: "18mm", bottom: "18mm", left: "16mm", right: "16mm" },
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate: footer,
    });
    return Buffer.from(bytes);
  } finally {
    await page.close();
  }
}

/** Closes the shared browser (the server's onClose): the next PDF starts a new one. */
export async function closePdfBrowser(): Promise<void> {
  const current = launching;
  launching = null;
  if (!current) return;
  try {
    await (await current).close();
  } catch {
    // A browser that failed to start or already died has nothing left to close.
  }
}
