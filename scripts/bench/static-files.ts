import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer, request } from "node:http";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompressSync } from "node:zlib";

const help = `Mesure les fichiers statiques : GET / et un script haché de l'application web, en requêtes par
seconde, avec l'ancien service (fichiers bruts, index.html relu du disque, deux lignes de journal par
requête), le nouveau (fichiers en mémoire, précompressés, cache immuable, journal en debug) et le
plancher (un serveur Node nu qui envoie les mêmes octets), tour après tour dans le même lancement.
Chaque serveur tourne dans un processus à part.

Usage : pnpm --filter @tronc/scripts exec tsx bench/static-files.ts [options]

  --seconds <N>      durée de chaque mesure (défaut 3)
  --rounds <N>       tours, chaque serveur mesuré à son tour dans chaque tour ; la médiane est
                     affichée (défaut 5 ; 1 avec --smoke)
  --concurrency <N>  connexions en parallèle (défaut 10)
  --smoke            essai de la CI : sans l'ancien service, 0,2 s par mesure, 2 connexions (les
                     options données l'emportent)
  --help             cette aide

Prérequis : l'application web construite (pnpm --filter @tronc/web build).
Code de sortie : 0 mesuré, 1 erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    seconds: { type: "string" },
    concurrency: { type: "string" },
    smoke: { type: "boolean", default: false },
    rounds: { type: "string" },
    serve: { type: "string" },
    web: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}

/**
 * The floor: a bare Node server that answers the same bytes from memory (the brotli twin the build
 * wrote, or index.html compressed once), with nothing else on the way.
 */
async function serveFloor(webDir: string) {
  const indexBr = existsSync(join(webDir, "index.html.br"))
    ? readFileSync(join(webDir, "index.html.br"))
    : brotliCompressSync(readFileSync(join(webDir, "index.html")));
  const bodies = new Map<string, { type: string; body: Buffer }>([
    ["/", { type: "text/html; charset=utf-8", body: indexBr }],
  ]);
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    let entry = bodies.get(path);
    if (!entry && path.startsWith("/assets/") && existsSync(join(webDir, `${path}.br`))) {
      entry = { type: "text/javascript; charset=utf-8", body: readFileSync(join(webDir, `${path}.br`)) };
      bodies.set(path, entry);
    }
    if (!entry) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": entry.type, "content-encoding": "br" }).end(entry.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("pas d'adresse TCP");
  process.send?.({ port: address.port });
}

/** Child mode: one server, old or new behaviour, on an in-memory database; prints its port. */
async function serve(mode: string, webDir: string) {
  if (mode === "floor") return serveFloor(webDir);
  // Imported here: the floor and the process that sends the load never load the API (seconds each).
  const { buildServer, localFolderStorage, modules } = await import("@tronc/api");
  const { createDb } = await import("@tronc/db");
  // No request measured here reaches the database (a status other than 200 stops the bench): an empty,
  // unmigrated one spares each server the migrations (most of a smoke run's minute).
  const handle = await createDb({});
  const filesDir = mkdtempSync(join(tmpdir(), "tc-bench-static-"));
  const common = {
    modules,
    db: handle.db,
    storage: localFolderStorage(filesDir),
    maxUploadBytes: 1024,
    addressLookup: { search: async () => [] },
  };
  const app =
    mode === "new"
      ? await buildServer({ ...common, webDir, logger: true })
      : await buildServer({ ...common, logger: true });
  if (mode === "old") {
    // What the server did before: Fastify's two request lines at info (the second is the server's
    // own "request completed", at info for what is not marked as a file of the web app), files as
    // they are on disk (max-age=0), index.html looked up and read from disk at each GET /.
    app.addHook("onRequest", async (req) => {
      req.log.info({ req }, "incoming request");
    });
    // @fastify/static is the API's dependency, not this package's.
    const apiDir = fileURLToPath(new URL("../../apps/api/", import.meta.url));
    const staticPath = createRequire(apiDir).resolve("@fastify/static");
    const plugin = (await import(pathToFileURL(staticPath).href)) as {
      default: Parameters<typeof app.register>[0];
    };
    await app.register(plugin.default, { root: webDir, wildcard: false, index: false });
    app.get("/", (_req, reply) => {
      if (!existsSync(join(webDir, "index.html"))) return reply.code(404).send();
      // The plugin's decoration of the reply, typed here: the API no longer loads the plugin's types.
      const withFiles = reply as typeof reply & { sendFile(file: string): typeof reply };
      withFiles.type("text/html; charset=utf-8").header("Cache-Control", "no-cache");
      return withFiles.sendFile("index.html");
    });
  }
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("pas d'adresse TCP");
  process.send?.({ port: address.port });
}

function startChild(mode: string, webDir: string): Promise<{ child: ChildProcess; port: number }> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ["--import", "tsx", script, "--serve", mode, "--web", webDir], {
    // The server's log goes where a production log would: out of the way, but written.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (message: { port: number }) => resolve({ child, port: message.port }));
    child.once("exit", (code) => reject(new Error(`le serveur ${mode} s'est arrêté (${code})`)));
  });
}

