import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localFolderStorage } from "../../src/files/storage/local-folder";
import { migrateFiles } from "../../src/files/storage/migrate";
import type { FileStorage } from "../../src/files/storage/storage";

const dirs: string[] = [];
const freshFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), "tc-migrate-"));
  dirs.push(dir);
  return localFolderStorage(dir);
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("migrating files between storages", () => {
  it("reports a copy that does not read back as its origin, with both SHA-256", async () => {
    const from = freshFolder();
    await from.putBytes("8", Buffer.from("abc"));
    await from.putBytes("9", Buffer.from("def"));
    const inner = freshFolder();
    // A target that damages what it is given for '9' (a faulty store): the copy must be caught.
    const faulty: FileStorage = {
      ...inner,
      putStream: (key, body, size, options) =>
        key === "9"
          ? inner.putBytes(key, Buffer.from("dxf"), options)
          : inner.putStream(key, body, size, options),
    };
    const report = await migrateFiles(from, faulty);
    expect(report.copied).toBe(1);
    expect(report.mismatches).toEqual([
      {
        key: "9",
        // sha256("def") and sha256("dxf"), worked out with `printf def | sha256sum`.
        expected: "cb8379ac2098aa165029e3938a51da0bcecfc008fd6795f401178647f96c5b34",
        actual: "eeda07594215df30f0a8fcf997d511b0b1b66ed4158cb94c98b5a3cb31c09a0c",
      },
    ]);
  });
});
