// Where the command-line tools' bundles are and whether one is up to date: read by run-command.mjs at
// every start, so it loads nothing but node's own modules (no esbuild, no TypeScript).
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The commands, by their source's name (scripts/<name>.ts); the root package.json runs each by name. */
export const COMMANDS = [
  "alerts-scan",
  "backup",
  "create-user",
  "files-migrate",
  "forecast-rollout",
  "mail-send",
  "migrate",
  "restore",
  "seed-demo",
  "seed-leads",
  "verify-documents",
];

export const repositoryDir = fileURLToPath(new URL("../../", import.meta.url));
/** Relative to the repository, as esbuild's metafile names its files. */
export const bundlePath = (name) => `scripts/dist/${name}.mjs`;
/** What a bundle was built from: each file with its modification time and size at the build. */
export const inputsPath = (name) => `scripts/dist/${name}.inputs.json`;

/**
 * True when the bundle exists and none of the files it was built from (its sources, the bundled
 * packages' files, the build's own scripts, the bundle itself) has changed since: same modification
 * time and size. A few hundred stat calls, a few milliseconds; a file gone or moved (a package
 * upgraded) counts as changed.
 */
export function isUpToDate(name) {
  let files;
  try {
    ({ files } = JSON.parse(readFileSync(join(repositoryDir, inputsPath(name)), "utf8")));
  } catch {
    return false;
  }
  for (const [path, [mtimeMs, size]] of Object.entries(files)) {
    const stat = statSync(join(repositoryDir, path), { throwIfNoEntry: false });
    if (stat?.mtimeMs !== mtimeMs || stat.size !== size) return false;
  }
  return true;
}
