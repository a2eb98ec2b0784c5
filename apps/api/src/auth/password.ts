import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;
const COST = 16384;
const MIN_COST = 1024;
const MAX_COST = 1 << 17;
const BLOCK_SIZE = 8;

export type PasswordVerifier = (password: string, stored: string | null) => Promise<boolean>;

function scryptAsync(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    scrypt(
      password,
      salt,
      KEY_LENGTH,
      { N: cost, r: BLOCK_SIZE, p: 1, maxmem: 2 * 128 * cost * BLOCK_SIZE },
      (error, key) => (error ? reject(error) : resolvePromise(key)),
    );
  });
}

/** Format: scrypt$<cost>$<salt base64>$<hash base64>. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, COST);
  return `scrypt$${COST}$${salt.toString("base64")}$${key.toString("base64")}`;
}

interface ParsedHash {
  cost: number;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string | null): ParsedHash | null {
  const parts = stored?.split("$");
  if (parts?.length !== 4 || parts[0] !== "scrypt") return null;
  const [, cost, salt, hash] = parts as [string, string, string, string];
  const n = Number(cost);
  const powerOfTwo = Number.isInteger(n) && n >= MIN_COST && n <= MAX_COST && (n & (n - 1)) === 0;
  if (!powerOfTwo) return null;
  return { cost: n, salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") };
}

let dummyHash: Promise<ParsedHash | null> | undefined;

/** A hash of a secret nobody knows, computed once: refused accounts cost the same scrypt work as others. */
function dummy(): Promise<ParsedHash | null> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64")).then(parseHash);
  return dummyHash;
}

/** Computes the dummy hash ahead, so that even the first unknown e-mail costs no more than a known one. */
export async function warmUpPasswordCheck(): Promise<void> {
  await dummy();
}

/**
 * Always runs one scrypt at the application's cost: with no usable hash (unknown e-mail, account
 * without password) it checks against a dummy hash and answers false, so timing says nothing.
 */
export const verifyPassword: PasswordVerifier = async (password, stored) => {
  const parsed = parseHash(stored);
  const target = parsed ?? (await dummy());
  if (!target) return false;
  const actual = await scryptAsync(password, target.salt, target.cost);
  return parsed !== null && target.hash.length === actual.length && timingSafeEqual(target.hash, actual);
};
