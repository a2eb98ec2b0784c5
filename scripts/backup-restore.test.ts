import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FileStorage, s3Storage } from "@tronc/api/commands";
import { createDb, type DbHandle, invoices } from "@tronc/db";
import { asc, isNotNull } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRows } from "../apps/api/src/ops/backup/table-counts";
import { type LocalS3, startLocalS3 } from "../apps/api/test/files/s3-server";

/** The machines' PostgreSQL (CI sets DATABASE_URL to it); databases of this file are named ops_backup_…. */
const serverUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const scratch = mkdtempSync(join(tmpdir(), "tc-ops-backup-"));
const suffix = randomBytes(4).toString("hex");
const databases: string[] = [];

function urlOf(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string) {
  const client = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(statement);
  } finally {
    await client.end();
  }
}

async function newDatabase(label: string): Promise<string> {
  const name = `ops_backup_${suffix}_${label}`;
  await admin(`CREATE DATABASE ${name}`);
  databases.push(name);
  return urlOf(name);
}

/** The real command in a child process (not spawnSync: the S3 server of this process must go on answering). */
function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["run-command.mjs", command, ...args],
      {
        cwd: import.meta.dirname,
        // The SDK's notice that its releases from 2027 need Node 22 (the version here is pinned): not this test's concern.
        env: {
          ...process.env,
          INIT_CWD: "",
          SECRETS_KEY: "",
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
          ...env,
        },
        encoding: "utf8",
      },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === "number" ? error.code : 1) : 0;
        resolve({ status, stdout, stderr });
      },
    );
  });
}

const dataDir = (label: string) => join(scratch, label);
const sha256 = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");

/** Each file of the folder (relative path → SHA-256). */
function filesOf(folder: string): Record<string, string> {
  if (!existsSync(folder)) return {};
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  return Object.fromEntries(
    entries.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path.slice(folder.length + 1), sha256(path)];
    }),
  );
}

