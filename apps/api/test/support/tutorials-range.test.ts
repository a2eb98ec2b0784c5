import { describe, expect, it } from "vitest";
import { readByteRange } from "../../src/services/support/tutorials/byte-range";

describe("the Range header of a video request, for a file of 1000 bytes", () => {
  it("serves one range: first-last, from an offset to the end, or the last n bytes", () => {
    expect(readByteRange("bytes=0-99", 1000)).toEqual({ kind: "partial", start: 0, end: 99 });
    expect(readByteRange("bytes=500-", 1000)).toEqual({ kind: "partial", start: 500, end: 999 });
    expect(readByteRange("bytes=-100", 1000)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(readByteRange("bytes=999-999", 1000)).toEqual({ kind: "partial", start: 999, end: 999 });
  });

  it("clamps an end past the file, and a suffix longer than the file, to the file", () => {
    expect(readByteRange("bytes=900-5000", 1000)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(readByteRange("bytes=-5000", 1000)).toEqual({ kind: "partial", start: 0, end: 999 });
    expect(readByteRange("BYTES=0-1", 1000)).toEqual({ kind: "partial", start: 0, end: 1 });
  });

  it("a start at or past the end, or an empty suffix, cannot be served", () => {
    expect(readByteRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(readByteRange("bytes=1500-1600", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(readByteRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
  });

  it("ignores what does not parse, another unit and several ranges: the whole file", () => {
    for (const header of [
      undefined,
      "",
      "bytes=",
      "bytes=-",
      "bytes=a-b",
      "bytes=5-1",
      "items=0-1",
      "bytes=0-1,4-5",
      "bytes = 0-1",
    ])
      expect(readByteRange(header, 1000), String(header)).toEqual({ kind: "whole" });
  });
});
