import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import {
  assertVideoOrLink,
  formatVideoCap,
  groupTutorials,
  isTutorialComingSoon,
  moveTutorial,
  nextTutorialPosition,
  readTutorialCategory,
  readTutorialDescription,
  readTutorialExternalUrl,
  readTutorialTitle,
  sniffVideoType,
  sortTutorials,
  tutorialCaptionsVtt,
  tutorialEntryFlags,
} from "./tutorial-rules";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

/** The first 32 bytes ffmpeg writes for `-movflags +faststart` H.264 (xxd of the demo video). */
const FFMPEG_MP4 = bytes(
  [0, 0, 0, 0x20],
  "ftypisom",
  [0, 0, 2, 0],
  "isomiso2avc1mp41",
  [0, 0, 0x10, 0xf0],
  "moov",
);
/** The first 40 bytes of the demo WebM: EBML header of 0x1f bytes, DocType 'webm' at offset 0x15. */
const FFMPEG_WEBM = bytes(
  [0x1a, 0x45, 0xdf, 0xa3, 0x9f],
  [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
  [0x42, 0x82, 0x84],
  "webm",
  [0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02, 0x18, 0x53, 0x80, 0x67],
);

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error("no refusal");
};

describe("a tutorial video is recognised by its bytes", () => {
  it("reads MP4 from its ftyp box and WebM from its EBML DocType", () => {
    expect(sniffVideoType(FFMPEG_MP4)).toBe("video/mp4");
    expect(sniffVideoType(FFMPEG_WEBM)).toBe("video/webm");
  });

  it("accepts an MP4 whose major brand is unknown when a compatible brand is a video brand", () => {
    expect(sniffVideoType(bytes([0, 0, 0, 0x18], "ftypXAVC", [0, 0, 0, 0], "mp42"))).toBe("video/mp4");
  });

  it("refuses a PNG named .mp4, a QuickTime or audio-only ftyp, a Matroska file and short files", () => {
    const png = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], "IHDR");
    expect(sniffVideoType(png)).toBeNull();
    expect(sniffVideoType(bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 2, 0], "qt  "))).toBeNull();
    expect(sniffVideoType(bytes([0, 0, 0, 0x14], "ftypM4A ", [0, 0, 2, 0], "M4A "))).toBeNull();
    const matroska = Uint8Array.from(FFMPEG_WEBM);
    matroska.set(bytes([0x42, 0x82, 0x88], "matroska"), 0x15);
    expect(sniffVideoType(matroska.subarray(0, 0x15 + 11))).toBeNull();
    expect(sniffVideoType(FFMPEG_MP4.subarray(0, 10))).toBeNull();
    expect(sniffVideoType(FFMPEG_WEBM.subarray(0, 8))).toBeNull();
    expect(sniffVideoType(new Uint8Array())).toBeNull();
  });

  it("never throws on arbitrary bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (random) => {
        const withHeader = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, ...random]);
        expect(() => sniffVideoType(random)).not.toThrow();
        expect(() => sniffVideoType(withHeader)).not.toThrow();
      }),
    );
  });

  it("the caption track carries the title and description, escaped so no text ends the cue", () => {
    expect(
      tutorialCaptionsVtt({
        title: "Saisir un lead",
        description: "Étape 1 : créer.\n\nÉtape 2 : <appeler> & relancer --> fin",
      }),
    ).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 99:59:59.000\nSaisir un lead\nÉtape 1 : créer.\nÉtape 2 : &lt;appeler&gt; &amp; relancer → fin\n",
    );
    expect(tutorialCaptionsVtt({ title: "Le menu", description: null })).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 99:59:59.000\nLe menu\n",
    );
  });

  it("says the cap in Mo, or in Ko below one megabyte", () => {
    expect(formatVideoCap(200 * 1024 * 1024)).toBe("200 Mo");
    expect(formatVideoCap(1.5 * 1024 * 1024)).toBe("1,5 Mo");
    expect(formatVideoCap(300 * 1024)).toBe("300 Ko");
  });
});

