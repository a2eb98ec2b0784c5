import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePdfBrowser, htmlToPdf } from "../src/services/shared/pdf";

/** Stored rich text goes into PDFs: whatever it points at, the PDF's browser must fetch nothing. */
describe("the PDFs' browser", () => {
  let server: Server;
  let hits = 0;
  let origin = "";
  const localFile = join(tmpdir(), `tc-pdf-isolation-${process.pid}.png`);

  beforeAll(async () => {
    writeFileSync(localFile, Buffer.from("not really a picture"));
    server = createServer((_request, response) => {
      hits += 1;
      response.end("seen");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await closePdfBrowser();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("loads no image, style, frame or font from the network or the disk, twice on the same page", async () => {
    const html = `<!doctype html><html><head><link rel="stylesheet" href="${origin}/style.css">
      <style>@font-face { font-family: x; src: url(${origin}/font.woff2); } body { font-family: x; }</style></head>
      <body><p>Devis</p><img src="${origin}/logo.png"><img src="file://${localFile}">
      <iframe src="${origin}/frame"></iframe><script src="${origin}/script.js"></script></body></html>`;
    for (let round = 0; round < 2; round++) {
      const pdf = await htmlToPdf(html, { footer: "Pied de page" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    }
    expect(hits).toBe(0);
  });
});
