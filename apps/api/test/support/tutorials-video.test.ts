import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { files, tutorials } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tutorialModule } from "../../src/modules/support/tutorials";
import { createTestApp, type TestApp } from "../helpers";
import { serverWithWebApp } from "../http-helpers";
import {
  clearTutorials,
  fileRowCount,
  getVideo,
  MP4,
  mutate,
  PNG_BYTES,
  storedNames,
  uploadVideo,
  WEBM,
} from "./tutorials-helpers";

let t: TestApp;
let capped: Awaited<ReturnType<typeof serverWithWebApp>>;
let entryId: number;
beforeAll(async () => {
  t = await createTestApp({ modules: [tutorialModule] });
  await clearTutorials(t);
  // A second server on the same database and files, whose video cap is 100 Ko (the demo MP4 weighs 146 Ko).
  capped = await serverWithWebApp(t, { maxVideoBytes: 100 * 1024 });
  const entry = await (await t.caller("admin")).tutorial.create({
    title: "Se connecter",
    category: "Premiers pas",
  });
  entryId = entry.id;
});
afterAll(async () => {
  await capped.close();
  await t.close();
});

const videoFileIdOf = async (id: number) =>
  (await t.handle.db.select({ fileId: tutorials.videoFileId }).from(tutorials).where(eq(tutorials.id, id)))[0]
    ?.fileId ?? null;

const entryOf = async (id: number) => {
  const page = await (await t.caller("user")).tutorial.list();
  return page.categories.flatMap((group) => group.entries).find((entry) => entry.id === id);
};