describe("the fields of an entry", () => {
  it("a title is required, tidied and 200 characters at most", () => {
    expect(readTutorialTitle("  Créer   un lead ")).toBe("Créer un lead");
    expect(refusal(() => readTutorialTitle(" "))).toMatchObject({
      code: "TUTORIAL_TITLE_REQUIRED",
      field: "title",
      message: "Le titre du tutoriel est obligatoire",
    });
    expect(refusal(() => readTutorialTitle("x".repeat(201))).code).toBe("TUTORIAL_TITLE_TOO_LONG");
  });

  it("a category joins an existing one written with another case, else is new", () => {
    expect(readTutorialCategory(" ventes ", ["Premiers pas", "Ventes"])).toBe("Ventes");
    expect(readTutorialCategory("Comptabilité", ["Ventes"])).toBe("Comptabilité");
    // 'Comptabilite' without its accent is another word: not merged.
    expect(readTutorialCategory("Comptabilite", ["Comptabilité"])).toBe("Comptabilite");
    expect(refusal(() => readTutorialCategory("", [])).code).toBe("TUTORIAL_CATEGORY_REQUIRED");
  });

  it("a blank description is none", () => {
    expect(readTutorialDescription("   ")).toBeNull();
    expect(readTutorialDescription(" Pas à pas. ")).toBe("Pas à pas.");
    expect(refusal(() => readTutorialDescription("x".repeat(2001))).code).toBe(
      "TUTORIAL_DESCRIPTION_TOO_LONG",
    );
  });

  it("an external link is an https address of 500 characters at most", () => {
    expect(readTutorialExternalUrl(" https://videos.example.fr/aide?id=4 ")).toBe(
      "https://videos.example.fr/aide?id=4",
    );
    expect(readTutorialExternalUrl("")).toBeNull();
    expect(refusal(() => readTutorialExternalUrl("http://videos.example.fr/aide"))).toMatchObject({
      code: "TUTORIAL_URL_INVALID",
      field: "externalUrl",
      message:
        "Le lien « http://videos.example.fr/aide » n'est pas une adresse web valide commençant par https://",
    });
    for (const bad of [
      "javascript:alert(1)",
      "https://",
      "videos.example.fr",
      "https://a b.fr",
      "https://moi:secret@x.fr",
    ])
      expect(refusal(() => readTutorialExternalUrl(bad)).code).toBe("TUTORIAL_URL_INVALID");
    const long = `https://videos.example.fr/${"a".repeat(475)}`;
    expect(long).toHaveLength(501);
    expect(refusal(() => readTutorialExternalUrl(long)).code).toBe("TUTORIAL_URL_TOO_LONG");
    expect(readTutorialExternalUrl(long.slice(0, 500))).toHaveLength(500);
  });

  it("an entry holds a video or a link, never both; neither is 'coming soon'", () => {
    expect(refusal(() => assertVideoOrLink({ hasVideo: true, externalUrl: "https://x.fr" })).code).toBe(
      "TUTORIAL_VIDEO_AND_LINK",
    );
    expect(() => assertVideoOrLink({ hasVideo: false, externalUrl: "https://x.fr" })).not.toThrow();
    expect(isTutorialComingSoon({ hasVideo: false, externalUrl: null })).toBe(true);
    expect(isTutorialComingSoon({ hasVideo: true, externalUrl: null })).toBe(false);
    expect(isTutorialComingSoon({ hasVideo: false, externalUrl: "https://x.fr" })).toBe(false);
  });
});

describe("the order of entries", () => {
  const category = [
    { id: 7, position: 2 },
    { id: 3, position: 1 },
    { id: 9, position: 2 },
  ];

  it("sorts by position, the older entry first on a tie", () => {
    expect(sortTutorials(category).map((entry) => entry.id)).toEqual([3, 7, 9]);
  });

  it("moving up swaps with the one above and renumbers the category 1…n", () => {
    // Order 3, 7, 9 (positions 1, 2, 2) → 3, 9, 7: 9 stays 2, 7 becomes 3.
    expect(moveTutorial(category, 9, "up")).toEqual([{ id: 7, position: 3 }]);
    expect(moveTutorial(category, 7, "up")).toEqual([
      { id: 7, position: 1 },
      { id: 3, position: 2 },
      { id: 9, position: 3 },
    ]);
  });

  it("moving down swaps with the one below; at either end nothing changes", () => {
    expect(moveTutorial(category, 3, "down")).toEqual([
      { id: 7, position: 1 },
      { id: 3, position: 2 },
      { id: 9, position: 3 },
    ]);
    expect(moveTutorial(category, 3, "up")).toEqual([]);
    expect(
      moveTutorial(
        [
          { id: 1, position: 1 },
          { id: 2, position: 2 },
        ],
        2,
        "down",
      ),
    ).toEqual([]);
    expect(refusal(() => moveTutorial(category, 42, "up")).code).toBe("TUTORIAL_NOT_FOUND");
  });

  it("a move then the opposite move gives back the order (property)", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 2, maxLength: 8 }),
        fc.nat(),
        (ids, pick) => {
          const entries = ids.map((id, index) => ({ id, position: index + 1 }));
          const id = ids[pick % ids.length] ?? 0;
          const apply = (list: typeof entries, changes: typeof entries) =>
            list.map((entry) => changes.find((change) => change.id === entry.id) ?? entry);
          const afterUp = apply(entries, moveTutorial(entries, id, "up"));
          const index = ids.indexOf(id);
          const back = index === 0 ? afterUp : apply(afterUp, moveTutorial(afterUp, id, "down"));
          expect(sortTutorials(back).map((entry) => entry.id)).toEqual(ids);
        },
      ),
    );
  });

  it("a new entry goes after the last of its category", () => {
    expect(nextTutorialPosition([])).toBe(1);
    expect(nextTutorialPosition([1, 4, 2])).toBe(5);
  });
});

describe("the 'Aide' page", () => {
  it("groups by category, the category opened first coming first, entries in their order", () => {
    const groups = groupTutorials([
      { id: 5, category: "Ventes", position: 2, title: "Relancer" },
      { id: 2, category: "Premiers pas", position: 1, title: "Se connecter" },
      { id: 4, category: "Ventes", position: 1, title: "Créer un lead" },
      { id: 8, category: "Comptabilité", position: 1, title: "Facturer" },
      { id: 3, category: "Premiers pas", position: 2, title: "Le menu" },
    ]);
    expect(groups.map((group) => group.name)).toEqual(["Premiers pas", "Ventes", "Comptabilité"]);
    expect(groups[1]?.entries.map((entry) => entry.title)).toEqual(["Créer un lead", "Relancer"]);
    expect(groupTutorials([])).toEqual([]);
  });

  it("offers moves to super admins only, and not past either end", () => {
    const admin = { isSuperAdmin: true };
    expect(tutorialEntryFlags(admin, 0, 3)).toEqual({ canMoveUp: false, canMoveDown: true });
    expect(tutorialEntryFlags(admin, 2, 3)).toEqual({ canMoveUp: true, canMoveDown: false });
    expect(tutorialEntryFlags(admin, 0, 1)).toEqual({ canMoveUp: false, canMoveDown: false });
    expect(tutorialEntryFlags({ isSuperAdmin: false }, 1, 3)).toEqual({
      canMoveUp: false,
      canMoveDown: false,
    });
  });
});
