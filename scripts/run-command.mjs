#!/usr/bin/env node
// Runs a command-line tool from its bundle, what the root package.json's scripts call:
//   node scripts/run-command.mjs forecast-rollout --dry-run
// No TypeScript is compiled at start. A bundle missing or older than its sources (a fresh clone, a
// pull) is built first by build-commands.mjs (esbuild, about a second), loaded only then.
import { pathToFileURL } from "node:url";
import { bundlePath, COMMANDS, isUpToDate, repositoryDir } from "./lib/command-bundles.mjs";

// The command reads its options from process.argv, as if it had been started alone.
const [name] = process.argv.splice(2, 1);
if (!name || !COMMANDS.includes(name)) {
  console.error(`Commande inconnue : ${name ?? "(aucune)"}. Commandes : ${COMMANDS.join(", ")}.`);
  process.exit(2);
}
if (!isUpToDate(name)) {
  const { buildCommands } = await import("./build-commands.mjs");
  const ms = await buildCommands([name]);
  console.error(`Commande construite : ${bundlePath(name)} (${Math.round(ms)} ms).`);
}
await import(pathToFileURL(`${repositoryDir}${bundlePath(name)}`).href);
