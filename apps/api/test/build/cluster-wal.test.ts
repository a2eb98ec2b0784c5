import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearWalBeforeCheckpoint, copySparse } from "../../src/cluster-wal";

// A hand-made cluster: pg_control carries the checkpoint at offset 32 and its REDO at 40 (little
// endian LSNs), a segment of 16 MB whose pages are filled with their own number + 1.
const PAGE = 8192;
const SEGMENT = 16 * 1024 * 1024;
let cluster: string;

const lsn = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(value));
  return bytes;
};
const pageByte = (file: Buffer, page: number) => file[page * PAGE + 100];

beforeEach(() => {
  cluster = mkdtempSync(join(tmpdir(), "tc-wal-"));
  mkdirSync(join(cluster, "global"));
  mkdirSync(join(cluster, "pg_wal"));
  const segment = Buffer.alloc(SEGMENT);
  for (let page = 0; page < 100; page++) segment.fill(page + 1, page * PAGE, (page + 1) * PAGE);
  writeFileSync(join(cluster, "pg_wal", "000000010000000000000001"), segment);
  writeFileSync(join(cluster, "pg_wal", "000000010000000000000002"), Buffer.alloc(SEGMENT));
});
afterEach(() => rmSync(cluster, { recursive: true, force: true }));

const writeControl = (checkpoint: number, redo: number) =>
  writeFileSync(
    join(cluster, "global", "pg_control"),
    Buffer.concat([Buffer.alloc(32), lsn(checkpoint), lsn(redo), Buffer.alloc(200)]),
  );

describe("the WAL of a closed cluster", () => {
  it("keeps the segment's first page and everything from the REDO point's page on", () => {
    // REDO at 0/1 (segment 1) + 50 pages + 10 bytes; the checkpoint record itself later, page 60.
    writeControl(SEGMENT + 60 * PAGE, SEGMENT + 50 * PAGE + 10);
    clearWalBeforeCheckpoint(cluster);
    const segment = readFileSync(join(cluster, "pg_wal", "000000010000000000000001"));
    expect(segment.length).toBe(SEGMENT);
    expect(pageByte(segment, 0)).toBe(1);
    expect(pageByte(segment, 1)).toBe(0);
    expect(pageByte(segment, 49)).toBe(0);
    expect(pageByte(segment, 50)).toBe(51);
    expect(pageByte(segment, 99)).toBe(100);
  });

  it("leaves a segment alone when the checkpoint lies in another one", () => {
    writeControl(3 * SEGMENT + PAGE * 4, 3 * SEGMENT + PAGE * 4);
    clearWalBeforeCheckpoint(cluster);
    const segment = readFileSync(join(cluster, "pg_wal", "000000010000000000000001"));
    expect(pageByte(segment, 1)).toBe(2);
    expect(pageByte(segment, 49)).toBe(50);
  });

  it("is copied with the same content, its zero pages left as holes", () => {
    const from = join(cluster, "pg_wal", "000000010000000000000001");
    const to = join(cluster, "copy");
    copySparse(from, to);
    expect(readFileSync(to).equals(readFileSync(from))).toBe(true);
    // 100 pages of 8 KB hold something: 800 KB on disk, not 16 MB (blocks of 512 bytes).
    expect(statSync(to).blocks * 512).toBeLessThan(2 * 1024 * 1024);
    expect(() => copySparse(from, to)).toThrow(/EEXIST/);
  });
});
