import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Raised when a stored value cannot be opened: another key, or a value altered since. */
export class SecretUnreadableError extends Error {
  constructor() {
    super("secret cannot be decrypted with this key");
    this.name = "SecretUnreadableError";
  }
}

/** AES-256-GCM with a fresh 12-byte IV: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext].map((part) => part.toString("base64url")).join(".");
}

/** The plain text of a stored value; a wrong key, a changed byte or a malformed value is refused. */
export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, ciphertext, ...rest] = stored.split(".");
  if (
    version !== VERSION ||
    iv === undefined ||
    tag === undefined ||
    ciphertext === undefined ||
    rest.length
  ) {
    throw new SecretUnreadableError();
  }
  const ivBytes = Buffer.from(iv, "base64url");
  const tagBytes = Buffer.from(tag, "base64url");
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SecretUnreadableError();
  try {
    const decipher = createDecipheriv(ALGORITHM, key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretUnreadableError();
  }
}
