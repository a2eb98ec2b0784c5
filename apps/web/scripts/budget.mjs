#!/usr/bin/env node
// The weight of the first screens, after `vite build` (the package's "build" script runs it): for each
// screen a person lands on, the scripts and styles the browser downloads before it shows — the entry
// and what it imports, then the route's screen chunk and what it imports — compressed with brotli as
// the server sends them. Exits 1 when one passes the budget: the build fails.
//
//   node scripts/budget.mjs [--all] [dist folder]     (--all: every screen, not only the first ones)
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";

/** Per first screen, in bytes of brotli (1 kB = 1 000 bytes, as Vite prints them). */
export const BUDGET_BYTES = 150_000;

/**
 * The screens a person lands on: the sign-in page (in the entry), the dashboard after signing in, the
 * lead list (the staff's daily screen) and a client's delivery report link. `screen` is the module of
 * the route's `screen: () => import(...)`, as the Vite manifest names it.
 */
export const FIRST_SCREENS = [
  { label: "connexion (/login)", screen: null },
  { label: "tableau de bord (/tronc-commun/admin)", screen: "src/features/home/home-page.tsx" },
  {
    label: "liste des leads (/tronc-commun/admin/lead)",
    screen: "src/features/sales/leads/lead-list-page.tsx",
  },
  {
    label: "procès-verbal d'un client (/pv/:token)",
    screen: "src/features/work/delivery-reports/public-delivery-report-page.tsx",
  },
];

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/** The manifest key of the page's entry (index.html): there is exactly one. */
export function entryKey(/** @type {Manifest} */ manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1)
    throw new Error(`une entrée attendue dans le manifeste, ${entries.length} trouvées`);
  return /** @type {string} */ (entries[0]);
}

/**
 * The files a browser fetches for these manifest keys: each chunk, its styles, and the same for every
 * chunk it imports statically, transitively. Dynamic imports are left out: they load later, on demand
 * (a dialog's editor, another screen).
 */
export function filesOf(/** @type {Manifest} */ manifest, /** @type {string[]} */ keys) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`« ${key} » n'est pas dans le manifeste de Vite`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/**
 * Each screen's files and their total size: the entry's files with the screen's (a null screen is the
 * entry alone). `sizeOf` gives one file's size in bytes.
 * @param {Manifest} manifest
 * @param {readonly { label: string, screen: string | null }[]} screens
 * @param {(file: string) => number} sizeOf
 */
export function weighScreens(manifest, screens, sizeOf) {
  const entry = entryKey(manifest);
  return screens.map(({ label, screen }) => {
    const files = filesOf(manifest, screen ? [entry, screen] : [entry]);
    const bytes = files.reduce((total, file) => total + sizeOf(file), 0);
    return { label, files, bytes };
  });
}

/** Every screen of the manifest: each module loaded by a dynamic import, named by its source path. */
export function allScreens(/** @type {Manifest} */ manifest) {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src)
    .map(([key, chunk]) => ({ label: /** @type {string} */ (chunk.src), screen: key }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The report's lines and the screens over the budget.
 * @param {{ label: string, files: string[], bytes: number }[]} weights
 * @param {number} budget
 */
export function budgetReport(weights, budget) {
  const width = Math.max(...weights.map((weight) => weight.label.length));
  const lines = weights.map(
    ({ label, files, bytes }) =>
      `  ${label.padEnd(width)}  ${kB(bytes).padStart(9)}  ${String(files.length).padStart(2)} fichiers${bytes > budget ? "  ← au-dessus du budget" : ""}`,
  );
  return { lines, over: weights.filter((weight) => weight.bytes > budget) };
}

/** A file's size as the server sends it: its `.br` twin when the build wrote one, else compressed here. */
export function brotliSizer(/** @type {string} */ dist) {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  return (/** @type {string} */ file) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const path = join(dist, file);
    const size = existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : brotliCompressSync(readFileSync(path), {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).length;
    sizes.set(file, size);
    return size;
  };
}

function main() {
  const args = process.argv.slice(2);
  const all = args.includes("--all");
  const dist = resolve(
    args.find((arg) => !arg.startsWith("--")) ?? fileURLToPath(new URL("../dist", import.meta.url)),
  );
  const manifestDir = join(dist, ".vite");
  const manifestPath = join(manifestDir, "manifest.json");
  if (!existsSync(manifestPath)) {
    console.error(`Pas de manifeste dans ${manifestPath} : vite build avec build.manifest (vite.config.ts).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
  // The server serves every file of dist: the manifest (the source tree's names) is not shipped.
  rmSync(manifestDir, { recursive: true, force: true });
  const sizeOf = brotliSizer(dist);
  /** @type {ReturnType<typeof budgetReport>} */
  let first;
  try {
    first = budgetReport(weighScreens(manifest, FIRST_SCREENS, sizeOf), BUDGET_BYTES);
  } catch (error) {
    // A first screen renamed or moved: FIRST_SCREENS must follow it.
    console.error(`Budget des premiers écrans : ${error instanceof Error ? error.message : error}.`);
    process.exit(1);
  }
  console.log(`Premiers écrans, scripts et styles en brotli (budget ${kB(BUDGET_BYTES)} chacun) :`);
  for (const line of first.lines) console.log(line);
  if (all) {
    // Without a budget: a screen opened from another one finds most of its files in the cache.
    console.log("\nTout ce qui se charge à la demande, entrée comprise (sans budget) :");
    const weights = weighScreens(manifest, allScreens(manifest), sizeOf);
    for (const line of budgetReport(weights, Number.POSITIVE_INFINITY).lines) console.log(line);
  }
  if (first.over.length > 0) {
    for (const { label, files, bytes } of first.over) {
      console.error(
        `\nBudget dépassé : « ${label} » télécharge ${kB(bytes)} en brotli (budget ${kB(BUDGET_BYTES)}) :`,
      );
      const heaviest = files.map((file) => ({ file, size: sizeOf(file) })).sort((a, b) => b.size - a.size);
      for (const { file, size } of heaviest) console.error(`  ${kB(size).padStart(9)}  ${file}`);
    }
    console.error(
      "\nAllégez l'écran (un import à la demande, un composant lourd chargé à l'ouverture) ou son découpage (vite.config.ts).",
    );
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
