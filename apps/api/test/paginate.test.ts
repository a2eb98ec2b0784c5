import { describe, expect, it } from "vitest";
import { paginate } from "../src/services/shared/paginate";

/** A list of `size` rows whose count reads at most the limit it is given, like `countUpTo`. */
const listOf = (size: number, { honoursLimit = true } = {}) => {
  const rows = Array.from({ length: size }, (_, index) => index + 1);
  return {
    count: async (limit: number) => [{ n: honoursLimit ? Math.min(size, limit) : size }],
    rows: async (limit: number, offset: number) => rows.slice(offset, offset + limit),
    map: (page: number[]) => page,
  };
};

const summary = async (size: number, page: number, options = {}) => {
  const result = await paginate({ page, pageSize: 2, countCap: 5 }, listOf(size, options));
  return [result.total, result.totalIsExact, result.items];
};

describe("paginate counts up to a cap", () => {
  it("is exact up to the cap: 5 rows with a cap of 5 (the count reads up to 6)", async () => {
    expect(await summary(5, 1)).toEqual([5, true, [1, 2]]);
  });

  it("says 'more than 5' from 6 rows on", async () => {
    expect(await summary(6, 1)).toEqual([5, false, [1, 2]]);
    expect(await summary(100, 1)).toEqual([5, false, [1, 2]]);
  });

  it("reads to the end of a page past the cap: page 3 of 2 reads 7, page 4 reads 9", async () => {
    expect(await summary(100, 3)).toEqual([6, false, [5, 6]]);
    expect(await summary(8, 4)).toEqual([8, true, [7, 8]]);
  });

  it("keeps an uncapped count exact (a list that has not moved to countUpTo yet)", async () => {
    expect(await summary(100, 1, { honoursLimit: false })).toEqual([100, true, [1, 2]]);
  });
});
