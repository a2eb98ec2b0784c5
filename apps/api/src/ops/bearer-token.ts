import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * True when the Authorization header is `Bearer <expected>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first differing character.
 */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  const given = match?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(expected));
}
