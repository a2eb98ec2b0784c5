import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { SECRETS_KEY_FILE } from "../../modules/support/materials/secrets-key";

/** Names a key without revealing it: the manifest tells whether a restore has the right one. */
export function keyFingerprint(keyHex: string): string {
  return createHash("sha256")
    .update(`tronc-commun/secrets-key/${keyHex.trim().toLowerCase()}`)
    .digest("hex")
    .slice(0, 16);
}

/** The key file of DATA_DIR as written (64 hex characters and a newline), or null when there is none. */
export async function readKeyFile(dataDir: string): Promise<string | null> {
  try {
    return await readFile(join(dataDir, SECRETS_KEY_FILE), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
