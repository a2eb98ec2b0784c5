import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { FileStorage } from "./storage";

export interface MigrationMismatch {
  key: string;
  /** The source's SHA-256, and what the copy read back has (null: nothing there). */
  expected: string;
  actual: string | null;
}

export interface MigrationReport {
  copied: number;
  /** Already in the target with the same SHA-256: left as it was. */
  skipped: number;
  bytesCopied: number;
  mismatches: MigrationMismatch[];
}

async function sha256Of(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const hash = createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Copies every object of `from` into `to` under the same key, streamed, each checked afterwards by
 * reading the copy back and comparing its SHA-256 with the source's. An object already in the target
 * with the same SHA-256 is skipped, so running it again finishes what a stopped run left.
 */
export async function migrateFiles(
  from: FileStorage,
  to: FileStorage,
  onObject: (key: string, outcome: "copied" | "skipped" | "mismatch") => void = () => undefined,
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, skipped: 0, bytesCopied: 0, mismatches: [] };
  for await (const object of from.list()) {
    const expected = await sha256Of(await from.getStream(object.key));
    if (expected === null) continue; // deleted since it was listed
    const there = await to.stat(object.key);
    if (there?.size === object.size && (await sha256Of(await to.getStream(object.key))) === expected) {
      report.skipped += 1;
      onObject(object.key, "skipped");
      continue;
    }
    const source = await from.getStream(object.key);
    if (!source) continue;
    await to.putStream(object.key, source, object.size);
    const actual = await sha256Of(await to.getStream(object.key));
    if (actual !== expected) {
      report.mismatches.push({ key: object.key, expected, actual });
      onObject(object.key, "mismatch");
      continue;
    }
    report.copied += 1;
    report.bytesCopied += object.size;
    onObject(object.key, "copied");
  }
  return report;
}
