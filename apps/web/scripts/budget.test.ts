import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import {
  allScreens,
  brotliSizer,
  budgetReport,
  entryKey,
  FIRST_SCREENS,
  filesOf,
  weighScreens,
} from "./budget.mjs";

/**
 * A tiny build: the entry imports the vendor chunk; the list screen imports the entry, the vendor and
 * the shared chunk; the edit screen imports the shared chunk and a form chunk (which imports the shared
 * chunk too) and loads the editor on demand.
 */
const manifest = {
  "index.html": {
    file: "assets/index.js",
    src: "index.html",
    isEntry: true,
    imports: ["_vendor.js"],
    css: ["assets/index.css"],
    dynamicImports: ["src/list.tsx", "src/edit.tsx"],
  },
  "_vendor.js": { file: "assets/vendor.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["_vendor.js"], css: ["assets/shared.css"] },
  "src/list.tsx": {
    file: "assets/list.js",
    src: "src/list.tsx",
    isDynamicEntry: true,
    imports: ["index.html", "_vendor.js", "_shared.js"],
    css: ["assets/list.css"],
  },
  "src/edit.tsx": {
    file: "assets/edit.js",
    src: "src/edit.tsx",
    isDynamicEntry: true,
    imports: ["index.html", "_shared.js", "_form.js"],
    dynamicImports: ["src/editor.tsx"],
  },
  "_form.js": { file: "assets/form.js", imports: ["_shared.js"], css: ["assets/form.css"] },
  "src/editor.tsx": {
    file: "assets/editor.js",
    src: "src/editor.tsx",
    isDynamicEntry: true,
    imports: ["_vendor.js"],
  },
};

/** Brotli bytes of each file, chosen by hand. */
const SIZES: Record<string, number> = {
  "assets/index.js": 12_000,
  "assets/index.css": 3_000,
  "assets/vendor.js": 90_000,
  "assets/shared.js": 20_000,
  "assets/shared.css": 1_000,
  "assets/list.js": 4_000,
  "assets/list.css": 1_000,
  "assets/edit.js": 25_000,
  "assets/form.js": 6_000,
  "assets/form.css": 500,
  "assets/editor.js": 120_000,
};
const sizeOf = (file: string) => {
  const size = SIZES[file];
  if (size === undefined) throw new Error(`no size for ${file}`);
  return size;
};

const screens = [
  { label: "login", screen: null },
  { label: "list", screen: "src/list.tsx" },
  { label: "edit", screen: "src/edit.tsx" },
];

describe("the first screens' budget", () => {
  it("finds the entry, and the files a chunk brings: its styles and its static imports, once each", () => {
    expect(entryKey(manifest)).toBe("index.html");
    expect(filesOf(manifest, ["index.html"])).toEqual([
      "assets/index.js",
      "assets/index.css",
      "assets/vendor.js",
    ]);
    // The editor is a dynamic import of the edit screen: not fetched before the screen shows.
    expect(filesOf(manifest, ["src/edit.tsx"]).sort()).toEqual(
      [
        "assets/edit.js",
        "assets/index.js",
        "assets/index.css",
        "assets/vendor.js",
        "assets/shared.js",
        "assets/shared.css",
        "assets/form.js",
        "assets/form.css",
      ].sort(),
    );
  });

  it("weighs each screen: the entry's files with the screen's, a shared file counted once", () => {
    const weights = weighScreens(manifest, screens, sizeOf);
    // login: index 12 000 + its styles 3 000 + vendor 90 000.
    // list: login's 105 000 + list 4 000 + its styles 1 000 + shared 20 000 + its styles 1 000.
    // edit: login's 105 000 + edit 25 000 + shared 21 000 + form 6 000 + its styles 500.
    expect(weights.map(({ label, bytes, files }) => [label, bytes, files.length])).toEqual([
      ["login", 105_000, 3],
      ["list", 131_000, 7],
      ["edit", 157_500, 8],
    ]);
  });

  it("reports each screen in kB and names those over the budget", () => {
    const report = budgetReport(weighScreens(manifest, screens, sizeOf), 150_000);
    expect(report.over.map((weight) => weight.label)).toEqual(["edit"]);
    expect(report.lines).toEqual([
      "  login   105.0 kB   3 fichiers",
      "  list    131.0 kB   7 fichiers",
      "  edit    157.5 kB   8 fichiers  ← au-dessus du budget",
    ]);
    expect(budgetReport(weighScreens(manifest, screens, sizeOf), 157_500).over).toEqual([]);
  });

  it("lists every lazily loaded module as a screen, and refuses a manifest it cannot read", () => {
    expect(allScreens(manifest).map((screen) => screen.screen)).toEqual([
      "src/edit.tsx",
      "src/editor.tsx",
      "src/list.tsx",
    ]);
    expect(() => filesOf(manifest, ["src/gone.tsx"])).toThrow("« src/gone.tsx » n'est pas dans le manifeste");
    expect(() => entryKey({ "_vendor.js": { file: "assets/vendor.js" } })).toThrow("une entrée attendue");
  });

  it("names first screens that exist", () => {
    const webRoot = fileURLToPath(new URL("..", import.meta.url));
    for (const { screen } of FIRST_SCREENS)
      if (screen) expect(existsSync(join(webRoot, screen)), screen).toBe(true);
  });
});

describe("brotliSizer", () => {
  let dist = "";
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("reads the .br twin the build wrote, or compresses the file at the best quality", () => {
    dist = mkdtempSync(join(tmpdir(), "tc-budget-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "assets/a.js"), "console.log(1);");
    writeFileSync(join(dist, "assets/a.js.br"), "1234567");
    const body = "export const a = 1;\n".repeat(200);
    writeFileSync(join(dist, "assets/b.js"), body);
    const sizeOfFile = brotliSizer(dist);
    expect(sizeOfFile("assets/a.js")).toBe(7);
    const expected = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
    expect(sizeOfFile("assets/b.js")).toBe(expected);
    expect(expected).toBeLessThan(body.length / 10);
  });
});
