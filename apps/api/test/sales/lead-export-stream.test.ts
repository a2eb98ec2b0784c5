import { Writable } from "node:stream";
import { toParisLocalDateTime } from "@tronc/domain";
import { describe, expect, it } from "vitest";
import { keysetPages } from "../../src/services/shared/keyset-pages";
import { parisWallClock, writeXlsx } from "../../src/services/shared/xlsx-stream";

describe("the Paris wall clock of an export", () => {
  it("matches the domain's rule every 20 minutes across both 2030 time changes", () => {
    const wallClock = parisWallClock();
    for (const [from, to] of [
      ["2030-03-30T22:00:00Z", "2030-03-31T04:00:00Z"],
      ["2030-10-26T22:00:00Z", "2030-10-27T04:00:00Z"],
      ["2030-12-31T22:30:00Z", "2031-01-01T00:30:00Z"],
    ] as const) {
      for (let ms = Date.parse(from); ms <= Date.parse(to); ms += 20 * 60_000) {
        const instant = new Date(ms + 37_123);
        expect(wallClock(instant)?.toISOString().slice(0, 16)).toBe(toParisLocalDateTime(instant));
      }
    }
    expect(wallClock(null)).toBeNull();
  });
});

/** 25 numbered rows read 10 at a time, after the cursor (the last number read). */
function counter() {
  const reads: (number | null)[] = [];
  const read = async (after: number | null) => {
    reads.push(after);
    const start = (after ?? 0) + 1;
    return Array.from({ length: Math.max(0, Math.min(10, 26 - start)) }, (_, i) => start + i);
  };
  return { reads, pages: keysetPages(read, (row: number) => row, 10) };
}

describe("keyset pages", () => {
  it("hands out every row once, in order, and stops at a short page", async () => {
    const { reads, pages } = counter();
    const rows: number[] = [];
    for await (const page of pages) rows.push(...page);
    expect(rows).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(reads).toEqual([null, 10, 20]);
  });

  it("reads ahead at most two pages when the caller stops", async () => {
    const { reads, pages } = counter();
    for await (const page of pages) {
      expect(page[0]).toBe(1);
      break;
    }
    expect(reads.length).toBeLessThanOrEqual(3);
  });
});

describe("the streaming writer", () => {
  it("stops with an error when the client has gone, without reading on", async () => {
    const output = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    let pagesRead = 0;
    async function* pages() {
      for (;;) {
        pagesRead++;
        if (pagesRead === 2) output.destroy();
        yield [{ n: pagesRead }];
      }
    }
    const writing = writeXlsx(
      output,
      { name: "Test", columns: [{ header: "N", width: 5, value: (row: { n: number }) => row.n }] },
      pages(),
    );
    await expect(writing).rejects.toThrow("export interrompu");
    expect(pagesRead).toBe(2);
  });
});
