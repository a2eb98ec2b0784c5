import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { FileStorage } from "@tronc/api/commands";
import { verdict } from "./smoke-mode";

const help = `Mesure le dépôt et le téléchargement d'un fichier (10 Mo par défaut) avec le stockage dans le
dossier local et avec le stockage S3 (un serveur compatible S3 local, s3rver, dans un processus à part),
par la route HTTP (POST /api/files puis GET /api/files/{id}/download, connecté) et par l'interface de
stockage seule. Affiche les médianes et le rapport S3 / dossier local ; objectif : au plus 1,5 par la
route HTTP.

Usage : pnpm --filter @tronc/scripts exec tsx bench/storage.ts [options]

  --mb <N>       taille du fichier en Mo (défaut 10 ; 0,1 avec --smoke)
  --rounds <N>   tours, chaque stockage mesuré à son tour dans chaque tour (défaut 9 ; 1 avec --smoke)
  --smoke        essai de la CI : fichier minuscule, un tour, objectif non jugé
  --help         cette aide

Code de sortie : 0 objectif atteint (ou --smoke), 1 manqué ou erreur, 2 paramètres.`;

const { values } = parseArgs({
  options: {
    mb: { type: "string" },
    rounds: { type: "string" },
    smoke: { type: "boolean", default: false },
    "serve-s3": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(help);
  process.exit(0);
}

if (values["serve-s3"]) {
  // The child: the S3 server alone in its process, as a real store would be; its settings on stdout.
  const { startLocalS3 } = await import("../../apps/api/test/files/s3-server");
  const s3 = await startLocalS3();
  console.log(JSON.stringify(s3.settings("")));
  process.on("SIGTERM", () => void s3.close().then(() => process.exit(0)));
} else {
  process.exitCode = await main();
}

async function main(): Promise<number> {
  const smoke = values.smoke;
  const megabytes = Number(values.mb ?? (smoke ? "0.1" : "10"));
  const rounds = Number(values.rounds ?? (smoke ? "1" : "9"));
  if (!(megabytes > 0) || !Number.isInteger(rounds) || rounds < 1) {
    console.error("--mb est un nombre positif, --rounds un entier ≥ 1. Voir --help.");
    return 2;
  }
  const size = Math.round(megabytes * 1024 * 1024);
  const { buildServer, createUserAccount, localFolderStorage, s3Storage } = await import("@tronc/api");
  const { createDb, migrate } = await import("@tronc/db");

  const dir = mkdtempSync(join(tmpdir(), "tc-bench-storage-"));
  const child = await startS3Child();
  const handle = await createDb({});
  try {
    await migrate(handle);
    await createUserAccount(handle.db, {
      email: "banc@tronc.test",
      name: "Banc",
      lastname: "Stockage",
      password: "banc-stockage",
    });
    const s3 = await s3Storage({ ...child.settings, tempDir: join(dir, "s3-aside") });
    const drivers: [string, FileStorage][] = [
      ["dossier local", localFolderStorage(join(dir, "files"))],
      ["S3 (s3rver)", s3],
    ];
    const bytes = randomBytes(size);
    const boundary = "----tc-bench-storage";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banc.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);

    const apps = await Promise.all(
      drivers.map(([, storage]) =>
        buildServer({
          modules: [],
          db: handle.db,
          storage,
          maxUploadBytes: size + 1024,
          addressLookup: { search: async () => [] },
        }),
      ),
    );
    // Over real sockets, as a browser would: the bodies stream both ways.
    const bases = await Promise.all(apps.map((app) => app.listen({ port: 0, host: "127.0.0.1" })));
    const login = await apps[0]?.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "banc@tronc.test", password: "banc-stockage" },
    });
    const cookie = `tc_session=${login?.cookies.find((c) => c.name === "tc_session")?.value}`;

    const times = drivers.map(() => ({
      httpUp: [] as number[],
      httpDown: [] as number[],
      up: [] as number[],
      down: [] as number[],
    }));
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, [, storage]] of drivers.entries()) {
        const app = apps[index];
        const own = times[index];
        if (!app || !own) continue;
        const base = bases[index];
        let started = performance.now();
        const uploaded = await fetch(`${base}/api/files`, {
          method: "POST",
          body: payload,
          headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
        });
        const answer = await uploaded.text();
        own.httpUp.push(performance.now() - started);
        if (uploaded.status !== 201) throw new Error(`dépôt refusé : ${answer}`);
        const { idFile } = JSON.parse(answer) as { idFile: number };
        started = performance.now();
        const downloaded = Buffer.from(
          await (await fetch(`${base}/api/files/${idFile}/download`, { headers: { cookie } })).arrayBuffer(),
        );
        own.httpDown.push(performance.now() - started);
        if (!downloaded.equals(bytes)) throw new Error("téléchargement différent du dépôt");

        const key = `banc-${round}`;
        started = performance.now();
        await storage.putStream(key, Readable.from([bytes]), size);
        own.up.push(performance.now() - started);
        started = performance.now();
        const stream = await storage.getStream(key);
        let received = 0;
        for await (const chunk of stream ?? []) received += (chunk as Buffer).length;
        own.down.push(performance.now() - started);
        if (received !== size) throw new Error(`lu ${received} octets sur ${size}`);
      }
    }
    await Promise.all(apps.map((app) => app.close()));
    s3.close();

    const median = (list: number[]) => {
      const sorted = [...list].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return sorted.length % 2
        ? (sorted[middle] ?? 0)
        : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
    };
    const ms = (value: number) => `${value.toFixed(1).replace(".", ",")} ms`;
    console.log(`Fichier de ${megabytes} Mo, ${rounds} tour(s), médianes :`);
    const [local, remote] = times;
    if (!local || !remote) return 1;
    const rows: [string, number[], number[]][] = [
      ["HTTP dépôt (POST /api/files)", local.httpUp, remote.httpUp],
      ["HTTP téléchargement", local.httpDown, remote.httpDown],
      ["interface putStream", local.up, remote.up],
      ["interface getStream", local.down, remote.down],
    ];
    const ratios = rows.map(([label, a, b]) => {
      const ratio = median(b) / median(a);
      console.log(
        `  ${label.padEnd(30)} dossier local ${ms(median(a)).padStart(10)}   S3 ${ms(median(b)).padStart(10)}   rapport ${ratio.toFixed(2).replace(".", ",")}`,
      );
      return ratio;
    });
    const httpRound = (list: typeof local) => list.httpUp.map((up, i) => up + (list.httpDown[i] ?? 0));
    const total = median(httpRound(remote)) / median(httpRound(local));
    console.log(
      `Dépôt + téléchargement par HTTP : rapport S3 / dossier local ${total.toFixed(2).replace(".", ",")} (objectif ≤ 1,5).`,
    );
    void ratios;
    return verdict(total <= 1.5, smoke);
  } finally {
    await handle.close();
    child.process.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The S3 server in a child process (this file with --serve-s3), and its settings once it listens. */
function startS3Child(): Promise<{
  process: ChildProcess;
  settings: {
    endpoint: string | undefined;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
}> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), "--serve-s3"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      const line = out.split("\n")[0];
      if (out.includes("\n") && line) resolve({ process: child, settings: JSON.parse(line) });
    });
    child.on("exit", (code) => reject(new Error(`le serveur S3 s'est arrêté (code ${code})`)));
  });
}
