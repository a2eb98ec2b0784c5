/** What a GET of a video answers to its Range header (RFC 9110 §14): the whole file, one range, or 416. */
export type ByteRange =
  | { kind: "whole" }
  | { kind: "partial"; start: number; end: number }
  | { kind: "unsatisfiable" };

const WHOLE: ByteRange = { kind: "whole" };
const UNSATISFIABLE: ByteRange = { kind: "unsatisfiable" };

/**
 * Reads `bytes=a-b`, `bytes=a-` and `bytes=-n` against a file of `size` bytes; `end` is inclusive and
 * clamped to the last byte. A header that does not parse, another unit, or several ranges (media
 * players ask for one) is ignored, as the RFC allows: the whole file is sent.
 */
export function readByteRange(header: string | undefined, size: number): ByteRange {
  if (!header) return WHOLE;
  const match = /^bytes=([^,]*)$/i.exec(header.trim());
  const spec = match?.[1]?.trim();
  if (!spec) return WHOLE;
  const parts = /^(\d{0,15})-(\d{0,15})$/.exec(spec);
  if (!parts) return WHOLE;
  const [, first = "", last = ""] = parts;
  if (first === "" && last === "") return WHOLE;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: "partial", start, end };
}