async function withHandle<T>(
  open: () => Promise<DbHandle>,
  work: (handle: DbHandle) => Promise<T>,
): Promise<T> {
  const handle = await open();
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** Rows per table and the invoices' frozen content SHA-256, what the round trip must keep. */
const snapshotOf = (open: () => Promise<DbHandle>) =>
  withHandle(open, async ({ db }) => ({
    rows: await countRows(db),
    invoiceHashes: await db
      .select({ id: invoices.id, sha: invoices.contentSha256 })
      .from(invoices)
      .where(isNotNull(invoices.reference))
      .orderBy(asc(invoices.id)),
  }));

afterAll(async () => {
  for (const name of databases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(scratch, { recursive: true, force: true });
});

describe("backup and restore on PostgreSQL", () => {
  let sourceUrl: string;
  const backupDir = join(scratch, "sauvegarde-pg");
  beforeAll(async () => {
    sourceUrl = await newDatabase("source");
    const seeded = await run("seed-demo", ["--force"], {
      DATABASE_URL: sourceUrl,
      DATA_DIR: dataDir("pg-source"),
    });
    expect(seeded.status, seeded.stderr).toBe(0);
  }, 180_000);

  it("backs up the demo, restores it into a fresh database and files folder, same rows, invoices and files", async () => {
    const backup = await run("backup", ["--out", backupDir], {
      DATABASE_URL: sourceUrl,
      DATA_DIR: dataDir("pg-source"),
    });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Sauvegarde faite dans .* : \d+ tables \(\d+ lignes\), 5 fichier\(s\)/);
    const manifest = JSON.parse(readFileSync(join(backupDir, "manifeste.json"), "utf8"));
    expect(manifest.database.kind).toBe("postgres");
    expect(manifest.secretsKey.source).toBe("file");

    const targetUrl = await newDatabase("target");
    const restore = await run("restore", ["--from", backupDir], {
      DATABASE_URL: targetUrl,
      DATA_DIR: dataDir("pg-target"),
    });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("Restauration faite et vérifiée");

    const before = await snapshotOf(() => createDb({ url: sourceUrl, max: 1 }));
    const after = await snapshotOf(() => createDb({ url: targetUrl, max: 1 }));
    expect(after.rows).toEqual(before.rows);
    expect(before.rows["public.invoices"]).toBeGreaterThan(0);
    expect(after.invoiceHashes).toEqual(before.invoiceHashes);
    expect(after.invoiceHashes.length).toBeGreaterThan(0);
    expect(manifest.tables).toEqual(before.rows);
    // Recomputed from the restored rows, the numbered invoices' content still gives its frozen SHA-256.
    const verified = await run("verify-documents", [], {
      DATABASE_URL: targetUrl,
      DATA_DIR: dataDir("pg-target"),
    });
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stdout).toContain("tous conformes");

    expect(filesOf(join(dataDir("pg-target"), "files"))).toEqual(
      filesOf(join(dataDir("pg-source"), "files")),
    );
    expect(Object.keys(filesOf(join(dataDir("pg-target"), "files")))).toHaveLength(5);
    expect(readFileSync(join(dataDir("pg-target"), "secrets.key"), "utf8")).toBe(
      readFileSync(join(dataDir("pg-source"), "secrets.key"), "utf8"),
    );
  }, 180_000);

  it("backs up the files of an S3 bucket (STORAGE_DRIVER=s3) and restores them into another bucket, same SHA-256", async () => {
    const s3: LocalS3 = await startLocalS3(["tronc-restauree"]);
    const buckets: (FileStorage & { close(): void })[] = [];
    try {
      const s3Env = (label: string, bucket: string): Record<string, string> => {
        const settings = s3.settings(dataDir(label), bucket);
        return {
          DATA_DIR: dataDir(label),
          STORAGE_DRIVER: "s3",
          S3_ENDPOINT: settings.endpoint ?? "",
          S3_BUCKET: settings.bucket,
          S3_REGION: settings.region,
          S3_ACCESS_KEY_ID: settings.accessKeyId,
          S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
          S3_FORCE_PATH_STYLE: "true",
        };
      };
      const source = await s3Storage(s3.settings(dataDir("s3-source")));
      const target = await s3Storage(s3.settings(dataDir("s3-target"), "tronc-restauree"));
      buckets.push(source, target);
      // The seeded demo's files, now in the source bucket, beside a probe's leftover (not backed up).
      const seeded = filesOf(join(dataDir("pg-source"), "files"));
      for (const key of Object.keys(seeded)) {
        await source.putBytes(key, readFileSync(join(dataDir("pg-source"), "files", key)));
      }
      await source.putBytes(".probe-reste", Buffer.from("probe"));
      mkdirSync(dataDir("s3-source"), { recursive: true });
      writeFileSync(
        join(dataDir("s3-source"), "secrets.key"),
        readFileSync(join(dataDir("pg-source"), "secrets.key")),
      );

      const backupDir = join(scratch, "sauvegarde-s3");
      const backup = await run("backup", ["--out", backupDir], {
        DATABASE_URL: sourceUrl,
        ...s3Env("s3-source", "tronc-test"),
      });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/ 5 fichier\(s\)/);
      expect(filesOf(join(backupDir, "fichiers"))).toEqual(seeded);
      const manifest = JSON.parse(readFileSync(join(backupDir, "manifeste.json"), "utf8"));
      expect(
        Object.fromEntries(manifest.files.map((f: { path: string; sha256: string }) => [f.path, f.sha256])),
      ).toEqual(seeded);

      const targetUrl = await newDatabase("s3_target");
      const restore = await run("restore", ["--from", backupDir], {
        DATABASE_URL: targetUrl,
        ...s3Env("s3-target", "tronc-restauree"),
      });
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain("Restauration faite et vérifiée");
      const restored: Record<string, string> = {};
      for await (const object of target.list()) {
        const bytes = await target.getBytes(object.key);
        if (bytes) restored[object.key] = createHash("sha256").update(bytes).digest("hex");
      }
      expect(restored).toEqual(seeded);
      expect(Object.keys(restored)).toHaveLength(5);

      // The bucket now holds files: a second restore into it is refused before anything is written.
      const busyUrl = await newDatabase("s3_busy");
      const refused = await run("restore", ["--from", backupDir], {
        DATABASE_URL: busyUrl,
        ...s3Env("s3-busy", "tronc-restauree"),
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain("Le stockage des fichiers de destination n'est pas vide");
    } finally {
      for (const bucket of buckets) bucket.close();
      await s3.close();
    }
  }, 180_000);

  it("refuses a database that is not empty, in French, and writes nothing", async () => {
    const fresh = dataDir("pg-refused");
    const refused = await run("restore", ["--from", backupDir], { DATABASE_URL: sourceUrl, DATA_DIR: fresh });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      "La base de destination a déjà été migrée (une application y a démarré) : restaurez dans une base neuve, créée vide (createdb), avant tout démarrage.",
    );
    expect(existsSync(fresh)).toBe(false);
  }, 60_000);

  it("refuses a files folder that is not empty, leaving the empty database untouched", async () => {
    const url = await newDatabase("busy_files");
    const busy = dataDir("pg-busy-files");
    mkdirSync(join(busy, "files"), { recursive: true });
    writeFileSync(join(busy, "files", "42"), "déjà là");
    const refused = await run("restore", ["--from", backupDir], { DATABASE_URL: url, DATA_DIR: busy });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Le stockage des fichiers de destination n'est pas vide");
    expect(
      await withHandle(
        () => createDb({ url, max: 1 }),
        ({ db }) => countRows(db),
      ),
    ).toEqual({});
    expect(existsSync(join(busy, "secrets.key"))).toBe(false);
  }, 60_000);

  it("refuses a SECRETS_KEY that is not the backup's key: the sealed codes would be unreadable", async () => {
    const url = await newDatabase("other_key");
    const target = dataDir("pg-other-key");
    const refused = await run("restore", ["--from", backupDir], {
      DATABASE_URL: url,
      DATA_DIR: target,
      SECRETS_KEY: "cd".repeat(32),
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      "La clé des secrets de la destination (SECRETS_KEY) n'est pas celle de la sauvegarde",
    );
    expect(
      await withHandle(
        () => createDb({ url, max: 1 }),
        ({ db }) => countRows(db),
      ),
    ).toEqual({});
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it("says in French when pg_dump is missing, and needs --out", async () => {
    const env = { DATABASE_URL: sourceUrl, DATA_DIR: dataDir("pg-source") };
    const missing = await run("backup", ["--out", join(scratch, "sans-outils")], {
      ...env,
      PATH: "/nonexistent",
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("pg_dump est introuvable : installez les outils clients de PostgreSQL");
    const noOut = await run("backup", [], env);
    expect(noOut.status).toBe(2);
    expect(noOut.stderr.trim()).toBe("Indiquez le dossier de la sauvegarde : --out <dossier>.");
  }, 60_000);
});

describe("backup and restore of the embedded database", () => {
  it("round-trips the demo through PGlite's data folder dump", async () => {
    const env = { DATABASE_URL: "" };
    const seeded = await run("seed-demo", [], { ...env, DATA_DIR: dataDir("lite-source") });
    expect(seeded.status, seeded.stderr).toBe(0);
    const backupDir = join(scratch, "sauvegarde-lite");
    const backup = await run("backup", ["--out", backupDir], { ...env, DATA_DIR: dataDir("lite-source") });
    expect(backup.status, backup.stderr).toBe(0);
    const restore = await run("restore", ["--from", backupDir], { ...env, DATA_DIR: dataDir("lite-target") });
    expect(restore.status, restore.stderr).toBe(0);

    const open = (label: string) => () => createDb({ dataDir: join(dataDir(label), "pglite") });
    const before = await snapshotOf(open("lite-source"));
    const after = await snapshotOf(open("lite-target"));
    expect(after).toEqual(before);
    expect(filesOf(join(dataDir("lite-target"), "files"))).toEqual(
      filesOf(join(dataDir("lite-source"), "files")),
    );

    // Into the embedded database just restored: refused, nothing changed.
    const again = await run("restore", ["--from", backupDir], { ...env, DATA_DIR: dataDir("lite-target") });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("La base de destination a déjà été migrée");
  }, 300_000);
});