async function load(port: number, path: string, seconds: number, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const headers = { "accept-encoding": "br, gzip" };
  let served = 0;
  let bytes = 0;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path} a répondu ${res.statusCode}`));
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () => resolve());
      });
      req.on("error", reject);
      req.end();
    });
  const start = performance.now();
  const worker = async () => {
    while (performance.now() - start < seconds * 1000) {
      await once();
      served++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ms = performance.now() - start;
  agent.destroy();
  return { perSecond: (served * 1000) / ms, bytesPerAnswer: Math.round(bytes / Math.max(served, 1)) };
}

/** Old, new and floor in turn, round after round (a smoke run skips the old server: a process and a database less). */
async function main(options: {
  seconds: number;
  concurrency: number;
  warmupSeconds: number;
  old: boolean;
  rounds: number;
}) {
  const { seconds, concurrency, warmupSeconds } = options;
  const built = fileURLToPath(new URL("../../apps/web/dist", import.meta.url));
  if (!existsSync(join(built, "index.html"))) throw new Error("application web non construite");
  // A snapshot, so a rebuild elsewhere does not change the files under the measure.
  const webDir = mkdtempSync(join(tmpdir(), "tc-bench-web-"));
  cpSync(built, webDir, { recursive: true });
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(webDir, "index.html"), "utf8"));
  if (!script?.[1]) throw new Error("index.html ne nomme pas de script haché");
  const paths = ["/", script[1]];
  const results = new Map<string, { perSecond: number; bytesPerAnswer: number; load: string }>();
  const modes = options.old ? ["old", "new", "floor"] : ["new", "floor"];
  const servers: { mode: string; child: Awaited<ReturnType<typeof startChild>>["child"]; port: number }[] =
    [];
  try {
    for (const mode of modes) servers.push({ mode, ...(await startChild(mode, webDir)) });
    for (const { port } of servers) {
      for (const path of paths) await load(port, path, warmupSeconds, concurrency);
    }
    // Rounds in turn, every server up: a burst of load elsewhere on the machine falls on each side
    // alike, and the median of the rounds is kept.
    const rates = new Map<string, { perSecond: number; bytesPerAnswer: number }[]>();
    for (let round = 0; round < options.rounds; round++) {
      for (const { mode, port } of servers) {
        for (const path of paths) {
          const key = `${mode} ${path}`;
          rates.set(key, [...(rates.get(key) ?? []), await load(port, path, seconds, concurrency)]);
        }
      }
    }
    for (const [key, measured] of rates) {
      const sorted = [...measured].sort((a, b) => a.perSecond - b.perSecond);
      const median = sorted[Math.floor(sorted.length / 2)];
      if (median) results.set(key, { ...median, load: loadavg()[0]?.toFixed(2) ?? "?" });
    }
  } finally {
    for (const { child } of servers) {
      child.removeAllListeners("exit");
      child.kill("SIGKILL");
    }
    rmSync(webDir, { recursive: true, force: true });
  }
  console.log(
    `${concurrency} connexions, ${seconds} s par mesure, médiane de ${options.rounds} tours, Accept-Encoding: br, gzip`,
  );
  for (const path of paths) {
    const old = results.get(`old ${path}`);
    const now = results.get(`new ${path}`);
    const floor = results.get(`floor ${path}`);
    if (!now || !floor) throw new Error(`GET ${path} non mesuré`);
    const line = (label: string, r: typeof now) =>
      `  ${label} : ${Math.round(r.perSecond).toLocaleString("fr-FR")} req/s, ${r.bytesPerAnswer.toLocaleString("fr-FR")} octets par réponse (charge ${r.load})`;
    console.log(`GET ${path}`);
    console.log(old ? line("avant", old) : "  avant : non mesuré (--smoke)");
    console.log(line("après", now));
    console.log(line("plancher (Node nu, mêmes octets)", floor));
    if (old) console.log(`  rapport après/avant : ${(now.perSecond / old.perSecond).toFixed(2)}x`);
    console.log(
      `  rapport après/plancher : ${(now.perSecond / floor.perSecond).toFixed(2)} (objectif ≥ 0,6)`,
    );
  }
}

try {
  if (values.serve) {
    await serve(values.serve, values.web ?? "");
  } else {
    const seconds = Number(values.seconds ?? (values.smoke ? "0.2" : "3"));
    const concurrency = Number(values.concurrency ?? (values.smoke ? "2" : "10"));
    if (
      !(seconds > 0 && seconds <= 60) ||
      !Number.isInteger(concurrency) ||
      concurrency < 1 ||
      concurrency > 100
    ) {
      console.error("--seconds entre 0 et 60, --concurrency entier entre 1 et 100. Voir --help.");
      process.exit(2);
    }
    const rounds = Number(values.rounds ?? (values.smoke ? "1" : "5"));
    await main({ seconds, concurrency, warmupSeconds: values.smoke ? 0.1 : 0.5, old: !values.smoke, rounds });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
