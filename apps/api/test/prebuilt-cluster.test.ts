import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { copyDemoSnapshot, type DemoTarget } from "../src/prebuilt-cluster";

// A stand-in for dist/demo/ (the real one, seeded by build.mjs, is started by server-process.test.ts):
// what is copied and when is the question here, not PostgreSQL.
let root: string;
let snapshot: string;
let target: DemoTarget;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "tc-demo-snapshot-"));
  snapshot = join(root, "demo");
  mkdirSync(join(snapshot, "pglite", "base"), { recursive: true });
  writeFileSync(join(snapshot, "pglite", "PG_VERSION"), "17\n");
  writeFileSync(join(snapshot, "pglite", "base", "1"), "pages");
  mkdirSync(join(snapshot, "files"));
  writeFileSync(join(snapshot, "files", "4"), "%PDF");
  writeFileSync(join(snapshot, "secrets.key"), `${"ab".repeat(32)}\n`, { mode: 0o600 });
  writeFileSync(join(snapshot, "snapshot.json"), JSON.stringify({ day: "2026-11-29" }));
  const dataDir = join(root, "data");
  target = {
    dataDir,
    pgliteDir: join(dataDir, "pglite"),
    filesDir: join(dataDir, "files"),
    today: "2026-11-29",
  };
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a first start from the demo snapshot", () => {
  it("copies the cluster, the files and the key on the day the demo is dated from", () => {
    mkdirSync(target.pgliteDir, { recursive: true }); // createDb may have made it empty
    expect(copyDemoSnapshot(target, snapshot)).toBe(true);
    expect(readFileSync(join(target.pgliteDir, "base", "1"), "utf8")).toBe("pages");
    expect(readFileSync(join(target.filesDir, "4"), "utf8")).toBe("%PDF");
    const key = join(target.dataDir, "secrets.key");
    expect(readFileSync(key, "utf8")).toBe(`${"ab".repeat(32)}\n`);
    expect(statSync(key).mode & 0o777).toBe(0o600);
    expect(readdirSync(target.dataDir).sort()).toEqual(["files", "pglite", "secrets.key"]);
  });

  it("is not taken on another day: nothing is written, the caller seeds", () => {
    expect(copyDemoSnapshot({ ...target, today: "2026-11-30" }, snapshot)).toBe(false);
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it("is not taken without a snapshot (a start from the sources)", () => {
    expect(copyDemoSnapshot(target, join(root, "none"))).toBe(false);
  });

  it("never lands on a cluster, a key or a file already there", () => {
    mkdirSync(target.pgliteDir, { recursive: true });
    writeFileSync(join(target.pgliteDir, "PG_VERSION"), "17\n");
    expect(copyDemoSnapshot(target, snapshot)).toBe(false);
    rmSync(target.pgliteDir, { recursive: true });

    writeFileSync(join(target.dataDir, "secrets.key"), "mine");
    expect(copyDemoSnapshot(target, snapshot)).toBe(false);
    expect(readFileSync(join(target.dataDir, "secrets.key"), "utf8")).toBe("mine");
    rmSync(join(target.dataDir, "secrets.key"));

    mkdirSync(target.filesDir);
    writeFileSync(join(target.filesDir, "4"), "someone's upload");
    expect(copyDemoSnapshot(target, snapshot)).toBe(false);
    expect(readFileSync(join(target.filesDir, "4"), "utf8")).toBe("someone's upload");
    expect(readdirSync(target.dataDir).sort()).toEqual(["files"]);
  });

  it("takes back what it copied when the copy fails, for the start to seed", () => {
    rmSync(join(snapshot, "pglite"), { recursive: true }); // as if a build were replacing it
    expect(copyDemoSnapshot(target, snapshot)).toBe(false);
    expect(readdirSync(target.filesDir)).toEqual([]);
    expect(readdirSync(target.dataDir).sort()).toEqual(["files"]);
  });
});
