// Builds the command-line tools into dist/<command>.mjs, one bundle per command, bundled like the
// server (apps/api/bundle.mjs), for node to run them without compiling TypeScript at start.
// run-command.mjs builds a missing or stale bundle itself; this builds them ahead (tests, Docker):
//   node scripts/build-commands.mjs [--force] [<command>…]   (every stale command, or all with --force)
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { bundle, bundlerFiles, replaceFile } from "@tronc/api/bundle";
import { bundlePath, COMMANDS, inputsPath, isUpToDate, repositoryDir } from "./lib/command-bundles.mjs";

const distDir = join(repositoryDir, "scripts/dist");
const manifest = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8"));
/** Besides the sources and the bundled packages: a change to the build itself rebuilds the bundles. */
const buildFiles = [fileURLToPath(import.meta.url), ...bundlerFiles].map((path) =>
  relative(repositoryDir, path),
);

/**
 * A source's `import.meta.url` made its own file's URL again: the bundles sit in scripts/dist, not where
 * the sources are (the migrations folder, the demo's videos and the packages they resolve are found
 * from their source's place). The API's bundle keeps them as they are: it sits as deep as its sources.
 * @type {import("esbuild").Plugin}
 */
const sourceUrls = {
  name: "source-urls",
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return { contents: source, loader: "ts" };
      const fromBundle = relative(distDir, args.path).split(sep).join("/");
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
    });
  },
};

/** The files an entry point's bundle was made of: the metafile's inputs reached from it. */
function reachedInputs(metafile, entryPoint) {
  const reached = new Set([entryPoint]);
  for (const path of reached) {
    for (const imported of metafile.inputs[path]?.imports ?? []) {
      if (!imported.external) reached.add(imported.path);
    }
  }
  // Files only: a module a plugin writes (namespace:path, e.g. bundle.mjs's PGlite stand-in) has none;
  // bundle.mjs, among the build files, vouches for it.
  return [...reached].filter((path) => !/^[\w-]+:/.test(path));
}

/** The package.json of each workspace package among the inputs: their exports decide what is bundled. */
function manifestsOf(inputs) {
  // scripts/…, apps/<name>/…, packages/<name>/…
  const packageDir = (path) => path.split("/", path.startsWith("scripts/") ? 1 : 2).join("/");
  const packageDirs = inputs.filter((path) => !path.startsWith("node_modules/")).map(packageDir);
  return [...new Set(packageDirs)]
    .map((dir) => `${dir}/package.json`)
    .filter((path) => statSync(join(repositoryDir, path), { throwIfNoEntry: false }));
}

/** Builds the commands named, in one esbuild run; answers the milliseconds it took. */
export async function buildCommands(names) {
  const started = performance.now();
  const startedAt = Date.now();
  const { outputFiles, metafile } = await bundle({
    absWorkingDir: repositoryDir,
    entryPoints: names.map((name) => `scripts/${name}.ts`),
    outdir: "scripts/dist",
    outExtension: { ".js": ".mjs" },
    declared: Object.keys(manifest.dependencies ?? {}),
    packageJson: "scripts/package.json",
    plugins: [sourceUrls],
  });
  mkdirSync(distDir, { recursive: true });
  // Source maps, then bundles, then what each was built from: an inputs file never vouches for a
  // bundle not yet written.
  const mapsFirst = [...outputFiles].sort(
    (a, b) => Number(b.path.endsWith(".map")) - Number(a.path.endsWith(".map")),
  );
  for (const file of mapsFirst) replaceFile(file.path, file.contents);
  const endedAt = Date.now();
  for (const name of names) {
    const reached = reachedInputs(metafile, `scripts/${name}.ts`);
    const inputs = [...reached, ...manifestsOf(reached), ...buildFiles];
    const stamp = (path, output = false) => {
      const stat = statSync(join(repositoryDir, path));
      // Changed while it was being bundled: the bundle may hold the old text, the next start rebuilds it.
      const changedMeanwhile = !output && stat.mtimeMs >= startedAt && stat.mtimeMs <= endedAt;
      return [path, changedMeanwhile ? [0, -1] : [stat.mtimeMs, stat.size]];
    };
    const files = Object.fromEntries([...inputs.map((path) => stamp(path)), stamp(bundlePath(name), true)]);
    replaceFile(join(repositoryDir, inputsPath(name)), `${JSON.stringify({ files })}\n`);
  }
  return performance.now() - started;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const asked = args.filter((arg) => arg !== "--force");
  const unknown = asked.filter((name) => !COMMANDS.includes(name));
  if (unknown.length > 0) {
    console.error(`Commande inconnue : ${unknown.join(", ")}. Commandes : ${COMMANDS.join(", ")}.`);
    process.exit(2);
  }
  const names = (asked.length > 0 ? asked : COMMANDS).filter((name) => force || !isUpToDate(name));
  if (names.length === 0) {
    console.log("Commandes à jour : rien à construire.");
  } else {
    const ms = await buildCommands(names);
    console.log(`Commandes construites dans scripts/dist : ${names.join(", ")} (${Math.round(ms)} ms)`);
  }
}
