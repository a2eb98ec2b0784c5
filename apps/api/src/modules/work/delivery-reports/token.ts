import { randomBytes } from "node:crypto";

/** 32 random bytes, base64url: 43 characters nobody guesses (the column holds 64). */
export function newDeliveryReportToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A token as a link carries it (base64url, or the hex of older ones): anything else is answered as unknown. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;
