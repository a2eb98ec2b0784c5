import { afterAll, describe, expect, it } from "vitest";
import { closePdfBrowser, htmlToPdf, usePdfChromium, warmUpPdfBrowser } from "../src/services/shared/pdf";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** The server starts the PDFs' browser in the background, so that the first PDF does not wait for it. */
describe("the PDFs' browser started ahead", () => {
  afterAll(async () => {
    usePdfChromium(CHROME);
    await closePdfBrowser();
  });

  it("reports a browser that cannot start, and the first PDF tries again", async () => {
    usePdfChromium("/nonexistent/chromium");
    const reported: unknown[] = [];
    await warmUpPdfBrowser((error) => reported.push(error));
    expect(reported).toHaveLength(1);

    usePdfChromium(CHROME);
    const bytes = await htmlToPdf("<!doctype html><p>Bonjour</p>");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  }, 60_000);

  it("starts the browser once: the PDFs after the warm-up reuse it, whatever their number", async () => {
    await closePdfBrowser();
    const reported: unknown[] = [];
    await warmUpPdfBrowser((error) => reported.push(error));
    expect(reported).toEqual([]);
    const started = Date.now();
    const bytes = await htmlToPdf("<!doctype html><p>Bonjour</p>");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // A launch takes seconds; a print on a warm browser well under them, even on a loaded machine.
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);
});
