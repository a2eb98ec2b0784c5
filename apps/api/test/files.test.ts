import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG, uploadAs } from "./files-helpers";
import { createTestApp, type TestApp } from "./helpers";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ modules: [] });
  cookie = await t.login("user");
});
afterAll(() => t.close());

const upload = (url: string, filename: string, type: string, bytes: Buffer, withCookie = true) =>
  uploadAs(t, withCookie ? cookie : null, url, { filename, type, bytes });

const storedCount = () => readdirSync(t.filesDir).length;

describe("files", () => {
  it("an upload answers idFile; metadata and download follow by id, never by the client's name", async () => {
    const response = await upload("/api/files", "../../etc/passwd.pdf", "application/pdf", PDF);
    expect(response.statusCode).toBe(201);
    const { idFile } = response.json();
    expect(typeof idFile).toBe("number");
    expect(readdirSync(t.filesDir)).toContain(String(idFile));
    const meta = await t.app.inject({ method: "GET", url: `/api/files/${idFile}`, headers: { cookie } });
    expect(meta.json()).toMatchObject({
      "@id": `/api/files/${idFile}`,
      id: idFile,
      size: PDF.length,
      type: "application/pdf",
    });
    expect(meta.json().filename).not.toContain("/");
    const download = await t.app.inject({
      method: "GET",
      url: `/api/files/${idFile}/download`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
  });

  it("a logo upload accepts a PNG and refuses a PDF renamed as an image, storing nothing", async () => {
    expect((await upload("/triangle-company/upload/logo", "logo.png", "image/png", PNG)).statusCode).toBe(
      201,
    );
    const before = storedCount();
    const refused = await upload("/triangle-company/upload/logo", "logo.png", "image/png", PDF);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()["hydra:description"]).toMatch(/image/);
    expect(storedCount()).toBe(before);
  });

  it("a file whose bytes contradict its PDF type is refused", async () => {
    const before = storedCount();
    const response = await upload("/api/files", "devis.pdf", "application/pdf", Buffer.from("MZ not a pdf"));
    expect(response.statusCode).toBe(415);
    expect(storedCount()).toBe(before);
  });

  it("a file over the cap answers 413 and stores nothing", async () => {
    const before = storedCount();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const response = await upload("/api/files", "gros.pdf", "application/pdf", big);
    expect(response.statusCode).toBe(413);
    expect(response.json()["hydra:description"]).toMatch(/taille maximale/);
    expect(storedCount()).toBe(before);
  });

  it("uploads and downloads need a session", async () => {
    expect((await upload("/api/files", "a.pdf", "application/pdf", PDF, false)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/files/1/download" })).statusCode).toBe(401);
  });

  it("an unknown file id answers 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/files/99999", headers: { cookie } });
    expect(response.statusCode).toBe(404);
  });
});
