import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const repositoryDir = join(import.meta.dirname, "..");

/** The command exactly as cron or systemd runs it: `pnpm <name>` from the repository's root. */
const runThroughPnpm = (name: string, args: string[]) =>
  spawnSync("pnpm", [name, ...args], {
    cwd: repositoryDir,
    env: { ...process.env, DATABASE_URL: "", INIT_CWD: "" },
    encoding: "utf8",
  });

describe("the commands' exit codes reach cron through pnpm", () => {
  it.each([
    ["forecast:rollout", "Option inconnue ou sans valeur : --vite. Voir --help."],
    ["alerts:scan", "Option inconnue ou sans valeur : --vite. Voir --help."],
    ["mail:send", "Option inconnue : --vite. Voir --help."],
    ["create-user", "Option inconnue ou sans valeur : --vite. Voir --help."],
    ["verify:documents", "Option inconnue ou sans valeur : --vite. Voir --help."],
  ])(
    "pnpm %s --vite exits 2 (bad option), not pnpm's 1, with the French refusal alone on stderr",
    (name, refusal) => {
      const result = runThroughPnpm(name, ["--vite"]);
      expect(result.status).toBe(2);
      expect(result.stderr.trim()).toBe(refusal);
      expect(result.stdout).not.toContain("undefined");
    },
    60_000,
  );
});
