import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type PreparedTemplates, prepareTestTemplates } from "@tronc/db/testing";
import type { TestProject } from "vitest/node";
import { seedDemo } from "../../apps/api/src/seed";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
/**
 * What the templates are made of: the migrations, the demo seed, and the services and rules the seed
 * calls (proposals are built through their services so that their totals are right by construction).
 */
const sources = ["drizzle", "apps/api/src/seed", "apps/api/src/services", "packages/domain/src"];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export function templateKey(now: Date): string {
  const hash = createHash("sha256");
  // The demo rows are dated from today.
  hash.update(now.toISOString().slice(0, 10));
  for (const file of sources.flatMap((dir) => filesUnder(join(repoRoot, dir)))) {
    hash.update(file.slice(repoRoot.length)).update(readFileSync(file));
  }
  return hash.digest("hex");
}

interface Shared {
  prepared: Promise<PreparedTemplates>;
  users: number;
}
/** The projects of one run (db, api, e2e) share the templates: built once, dropped by the last. */
const shared = globalThis as { tcTestTemplates?: Shared };

/** vitest globalSetup: migrate and seed once per run; each test file then gets a copy. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const now = new Date();
  if (!shared.tcTestTemplates) {
    const prepared = prepareTestTemplates({ key: templateKey(now), seed: (db) => seedDemo(db, now), now });
    shared.tcTestTemplates = { prepared, users: 0 };
  }
  const current = shared.tcTestTemplates;
  current.users += 1;
  const { templates } = await current.prepared;
  project.provide("testDbTemplates", templates);
  return async () => {
    current.users -= 1;
    if (current.users > 0) return;
    if (shared.tcTestTemplates === current) shared.tcTestTemplates = undefined;
    await (await current.prepared).dispose();
  };
}
