import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./scripts/test-setup/longest-first.ts";
import { filesMockingModules } from "./scripts/test-setup/mocking-files.ts";

/** Migrates and seeds once per run: each test file copies a template (see packages/db/src/testing.ts). */
const globalDb = fileURLToPath(new URL("./scripts/test-setup/global-db.ts", import.meta.url));
const buildApi = fileURLToPath(new URL("./scripts/test-setup/build-api.ts", import.meta.url));
const buildCommands = fileURLToPath(new URL("./scripts/test-setup/build-commands.ts", import.meta.url));
const apiRoot = fileURLToPath(new URL("./apps/api", import.meta.url));
/** API files that mock a module run isolated (project api-isolated); the others share the server's modules. */
const apiMockingFiles = filesMockingModules(apiRoot, ["src", "test"]);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "db",
          globalSetup: [globalDb],
          root: "packages/db",
          include: ["src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api",
          globalSetup: [globalDb],
          root: "apps/api",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: ["**/node_modules/**", "test/**/*.pg.test.ts", ...apiMockingFiles],
          // Each file builds its own server on its own database, so the files of a worker can share
          // the imported modules: importing the server once per file was half of the project's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(apiMockingFiles.length > 0
        ? [
            {
              test: {
                name: "api-isolated",
                globalSetup: [globalDb],
                root: "apps/api",
                include: apiMockingFiles,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // Tests that need a real PostgreSQL (several server processes on one database): only with DATABASE_URL.
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: "api-postgres",
                globalSetup: [globalDb, buildApi],
                root: "apps/api",
                include: ["test/**/*.pg.test.ts"],
                testTimeout: 300_000,
                hookTimeout: 300_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: "scripts",
          // The commands run from their bundles, as the root package.json runs them: built once, first.
          globalSetup: [buildCommands],
          root: "scripts",
          include: ["**/*.test.ts"],
          exclude: ["**/node_modules/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          root: "apps/web",
          include: ["scripts/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          globalSetup: [globalDb],
          root: "e2e",
          include: ["**/*.e2e.test.ts"],
          // As for the api project: each file starts its own server and browser, the modules are shared.
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
    // Two files side by side (the machines have 2 cores): API files wait on the database, and each
    // end-to-end file starts its own server (port 0) and browser.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/index.ts"],
      reporter: ["text-summary"],
      thresholds: { lines: 95 },
    },
  },
});
