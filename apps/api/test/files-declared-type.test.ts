import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tutorialModule } from "../src/modules/support/tutorials";
import { PDF, PNG, uploadAs } from "./files-helpers";
import { createTestApp, type TestApp } from "./helpers";
import { fileRowCount, MP4, storedNames, WEBM } from "./support/tutorials-helpers";

const MISMATCH = "Le contenu du fichier ne correspond pas à son type.";
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex");

let t: TestApp;
let cookie: string;
let tutorialId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [tutorialModule] });
  cookie = await t.login("admin");
  tutorialId = (await (await t.caller("admin")).tutorial.create({ title: "Vidéo", category: "Aide" })).id;
});
afterAll(() => t.close());

const upload = (url: string, filename: string, type: string, bytes: Buffer) =>
  uploadAs(t, cookie, url, { filename, type, bytes });

const nothingStored = async (
  send: () => Promise<{ statusCode: number; json(): { "hydra:description": string } }>,
) => {
  const before = { names: storedNames(t), rows: await fileRowCount(t) };
  const response = await send();
  expect(response.statusCode).toBe(415);
  expect(response.json()["hydra:description"]).toBe(MISMATCH);
  expect({ names: storedNames(t), rows: await fileRowCount(t) }).toEqual(before);
};

describe("a file is stored only when its bytes match the type it declares", () => {
  it("a PDF named doc.png sent as image/png is refused on every upload path that takes any file", async () => {
    for (const url of ["/api/files", "/tronc-commun/lead/upload/file", "/tronc-commun/task/upload/file"]) {
      await nothingStored(() => upload(url, "doc.png", "image/png", PDF));
      await nothingStored(() => upload(url, "doc.pdf", "image/png", PDF));
      await nothingStored(() => upload(url, "doc.png", "application/pdf", PDF));
    }
  });

  it("an image whose name or type says another image is refused on the image paths", async () => {
    for (const url of ["/user/upload/picture", "/triangle-company/upload/logo"]) {
      await nothingStored(() => upload(url, "photo.jpg", "image/jpeg", PNG));
      await nothingStored(() => upload(url, "photo.png", "image/jpeg", PNG));
    }
  });

  it("a PNG named .pdf is refused on the PDF paths (the PDF check already refused its bytes)", async () => {
    const response = await upload("/compta/supplier-invoice/pdf", "facture.pdf", "application/pdf", PNG);
    expect(response.statusCode).toBe(415);
    expect(response.json()["hydra:description"]).toBe("Le fichier doit être un PDF.");
  });

  it("a WebM named .mp4, or an MP4 sent as video/webm, is refused as a tutorial video", async () => {
    const url = `/api/tutorials/${tutorialId}/video`;
    await nothingStored(() => upload(url, "film.mp4", "video/mp4", WEBM));
    await nothingStored(() => upload(url, "film.mp4", "video/webm", MP4));
  });

  it("what matches is stored: JPEG as .jpg (image/jpg too), a PDF, a file that claims no type", async () => {
    expect((await upload("/user/upload/picture", "moi.JPG", "image/jpg", JPEG)).statusCode).toBe(201);
    expect((await upload("/api/files", "devis.pdf", "application/pdf", PDF)).statusCode).toBe(201);
    const notes = await upload("/api/files", "notes.txt", "application/octet-stream", Buffer.from("bonjour"));
    expect(notes.statusCode).toBe(201);
    expect(
      (await upload(`/api/tutorials/${tutorialId}/video`, "film.webm", "video/webm", WEBM)).statusCode,
    ).toBe(201);
  });
});

describe("bidirectional control characters are removed from stored file names", () => {
  const controls = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c";

  it("a name that would show 'exe.pdf' while being 'fdp.exe' is stored as 'facturefdp.exe'", async () => {
    const response = await upload(
      "/api/files",
      `facture\u202efdp.exe`,
      "application/octet-stream",
      Buffer.from("MZ"),
    );
    expect(response.statusCode).toBe(201);
    const meta = await t.app.inject({
      method: "GET",
      url: `/api/files/${response.json().idFile}`,
      headers: { cookie },
    });
    expect(meta.json().filename).toBe("facturefdp.exe");
  });

  it("every bidi control is removed, the rest of the name (accents, Arabic letters) stays", async () => {
    const response = await upload("/api/files", `re${controls}çu عقد.pdf`, "application/pdf", PDF);
    const meta = await t.app.inject({
      method: "GET",
      url: `/api/files/${response.json().idFile}`,
      headers: { cookie },
    });
    expect(meta.json().filename).toBe("reçu عقد.pdf");
  });

  it("a tutorial video's name too", async () => {
    const response = await upload(`/api/tutorials/${tutorialId}/video`, `vid\u202eéo.mp4`, "video/mp4", MP4);
    expect(response.statusCode).toBe(201);
    expect(JSON.stringify(response.json())).toContain("vidéo.mp4");
  });
});
