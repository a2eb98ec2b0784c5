import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The api-postgres project starts real server processes from apps/api/dist/main.mjs: build it once
 * per run, before any of its files (two files building it at the same time would race on dist/).
 */
export default function buildApi(): void {
  const apiDir = fileURLToPath(new URL("../../apps/api/", import.meta.url));
  execFileSync(process.execPath, ["build.mjs"], { cwd: apiDir, stdio: "pipe" });
}
