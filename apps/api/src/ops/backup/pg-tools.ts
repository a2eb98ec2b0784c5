import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Why a backup or a restore stops before writing anything: its French message and exit code. */
export class BackupRefusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/**
 * The URL without its password (for the command line, which `ps` shows) and the password apart (for
 * PGPASSWORD). postgres.js and libpq read the same postgres:// URLs.
 */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

async function toolMajor(tool: "pg_dump" | "pg_restore"): Promise<number> {
  try {
    const { stdout } = await run(tool, ["--version"]);
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    if (!major) throw new BackupRefusal(`Version de ${tool} illisible : « ${stdout.trim()} ».`);
    return Number(major);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new BackupRefusal(
        `${tool} est introuvable : installez les outils clients de PostgreSQL (paquet postgresql-client, version égale ou supérieure à celle du serveur) puis relancez.`,
      );
    }
    throw error;
  }
}

/** pg_dump must be as recent as the server it reads (PostgreSQL refuses an older client). */
export async function checkToolFor(tool: "pg_dump" | "pg_restore", serverMajor: number): Promise<void> {
  const major = await toolMajor(tool);
  if (major < serverMajor) {
    throw new BackupRefusal(
      `${tool} ${major} est plus ancien que le serveur PostgreSQL ${serverMajor} : installez les outils clients ${serverMajor} ou plus récents.`,
    );
  }
}

async function runTool(tool: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv) {
  try {
    await run(tool, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupRefusal(`${tool} a échoué${stderr ? ` : ${stderr}` : "."}`);
  }
}

/** The whole database in pg_dump's custom format, without owners nor grants (the target's own apply). */
export async function pgDump(url: string, file: string, snapshot?: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  const args = ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${dbname}`];
  await runTool("pg_dump", snapshot ? [...args, `--snapshot=${snapshot}`] : args, env);
}

/** Restores in one transaction: an error leaves the target as it was. */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  await runTool(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file],
    env,
  );
}
