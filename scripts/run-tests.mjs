#!/usr/bin/env node
// Runs every test (domain, api, scripts, end to end) in one vitest run, with the domain's line
// coverage, and ends with the totals on a line of their own: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { relative } from "node:path";

mkdirSync(".test-results", { recursive: true });
const resultsFile = ".test-results/results.json";
const run = spawnSync(
  "pnpm",
  [
    "exec",
    "vitest",
    "run",
    "--coverage",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${resultsFile}`,
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);

let passed = 0;
let failed = 0;
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, "utf8"));
  passed = results.numPassedTests ?? 0;
  failed = results.numFailedTests ?? 0;
  // A file that fails without a failed test of its own (it cannot load, or its beforeAll failed and
  // its tests were skipped): count it as one failure.
  const brokenFiles = (results.testResults ?? []).filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  );
  failed += brokenFiles.length;
  printSlowestFiles(results.testResults ?? []);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);

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
