import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bundle } from "../../bundle.mjs";

const apiDir = fileURLToPath(new URL("../../", import.meta.url));

describe("the S3 client in the server's bundle", () => {
  it("is loaded only when STORAGE_DRIVER=s3 asks for it: no import of it at the bundle's start", async () => {
    const manifest = JSON.parse(readFileSync(join(apiDir, "package.json"), "utf8"));
    const { outputFiles } = await bundle({
      entryPoints: [join(apiDir, "src/files/storage/from-env.ts")],
      outfile: join(apiDir, "dist/bundle-s3-test.mjs"),
      declared: Object.keys(manifest.dependencies),
      packageJson: "apps/api/package.json",
      absWorkingDir: apiDir,
    });
    const code = outputFiles.find((file) => file.path.endsWith(".mjs"))?.text;
    // A static import sits at the top and runs at load (the default local start would pay for it).
    expect(code).not.toMatch(/from\s*"@aws-sdk\//);
    expect(code).toContain('import("@aws-sdk/client-s3")');
  });
});
