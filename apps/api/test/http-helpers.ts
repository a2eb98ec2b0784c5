import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { localFolderStorage } from "../src/files/storage/local-folder";
import { buildServer, type ServerOptions } from "../src/server";
import type { TestApp } from "./helpers";

export const INTERNAL_ERROR = "Une erreur interne s'est produite, l'équipe technique est prévenue.";

/** A second server on the test app's database, with a built web app (one index.html) and options. */
export async function serverWithWebApp(
  t: TestApp,
  options: Partial<ServerOptions> = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const webDir = mkdtempSync(join(tmpdir(), "tc-web-"));
  writeFileSync(join(webDir, "index.html"), '<!doctype html><html lang="fr"><div id="root"></div></html>');
  const app = await buildServer({
    db: t.handle.db,
    storage: localFolderStorage(t.filesDir),
    maxUploadBytes: 1024 * 1024,
    addressLookup: { search: async () => [] },
    modules: t.modules,
    webDir,
    ...options,
  });
  return {
    app,
    async close() {
      await app.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

/** What a hydra:Error says, for assertions. */
export function hydraDescription(body: string): string {
  const parsed = JSON.parse(body) as { "@type"?: string; "hydra:description"?: string };
  expectHydra(parsed);
  return parsed["hydra:description"] ?? "";
}

function expectHydra(value: { "@type"?: string }) {
  if (value["@type"] !== "hydra:Error") throw new Error(`not a hydra:Error: ${JSON.stringify(value)}`);
}
