import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { types } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { bundle, PGLITE_TYPES_FOR_DRIZZLE } from "../../bundle.mjs";

const apiDir = fileURLToPath(new URL("../../", import.meta.url));
const require = createRequire(import.meta.url);
// The package's folder, from one of its exported files (its package.json is not exported).
const drizzleDir = dirname(dirname(require.resolve("drizzle-orm/pglite")));

describe("PGlite in the server's bundle", () => {
  it("gives drizzle the type ids PGlite gives, every one drizzle's PGlite session reads", () => {
    const session = readFileSync(join(drizzleDir, "pglite/session.js"), "utf8");
    const read = [...new Set([...session.matchAll(/\btypes\.([A-Z_]+)/g)].map((match) => match[1]))].sort();
    expect(Object.keys(PGLITE_TYPES_FOR_DRIZZLE).sort()).toEqual(read);
    for (const name of read as (keyof typeof PGLITE_TYPES_FOR_DRIZZLE)[]) {
      expect(PGLITE_TYPES_FOR_DRIZZLE[name]).toBe(types[name]);
    }
  });

  it("loads PGlite only when the embedded database is asked for: no import of it at the bundle's start", async () => {
    const manifest = JSON.parse(readFileSync(join(apiDir, "package.json"), "utf8"));
    const { outputFiles } = await bundle({
      entryPoints: [join(apiDir, "../../packages/db/src/index.ts")],
      outfile: join(apiDir, "dist/bundle-pglite-test.mjs"),
      declared: Object.keys(manifest.dependencies),
      packageJson: "apps/api/package.json",
      absWorkingDir: apiDir,
    });
    const code = outputFiles.find((file) => file.path.endsWith(".mjs"))?.text;
    // A static import sits at the top and runs at load; a dynamic one runs when createDb asks for PGlite.
    expect(code).not.toMatch(/import\s*\{[^}]*\}\s*from\s*"@electric-sql\/pglite/);
    expect(code).toContain('import("@electric-sql/pglite")');
  });
});
