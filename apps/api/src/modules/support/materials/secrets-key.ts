import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { chmod, link, mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

export const SECRETS_KEY_FILE = "secrets.key";
const KEY_HEX = /^[0-9a-fA-F]{64}$/;

/** Why the server refuses to start: the configured or stored key is not 32 bytes in hex. */
export class SecretsKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretsKeyError";
  }
}

function keyOf(hex: string, origin: string): Buffer {
  const text = hex.trim();
  if (!KEY_HEX.test(text)) {
    throw new SecretsKeyError(
      `${origin} doit contenir 64 caractères hexadécimaux (une clé AES-256 de 32 octets), ` +
        "par exemple le résultat de « openssl rand -hex 32 ».",
    );
  }
  return Buffer.from(text, "hex");
}

/**
 * Read in one synchronous step: at start nothing else is waiting, and on a loaded machine each of an
 * asynchronous read's four trips through the thread pool costs tens of milliseconds (0.2–0.5 s seen).
 */
function readKeyFile(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * The materials' AES-256 key: SECRETS_KEY (64 hex characters) or, unset, a key generated once into
 * `dataDir/secrets.key` (mode 0600) and read from there on. Losing that file loses the stored codes,
 * so it is never overwritten: an unreadable one stops the start with a clear message.
 */
export async function loadSecretsKey(configured: string | undefined, dataDir: string): Promise<Buffer> {
  if (configured !== undefined && configured.trim() !== "") return keyOf(configured, "SECRETS_KEY");
  const path = join(dataDir, SECRETS_KEY_FILE);
  const stored = readKeyFile(path);
  if (stored !== null) return keyOf(stored, `Le fichier ${path}`);
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  // Written whole under a name of its own, then linked to its real name: the key file appears complete
  // or not at all. Two processes starting at once never write two keys (the second link fails), and the
  // loser never reads a file the winner has created but not yet written.
  const draft = `${path}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(draft, `${key.toString("hex")}\n`, { mode: 0o600 });
  try {
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return keyOf(readKeyFile(path) ?? "", `Le fichier ${path}`);
  } finally {
    await unlink(draft).catch(() => {});
  }
  await chmod(path, 0o600);
  return key;
}
