import { availableParallelism } from "node:os";
import type { Browser, Page } from "puppeteer-core";

/** The system Chromium, never downloaded; the server sets it from CHROME_PATH (env.ts). */
let executablePath = "/usr/bin/chromium";

/** Where the PDFs' Chromium is (read once by the server from its environment). */
export function usePdfChromium(path: string): void {
  executablePath = path;
}

let launching: Promise<Browser> | null = null;

/**
 * Pages printing at once, and kept open between PDFs: one per core (at least two). Opening a page and
 * its first print cost more than the print itself, so a page is reused (its document replaced by the
 * next one's); a PDF asked while every page prints waits for one rather than opening more.
 */
const POOL_SIZE = Math.max(2, availableParallelism());
let idlePages: Page[] = [];
let printing = 0;
const waitingForPage: (() => void)[] = [];

async function takeTurn(): Promise<void> {
  if (printing < POOL_SIZE) {
    printing++;
    return;
  }
  await new Promise<void>((resolve) => waitingForPage.push(resolve));
}

/** The turn goes to the next PDF waiting, else the count goes down. */
function endTurn(): void {
  const next = waitingForPage.shift();
  if (next) next();
  else printing--;
}

/**
 * One headless browser for the whole process, started in the background at the server's start
 * (warmUpPdfBrowser) or else at the first PDF, and reused after; puppeteer is loaded then too.
 */
function browser(): Promise<Browser> {
  if (!launching) {
    const started = import("puppeteer-core").then(({ default: puppeteer }) =>
      puppeteer.launch({
        executablePath,
        headless: true,
        // Over a pipe, Chromium ends with the server even when the server is killed (kill -9, a crash):
        // no orphan browser is left running.
        pipe: true,
        args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
      }),
    );
    launching = started;
    started.then(
      (running) =>
        running.on("disconnected", () => {
          launching = null;
          idlePages = [];
        }),
      () => (launching = null),
    );
  }
  return launching;
}

/**
 * Starts the shared browser and one page ahead of the first PDF (the server's start, after listen):
 * a first PDF then waits for its print only, not for Chromium to launch. A failure is reported and
 * forgotten: the first PDF tries again.
 */
export async function warmUpPdfBrowser(report: (error: unknown) => void): Promise<void> {
  try {
    const page = await takePage();
    await givePageBack(page, true);
  } catch (error) {
    report(error);
  }
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
  await takeTurn();
  try {
    return await printOn(html, options);
  } finally {
    endTurn();
  }
}

async function printOn(html: string, options: PdfOptions): Promise<Buffer> {
  const page = await takePage();
  let reusable = false;
  try {
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
    reusable = true;
    return Buffer.from(bytes);
  } finally {
    await givePageBack(page, reusable);
  }
}

/** An idle page, or a new one with JavaScript off and the network cut (data: URLs still load). */
async function takePage(): Promise<Page> {
  for (let page = idlePages.pop(); page; page = idlePages.pop()) {
    if (!page.isClosed()) return page;
  }
  const page = await (await browser()).newPage();
  await page.setJavaScriptEnabled(false);
  // Offline, not request interception: the same refusal of every network fetch without a round trip
  // to the browser for each image of the document (data: URLs need no network).
  await page.setOfflineMode(true);
  return page;
}

/** A page that printed is kept for the next PDF (up to POOL_SIZE); one that failed is closed. */
async function givePageBack(page: Page, reusable: boolean): Promise<void> {
  if (reusable && idlePages.length < POOL_SIZE && !page.isClosed()) {
    idlePages.push(page);
    return;
  }
  await page.close().catch(() => {
    // Already gone with its browser: nothing to close.
  });
}

/** Closes the shared browser (the server's onClose): the next PDF starts a new one. */
export async function closePdfBrowser(): Promise<void> {
  const current = launching;
  launching = null;
  idlePages = [];
  if (!current) return;
  try {
    await (await current).close();
  } catch {
    // A browser that failed to start or already died has nothing left to close.
  }
}
