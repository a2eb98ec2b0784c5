import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Issue 26, item 3: every French sentence the API answers lives in the domain's catalogue
 * (packages/domain/src/messages/), none inline in a zod schema (`error: "…"`) or a thrown error
 * (`message: "…"`). No source file holds one: a new sentence goes into the catalogue.
 */
const srcDir = fileURLToPath(new URL("../../src", import.meta.url));
const INLINE_SENTENCE = /\b(error|message): ["`]/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

function inlineSentences(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of sources(srcDir)) {
    const found = readFileSync(file, "utf8").match(INLINE_SENTENCE)?.length ?? 0;
    if (found > 0) counts[relative(srcDir, file)] = found;
  }
  return counts;
}

describe("the API's sentences", () => {
  it("all come from the catalogue: no source file writes one inline", () => {
    expect(inlineSentences()).toEqual({});
  });
});
