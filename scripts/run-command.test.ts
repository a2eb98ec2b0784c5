import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMMANDS, inputsPath, isUpToDate, repositoryDir } from "./lib/command-bundles.mjs";

const recordDir = mkdtempSync(join(tmpdir(), "tc-run-command-"));
afterAll(() => rmSync(recordDir, { recursive: true, force: true }));

/** Runs the launcher as the root package.json does, and lists the modules the process loaded. */
function launch(args: string[]) {
  const recordTo = join(recordDir, `${args.join("_")}-${Date.now()}.txt`);
  writeFileSync(recordTo, "");
  const result = spawnSync(
    process.execPath,
    ["--import", "./test-setup/record-modules.mjs", "run-command.mjs", ...args],
    { cwd: import.meta.dirname, env: { ...process.env, RECORD_MODULES_TO: recordTo }, encoding: "utf8" },
  );
  return { ...result, modules: readFileSync(recordTo, "utf8").split("\n").filter(Boolean) };
}

const compilers = (modules: string[]) =>
  modules.filter((url) => /\/(esbuild|typescript|tsx)\/|build-commands\.mjs|\.ts$/.test(url));

describe("the commands run from their bundles", () => {
  it("every command has its root script, which runs its bundle with node (no nested pnpm, no tsx)", () => {
    const scripts: Record<string, string> = JSON.parse(
      readFileSync(join(repositoryDir, "package.json"), "utf8"),
    ).scripts;
    const launched = Object.values(scripts)
      .map((script) => /^node scripts\/run-command\.mjs ([a-z-]+)$/.exec(script)?.[1])
      .filter(Boolean);
    expect(launched.sort()).toEqual([...COMMANDS].sort());
    // The benches are measures run from their TypeScript, not commands: only they may use tsx.
    const notBenches = Object.entries(scripts).filter(([name]) => !name.startsWith("bench:"));
    expect(notBenches.filter(([, script]) => /tsx|pnpm --dir/.test(script))).toEqual([]);
  });

  it("an up-to-date bundle starts without esbuild, TypeScript or the build", () => {
    expect(isUpToDate("forecast-rollout")).toBe(true);
    const result = launch(["forecast-rollout", "--help"]);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Usage : pnpm forecast:rollout");
    expect(result.modules).toContain(`file://${repositoryDir}scripts/dist/forecast-rollout.mjs`);
    expect(compilers(result.modules)).toEqual([]);
  }, 60_000);

  it("a stale bundle is rebuilt first, once, then run", () => {
    // seed-leads: no other test runs it, none sees it rebuilt.
    const inputs = join(repositoryDir, inputsPath("seed-leads"));
    const { files } = JSON.parse(readFileSync(inputs, "utf8"));
    files["scripts/seed-leads.ts"] = [0, 0];
    writeFileSync(inputs, JSON.stringify({ files }));
    expect(isUpToDate("seed-leads")).toBe(false);

    const first = launch(["seed-leads", "--help"]);
    expect(first.status).toBe(0);
    expect(first.stderr).toMatch(/^Commande construite : scripts\/dist\/seed-leads\.mjs \(\d+ ms\)\.\n$/);
    expect(first.stdout).toContain("Génère des leads réalistes");
    expect(first.modules.some((url) => url.includes("/esbuild/"))).toBe(true);
    expect(isUpToDate("seed-leads")).toBe(true);

    const second = launch(["seed-leads", "--help"]);
    expect(second.stderr).toBe("");
    expect(compilers(second.modules)).toEqual([]);
  }, 120_000);

  it("refuses an unknown command with exit code 2 and the list, in French", () => {
    const result = launch(["forecast"]);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(`Commande inconnue : forecast. Commandes : ${COMMANDS.join(", ")}.`);
  });
});
