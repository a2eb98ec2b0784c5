import { statSync } from "node:fs";
import { sniffVideoType } from "@tronc/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { tutorialModule } from "../../src/modules/support/tutorials";
import { demoVideoPath, tutorialsSeeder } from "../../src/seed/tutorials";
import { createTestApp, type TestApp } from "../helpers";
import { clearTutorials, getVideo, MP4, storedNames, WEBM } from "./tutorials-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [tutorialModule] });
});
afterAll(() => t.close());

const page = async () => (await t.caller("user")).tutorial.list();

describe("the demo tutorials", () => {
  it("the two committed videos are short MP4 and WebM files well under 300 Ko", () => {
    for (const [name, type] of [
      ["premiers-pas.mp4", "video/mp4"],
      ["saisir-un-lead.webm", "video/webm"],
    ] as const) {
      expect(statSync(demoVideoPath(name)).size).toBeLessThan(300 * 1024);
      expect(sniffVideoType(name.endsWith(".mp4") ? MP4 : WEBM)).toBe(type);
    }
  });

  it("three categories, two uploaded videos that play, one link, the rest 'Bientôt disponible'", async () => {
    await clearTutorials(t);
    await tutorialsSeeder(localFolderStorage(t.filesDir))(t.handle.db, new Date(), t.demo);
    const { categories } = await page();
    expect(categories.map((group) => group.name)).toEqual(["Premiers pas", "Ventes", "Comptabilité"]);
    const entries = categories.flatMap((group) => group.entries);
    expect(entries.filter((entry) => entry.video).map((entry) => entry.video?.mimeType)).toEqual([
      "video/mp4",
      "video/webm",
    ]);
    expect(entries.filter((entry) => entry.externalUrl)).toHaveLength(1);
    expect(entries.filter((entry) => entry.comingSoon)).toHaveLength(4);
    expect(storedNames(t)).toHaveLength(2);

    const first = entries[0];
    expect(first?.title).toBe("Se connecter et découvrir le menu");
    const played = await getVideo(t, "user", first?.id ?? 0, "bytes=0-1023");
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(MP4.subarray(0, 1024))).toBe(true);
  });

  it("without a files directory (test template, benchmarks) the video entries wait for their video", async () => {
    await clearTutorials(t);
    await tutorialsSeeder()(t.handle.db, new Date(), t.demo);
    const entries = (await page()).categories.flatMap((group) => group.entries);
    expect(entries).toHaveLength(7);
    expect(entries.filter((entry) => entry.video)).toHaveLength(0);
    expect(entries.filter((entry) => entry.comingSoon)).toHaveLength(6);
  });
});
