// What bundle.mjs (a build script in JavaScript) exports, for the TypeScript that imports it.
import type { BuildOptions, BuildResult } from "esbuild";

export declare const importedPackages: Set<string>;
export declare const PGLITE_TYPES_FOR_DRIZZLE: Record<
  "DATE" | "INTERVAL" | "TIMESTAMP" | "TIMESTAMPTZ",
  number
>;
export declare const bundlerFiles: string[];
export declare function bundle(
  options: { declared: Iterable<string>; packageJson: string } & BuildOptions,
): Promise<BuildResult<{ metafile: true; write: false }>>;
export declare function replaceFile(path: URL | string, contents: string | Uint8Array): void;
