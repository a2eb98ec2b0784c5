import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FileStorage, s3Storage } from "@tronc/api/commands";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalS3, startLocalS3 } from "../apps/api/test/files/s3-server";

let s3: LocalS3;
let bucket: FileStorage & { close(): void };
const dataDir = mkdtempSync(join(tmpdir(), "tc-files-migrate-"));
const filesDir = join(dataDir, "files");

/** The files folder as the app leaves it: uploads by id, kept PDFs, an upload still being received. */
const files: Record<string, Buffer> = {
  "5": randomBytes(300 * 1024),
  "12": Buffer.from("Compte rendu de la réunion"),
  "issued/invoice-3.pdf": Buffer.from("%PDF-1.7 facture FA-2026-0003"),
};
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * The real command, in a child process; not spawnSync: the S3 server runs in this process and must go
 * on answering while the command runs.
 */
function run(args: string[], env: Record<string, string> = s3Env()) {
  const child = spawn(process.execPath, ["run-command.mjs", "files-migrate", ...args], {
    cwd: import.meta.dirname,
    // The SDK's notice that its releases from 2027 need Node 22 (the version here is pinned): not this test's concern.
    env: {
      ...process.env,
      INIT_CWD: "",
      DATA_DIR: dataDir,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      ...env,
    },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, stdout, stderr })),
  );
}

function s3Env(): Record<string, string> {
  const settings = s3.settings(dataDir);
  return {
    S3_ENDPOINT: settings.endpoint ?? "",
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
}

async function bucketHashes(): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for await (const object of bucket.list()) {
    const bytes = await bucket.getBytes(object.key);
    if (bytes) hashes[object.key] = sha256(bytes);
  }
  return hashes;
}

beforeAll(async () => {
  s3 = await startLocalS3();
  bucket = await s3Storage(s3.settings(dataDir));
  mkdirSync(join(filesDir, "issued"), { recursive: true });
  for (const [key, bytes] of Object.entries(files)) writeFileSync(join(filesDir, key), bytes);
  writeFileSync(join(filesDir, ".upload-4d2c"), "half an upload");
}, 60_000);

afterAll(async () => {
  bucket?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("pnpm files:migrate", () => {
  it("--help says in French what it copies, how it checks, and its exit codes", async () => {
    const result = await run(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Usage : pnpm files:migrate --to s3");
    expect(result.stdout).toContain("empreinte SHA-256");
    expect(result.stdout).toContain("Codes de sortie : 0 tout est copié et vérifié");
  });

  it("refuses without --to s3, and names the S3 settings that are missing (exit 2)", async () => {
    const noTarget = await run([]);
    expect(noTarget.status).toBe(2);
    expect(noTarget.stderr.trim()).toBe("Précisez la destination : --to s3. Voir --help.");
    const noSettings = await run(["--to", "s3"], {
      S3_BUCKET: "",
      S3_REGION: "",
      S3_ACCESS_KEY_ID: "",
      S3_SECRET_ACCESS_KEY: "",
    });
    expect(noSettings.status).toBe(2);
    expect(noSettings.stderr).toContain(
      "STORAGE_DRIVER=s3 demande aussi S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (non renseignés)",
    );
  });

  it("copies every file under the same name, each checked by its SHA-256, and skips what is there on a re-run", async () => {
    const first = await run(["--to", "s3"]);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout.trim()).toBe(
      "Migration terminée : 3 fichier(s) copié(s) et vérifié(s) (0.3 Mo), 0 déjà présent(s) à l'identique.",
    );
    const expected = Object.fromEntries(Object.entries(files).map(([key, bytes]) => [key, sha256(bytes)]));
    expect(await bucketHashes()).toEqual(expected);

    const again = await run(["--to", "s3"]);
    expect(again.status).toBe(0);
    expect(again.stdout.trim()).toBe(
      "Migration terminée : 0 fichier(s) copié(s) et vérifié(s) (0.0 Mo), 3 déjà présent(s) à l'identique.",
    );

    // A copy that differs from its origin (changed in the bucket meanwhile) is copied again.
    await bucket.putBytes("12", Buffer.from("autre chose"));
    const repaired = await run(["--to", "s3"]);
    expect(repaired.status).toBe(0);
    expect(repaired.stdout).toContain("1 fichier(s) copié(s) et vérifié(s) (0.0 Mo), 2 déjà présent(s)");
    expect(await bucketHashes()).toEqual(expected);
  });

  it("stops with exit 1 and a French sentence when the bucket cannot be written", async () => {
    const result = await run(["--to", "s3"], { ...s3Env(), S3_BUCKET: "pas-de-seau" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Le stockage S3 (pas-de-seau) refuse l'écriture");
  });
});
