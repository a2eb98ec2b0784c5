import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The test files under `root` (paths relative to it) that replace a module with `vi.mock`: a mock
 * only reaches modules imported after it, so such a file needs a module graph of its own, while the
 * other files of a project share one per worker (vitest `isolate: false`: the server's ≈570 modules
 * are imported once per worker instead of once per file).
 */
export function filesMockingModules(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".test.ts"))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file)),
  );
}
