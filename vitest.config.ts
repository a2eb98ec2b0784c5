import { defineConfig } from "vitest/config";

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
          root: "packages/db",
          include: ["src/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api",
          root: "apps/api",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "scripts",
          root: "scripts",
          include: ["**/*.test.ts"],
          exclude: ["**/node_modules/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          root: "e2e",
          include: ["**/*.e2e.test.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/index.ts"],
      reporter: ["text-summary"],
      thresholds: { lines: 95 },
    },
  },
});
