import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The scripts' tests run the commands from their bundles (scripts/dist), as cron does: build the stale
 * ones once per run, before any file (two files building the same bundle would both print it).
 */
export default function buildCommands(): void {
  const builder = fileURLToPath(new URL("../build-commands.mjs", import.meta.url));
  execFileSync(process.execPath, [builder], { stdio: "pipe" });
}
