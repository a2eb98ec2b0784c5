#!/usr/bin/env node
// Runs every test (domain, db, api, scripts, end to end) and ends with the totals on a line of their
// own: "N passed, N failed". Two vitest runs: the domain with its line coverage (the only code the
// coverage measures), then every other project without it — collecting coverage in the workers that
// start servers and browsers slowed them by a tenth for figures nobody reads.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";

mkdirSync(".test-results", { recursive: true });
const extraArgs = process.argv.slice(2);
const runs = [
  { results: ".test-results/domain.json", args: ["--project=domain", "--coverage"] },
  { results: ".test-results/results.json", args: ["--project=!domain"] },
];

let passed = 0;
let failed = 0;
let allRunsOk = true;
const files = [];
for (const { results, args } of runs) {
  rmSync(results, { force: true });
  const run = spawnSync(
    "pnpm",
    [
      "exec",
      "vitest",
      "run",
      ...args,
      "--passWithNoTests",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${results}`,
      ...extraArgs,
    ],
    { stdio: "inherit" },
  );
  allRunsOk &&= run.status === 0;
  if (!existsSync(results)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(results, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that fails without a failed test of its own (it cannot load, or its beforeAll failed and
  // its tests were skipped): count it as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  failed += brokenFiles.length;
  files.push(...(report.testResults ?? []));
}
printSlowestFiles(files);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(allRunsOk && failed === 0 ? 0 : 1);

/** The ten files that took longest (their own time in a worker), to see where the run's time goes. */
function printSlowestFiles(files) {
  const slowest = files
    .map((file) => ({
      name: relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    }))
    .filter((file) => Number.isFinite(file.seconds))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
  if (slowest.length === 0) return;
  console.log("\nSlowest files:");
  for (const file of slowest) console.log(`${file.seconds.toFixed(1).padStart(7)} s  ${file.name}`);
}
