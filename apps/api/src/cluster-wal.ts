import { closeSync, ftruncateSync, openSync, readdirSync, readSync, writeSync } from "node:fs";
import { join } from "node:path";

/** PostgreSQL's WAL page, and the segment size of PGlite's clusters. */
const WAL_PAGE_BYTES = 8192;
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;
/** In global/pg_control: the latest checkpoint's record, then its REDO point (both 64-bit LSNs). */
const CHECKPOINT_OFFSET = 32;
const REDO_OFFSET = 40;
const WAL_SEGMENT_NAME = /^[0-9A-F]{24}$/;

export const isWalSegment = (name: string) => WAL_SEGMENT_NAME.test(name);

/**
 * A cluster closed cleanly starts by reading its last checkpoint record, and replays nothing before
 * its REDO point: the WAL written before it (13 MB of the demo's 16 MB segment) is never read again.
 * It is zeroed here, keeping the segment's first page, whose header PostgreSQL checks when it opens a
 * segment; copySparse then skips it. Checked by the server-process and prebuilt-cluster tests, which
 * start and write on such a copy.
 */
export function clearWalBeforeCheckpoint(clusterDir: string): void {
  const control = readBytes(join(clusterDir, "global", "pg_control"), 0, REDO_OFFSET + 8);
  const oldest = Math.min(
    Number(control.readBigUInt64LE(CHECKPOINT_OFFSET)),
    Number(control.readBigUInt64LE(REDO_OFFSET)),
  );
  const walDir = join(clusterDir, "pg_wal");
  for (const name of readdirSync(walDir).filter(isWalSegment)) {
    const segmentStart = segmentNumber(name) * WAL_SEGMENT_BYTES;
    if (oldest < segmentStart || oldest >= segmentStart + WAL_SEGMENT_BYTES) continue;
    const keepFrom = Math.floor((oldest - segmentStart) / WAL_PAGE_BYTES) * WAL_PAGE_BYTES;
    if (keepFrom <= WAL_PAGE_BYTES) continue;
    const fd = openSync(join(walDir, name), "r+");
    try {
      const zeros = Buffer.alloc(WAL_PAGE_BYTES);
      for (let at = WAL_PAGE_BYTES; at < keepFrom; at += WAL_PAGE_BYTES)
        writeSync(fd, zeros, 0, zeros.length, at);
    } finally {
      closeSync(fd);
    }
  }
}

/** Copies a file writing only its pages that hold something: zeros become holes (same content read). */
export function copySparse(from: string, to: string): void {
  const source = openSync(from, "r");
  const target = openSync(to, "wx");
  try {
    const page = Buffer.alloc(WAL_PAGE_BYTES);
    const zeros = Buffer.alloc(WAL_PAGE_BYTES);
    let size = 0;
    for (;;) {
      const read = readSync(source, page, 0, page.length, size);
      if (read === 0) break;
      if (!page.subarray(0, read).equals(zeros.subarray(0, read))) writeSync(target, page, 0, read, size);
      size += read;
    }
    ftruncateSync(target, size);
  } finally {
    closeSync(source);
    closeSync(target);
  }
}

/** 000000010000000000000002 → 2: timeline (8 hex), then the log and the segment within it. */
function segmentNumber(name: string): number {
  const log = Number.parseInt(name.slice(8, 16), 16);
  const segment = Number.parseInt(name.slice(16, 24), 16);
  return log * (0x1_0000_0000 / WAL_SEGMENT_BYTES) + segment;
}

function readBytes(path: string, position: number, length: number): Buffer {
  const fd = openSync(path, "r");
  try {
    const bytes = Buffer.alloc(length);
    readSync(fd, bytes, 0, length, position);
    return bytes;
  } finally {
    closeSync(fd);
  }
}
