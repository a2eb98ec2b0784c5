import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { bundle } from "../../bundle.mjs";

const apiDir = fileURLToPath(new URL("../../", import.meta.url));

describe("the metrics in the server's bundle", () => {
  it("load prom-client and fastify-metrics only under METRICS_TOKEN: no import of them at the bundle's start", async () => {
    const manifest = JSON.parse(readFileSync(join(apiDir, "package.json"), "utf8"));
    const { outputFiles } = await bundle({
      entryPoints: [join(apiDir, "src/ops/metrics-routes.ts")],
      outfile: join(apiDir, "dist/bundle-metrics-test.mjs"),
      declared: Object.keys(manifest.dependencies),
      packageJson: "apps/api/package.json",
      absWorkingDir: apiDir,
    });
    const code = outputFiles.find((file) => file.path.endsWith(".mjs"))?.text ?? "";
    expect(code).not.toMatch(/from\s*"(prom-client|fastify-metrics)"/);
    expect(code).toContain('import("prom-client")');
    expect(code).toContain('import("fastify-metrics")');
  });
});