describe("uploading a tutorial video", () => {
  it("a super admin uploads an MP4: stored by id, playable by everyone, nothing temporary left", async () => {
    const response = await uploadVideo(t, "admin", entryId, {
      filename: "premiers-pas.mp4",
      type: "video/mp4",
      bytes: MP4,
    });
    expect(response.statusCode).toBe(201);
    const { idFile, video } = response.json();
    expect(video).toEqual({
      url: `/api/tutorials/${entryId}/video?v=${idFile}`,
      captionsUrl: `/api/tutorials/${entryId}/captions`,
      mimeType: "video/mp4",
      size: MP4.length,
      filename: "premiers-pas.mp4",
    });
    expect(readFileSync(join(t.filesDir, String(idFile))).equals(MP4)).toBe(true);
    expect(storedNames(t)).toEqual([String(idFile)]);
    expect(await entryOf(entryId)).toMatchObject({ comingSoon: false, video: { mimeType: "video/mp4" } });
  });

  it("a WebM replaces it: the old video's row and bytes are deleted", async () => {
    const oldId = await videoFileIdOf(entryId);
    const response = await uploadVideo(t, "admin", entryId, {
      filename: "saisir-un-lead.webm",
      type: "video/webm",
      bytes: WEBM,
    });
    expect(response.statusCode).toBe(201);
    const { idFile } = response.json();
    expect(storedNames(t)).toEqual([String(idFile)]);
    expect(
      await t.handle.db
        .select()
        .from(files)
        .where(eq(files.id, oldId ?? 0)),
    ).toEqual([]);
    const played = await getVideo(t, "user", entryId);
    expect(played.headers["content-type"]).toBe("video/webm");
    expect(played.rawPayload.equals(WEBM)).toBe(true);
  });

  it("a PNG renamed .mp4 is refused in French (415) and nothing is stored; the video stays", async () => {
    const before = {
      names: storedNames(t),
      rows: await fileRowCount(t),
      video: await videoFileIdOf(entryId),
    };
    const response = await uploadVideo(t, "admin", entryId, {
      filename: "capture.mp4",
      type: "video/mp4",
      bytes: PNG_BYTES,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()["hydra:description"]).toBe("Le fichier doit être une vidéo MP4 ou WebM.");
    expect({
      names: storedNames(t),
      rows: await fileRowCount(t),
      video: await videoFileIdOf(entryId),
    }).toEqual(before);
  });

  it("a video over the cap answers 413 with the cap in French and nothing is stored", async () => {
    const before = { names: storedNames(t), rows: await fileRowCount(t) };
    const response = await uploadVideo(
      t,
      "admin",
      entryId,
      { filename: "premiers-pas.mp4", type: "video/mp4", bytes: MP4 },
      capped.app,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()["hydra:description"]).toBe(
      "La vidéo dépasse la taille maximale autorisée (100 Ko).",
    );
    expect({ names: storedNames(t), rows: await fileRowCount(t) }).toEqual(before);
    // Under the cap, the same server takes the WebM (77 Ko).
    const small = await uploadVideo(
      t,
      "admin",
      entryId,
      { filename: "saisir-un-lead.webm", type: "video/webm", bytes: WEBM },
      capped.app,
    );
    expect(small.statusCode).toBe(201);
  });

  it("an empty file, no multipart, an unknown entry: French refusals, nothing stored", async () => {
    const before = storedNames(t);
    const empty = await uploadVideo(t, "admin", entryId, {
      filename: "vide.mp4",
      type: "video/mp4",
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()["hydra:description"]).toBe("Le fichier vidéo est vide.");
    const json = await t.app.inject({
      method: "POST",
      url: `/api/tutorials/${entryId}/video`,
      headers: { cookie: await t.login("admin") },
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()["hydra:description"]).toBe("Envoyez la vidéo en multipart, dans le champ « file ».");
    const unknown = await uploadVideo(t, "admin", 999_999, {
      filename: "a.mp4",
      type: "video/mp4",
      bytes: MP4,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()["hydra:description"]).toBe("Ce tutoriel est introuvable");
    expect(storedNames(t)).toEqual(before);
  });

  it("a plain user is refused (403) and a signed-out visitor asked to sign in (401)", async () => {
    const before = storedNames(t);
    const user = await uploadVideo(t, "user", entryId, { filename: "a.mp4", type: "video/mp4", bytes: MP4 });
    expect(user.statusCode).toBe(403);
    expect(user.json()["hydra:description"]).toBe("Vous n'avez pas les droits pour cette action.");
    const anonymous = await uploadVideo(t, null, entryId, {
      filename: "a.mp4",
      type: "video/mp4",
      bytes: MP4,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(storedNames(t)).toEqual(before);
  });

  it("a video and a link never together: each is refused while the other is there", async () => {
    const linked = await (await t.caller("admin")).tutorial.create({
      title: "Relancer",
      category: "Ventes",
      externalUrl: "https://videos.tronc.test/relancer",
    });
    const upload = await uploadVideo(t, "admin", linked.id, {
      filename: "a.mp4",
      type: "video/mp4",
      bytes: MP4,
    });
    expect(upload.statusCode).toBe(422);
    expect(upload.json()["hydra:description"]).toBe(
      "Ce tutoriel a un lien externe : retirez-le avant d'envoyer une vidéo",
    );
    const link = await mutate(t, "admin", "update", {
      id: entryId,
      externalUrl: "https://videos.tronc.test/x",
    });
    expect(link.status).toBe(422);
    expect(link.error.message).toBe(
      "Ce tutoriel a déjà une vidéo envoyée : retirez-la avant de donner un lien externe",
    );
  });
});

describe("playing a tutorial video with range requests", () => {
  let entry: number;
  beforeAll(async () => {
    entry = (await (await t.caller("admin")).tutorial.create({ title: "Lecture", category: "Premiers pas" }))
      .id;
    const response = await uploadVideo(t, "admin", entry, {
      filename: "p.mp4",
      type: "video/mp4",
      bytes: MP4,
    });
    expect(response.statusCode).toBe(201);
  });
  const size = MP4.length;

  it("without Range: 200, the whole file, its type, Accept-Ranges", async () => {
    const response = await getVideo(t, "user", entry);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("video/mp4");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["content-length"]).toBe(String(size));
    expect(response.rawPayload.equals(MP4)).toBe(true);
  });

  it("bytes=a-b, bytes=a- and bytes=-n answer 206 with the slice and its Content-Range", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=1000-", 1000, size - 1],
      ["bytes=-500", size - 500, size - 1],
      // An end past the last byte stops at the last byte.
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await getVideo(t, "user", entry, range);
      expect(response.statusCode, range).toBe(206);
      expect(response.headers["content-range"], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers["content-length"], range).toBe(String(end - start + 1));
      expect(response.headers["content-type"], range).toBe("video/mp4");
      expect(response.rawPayload.equals(MP4.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("a range past the end answers 416 with Content-Range bytes */size", async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, "bytes=-0"]) {
      const response = await getVideo(t, "user", entry, range);
      expect(response.statusCode, range).toBe(416);
      expect(response.headers["content-range"], range).toBe(`bytes */${size}`);
      expect(response.json()["hydra:description"]).toBe("La plage demandée dépasse la taille de la vidéo.");
    }
  });

  it("a Range that does not parse, or several ranges, is ignored: 200 and the whole file", async () => {
    for (const range of ["bytes=abc", "items=0-10", "bytes=10-5", "bytes=0-1,5-9"]) {
      const response = await getVideo(t, "user", entry, range);
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.length, range).toBe(size);
    }
  });

  it("a 3 Mo video (past the 2 Mo limit of JSON bodies) is received whole and read from the middle", async () => {
    // The demo MP4's header, then 3 Mo of patterned bytes: the sniffing reads the ftyp box only.
    const big = Buffer.concat([MP4.subarray(0, 64), Buffer.alloc(3 * 1024 * 1024, "tronc")]);
    const id = (await (await t.caller("admin")).tutorial.create({ title: "Longue", category: "Ventes" })).id;
    const upload = await uploadVideo(t, "admin", id, {
      filename: "longue.mp4",
      type: "video/mp4",
      bytes: big,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().video.size).toBe(big.length);
    const middle = await getVideo(t, "user", id, "bytes=2000000-2000099");
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(big.subarray(2_000_000, 2_000_100))).toBe(true);
  });

  it("needs a session; an entry without video or unknown answers 404 in French", async () => {
    expect((await getVideo(t, null, entry)).statusCode).toBe(401);
    const bare = await (await t.caller("admin")).tutorial.create({ title: "Sans vidéo", category: "Ventes" });
    const none = await getVideo(t, "user", bare.id);
    expect(none.statusCode).toBe(404);
    expect(none.json()["hydra:description"]).toBe("Ce tutoriel n'a pas de vidéo");
    expect((await getVideo(t, "user", 999_999)).statusCode).toBe(404);
    for (const bad of ["abc", "0x10", "1e3", "99999999999"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/tutorials/${bad}/video`,
        headers: { cookie: await t.login("user") },
      });
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()["hydra:description"], bad).toBe("Ce tutoriel est introuvable");
    }
  });

  it("the caption track is WebVTT with the entry's title, for signed-in users", async () => {
    const url = `/api/tutorials/${entry}/captions`;
    const captions = await t.app.inject({ method: "GET", url, headers: { cookie: await t.login("user") } });
    expect(captions.statusCode).toBe(200);
    expect(captions.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(captions.body).toBe("WEBVTT\n\n1\n00:00:00.000 --> 99:59:59.000\nLecture\n");
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("removing the video deletes its row and bytes; the entry is 'coming soon' again", async () => {
    const fileId = await videoFileIdOf(entry);
    const answer = await mutate(t, "admin", "removeVideo", { id: entry });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ video: null, comingSoon: true });
    expect(existsSync(join(t.filesDir, String(fileId)))).toBe(false);
    expect(
      await t.handle.db
        .select()
        .from(files)
        .where(eq(files.id, fileId ?? 0)),
    ).toEqual([]);
    expect((await getVideo(t, "user", entry)).statusCode).toBe(404);
  });

  it("removing an entry removes its stored video too", async () => {
    const fileId = await videoFileIdOf(entryId);
    expect(fileId).not.toBeNull();
    expect((await mutate(t, "admin", "remove", { id: entryId })).status).toBe(200);
    expect(existsSync(join(t.filesDir, String(fileId)))).toBe(false);
    expect(
      await t.handle.db
        .select()
        .from(files)
        .where(eq(files.id, fileId ?? 0)),
    ).toEqual([]);
  });
});
