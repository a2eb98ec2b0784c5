import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const srcDir = dirname(fileURLToPath(import.meta.url));
const packageDir = dirname(srcDir);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? "");
}

const FORBIDDEN = [
  /^@tronc\//,
  /^drizzle/,
  /^fastify/,
  /^@fastify\//,
  /^react/,
  /^postgres/,
  /^pg$/,
  /^@electric-sql\//,
];
/** Libraries of pure computation the domain may use: dates, and the IBAN/BIC checks of ISO 13616 and 9362. */
const PURE_LIBRARIES = ["date-fns", "ibantools"];
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

function forbiddenReason(specifier: string): string | null {
  if (specifier.startsWith("node:") || BUILTINS.has(specifier)) return "node built-in";
  if (FORBIDDEN.some((pattern) => pattern.test(specifier))) return "project package or I/O library";
  const library = specifier.startsWith("@")
    ? specifier.split("/").slice(0, 2).join("/")
    : specifier.split("/")[0];
  if (!specifier.startsWith(".") && !PURE_LIBRARIES.includes(library ?? "")) {
    return "dependency other than the pure libraries";
  }
  return null;
}

describe("packages/domain stays pure", () => {
  const files = sourceFiles(srcDir);

  it("finds the sources it checks", () => {
    expect(files.map((file) => relative(srcDir, file))).toContain("shared/compute-document-totals.ts");
  });

  it("the import check catches what it must", () => {
    const sample = `import { db } from "@tronc/db";\nimport fs from "node:fs";\nimport path from "path";\nconst r = await import("react");\nimport { x } from "./x";\nimport { addDays } from "date-fns";\nexport { y } from "drizzle-orm";`;
    expect(importsOf(sample).map(forbiddenReason)).toEqual([
      "project package or I/O library",
      "node built-in",
      "node built-in",
      "project package or I/O library",
      null,
      null,
      "project package or I/O library",
    ]);
    expect(forbiddenReason("fastify")).not.toBeNull();
    expect(forbiddenReason("postgres")).not.toBeNull();
    expect(forbiddenReason("zod")).toBe("dependency other than the pure libraries");
    expect(forbiddenReason("ibantools")).toBeNull();
    expect(forbiddenReason("date-fns/locale")).toBeNull();
  });

  it("no source file imports another project package, an I/O library or a node built-in", () => {
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(file, "utf8"))
        .map((specifier) => ({ file: relative(srcDir, file), specifier, reason: forbiddenReason(specifier) }))
        .filter((found) => found.reason !== null),
    );
    expect(offenders).toEqual([]);
  });

  it("no rule reads the clock: now is a parameter", () => {
    const offenders = files.filter((file) => /Date\.now\(|new Date\(\s*\)/.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => relative(srcDir, file))).toEqual([]);
  });

  it("the only runtime dependencies are the pure libraries", () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
      sideEffects?: boolean;
    };
    expect(Object.keys(manifest.dependencies ?? {}).sort()).toEqual([...PURE_LIBRARIES].sort());
    expect(manifest.sideEffects).toBe(false);
  });
});
