import { statSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files known to take a minute or more on two cores (the fuzz of every route, the journeys through
 * several screens, the real server processes): started first, so that the two workers end together
 * instead of one running the fuzz alone at the end. Longest first among them.
 */
const knownLong: RegExp[] = [
  /apps\/api\/test\/fuzz\.test\.ts$/,
  /\.pg\.test\.ts$/,
  /e2e\/[^/]*journey\.e2e\.test\.ts$/,
  /apps\/api\/test\/server-process\.test\.ts$/,
];

/**
 * The order of the projects after the long files: the ones whose files share a worker's imported
 * modules run as a block (a worker keeps its modules while the next file is of the same project),
 * and the many short domain files come last to fill in whichever worker is free.
 */
const projectOrder = ["api", "api-isolated", "api-postgres", "e2e", "scripts", "db", "domain"];

/**
 * vitest `sequence.sequencer`: the known long files first, then project by project, each project's
 * files longest first — by the duration of the last run when vitest remembers it (its cache), else
 * by size, as vitest itself does.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = new Map(files.map((spec) => [spec, this.weightOf(spec)]));
    const longRank = (spec: TestSpecification) =>
      rankIn(
        knownLong.findIndex((pattern) => pattern.test(spec.moduleId)),
        knownLong.length,
      );
    const projectRank = (spec: TestSpecification) =>
      rankIn(projectOrder.indexOf(spec.project.name), projectOrder.length);
    return [...files].sort(
      (a, b) =>
        longRank(a) - longRank(b) ||
        projectRank(a) - projectRank(b) ||
        compareWeights(weight.get(b), weight.get(a)),
    );
  }

  private weightOf(spec: TestSpecification): Weight {
    const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    return {
      duration: this.ctx.cache.getFileTestResults(key)?.duration,
      size: this.ctx.cache.getFileStats(key)?.size ?? statSync(spec.moduleId).size,
    };
  }
}

interface Weight {
  /** The last run's duration (ms), when vitest's cache remembers it. */
  duration: number | undefined;
  size: number;
}

const rankIn = (index: number, last: number) => (index === -1 ? last : index);

/** A file never timed (new) weighs more than any timed one, as vitest runs unknown files first. */
function compareWeights(a: Weight | undefined, b: Weight | undefined): number {
  if (!a || !b) return 0;
  if (a.duration === undefined || b.duration === undefined) {
    if (a.duration !== b.duration) return a.duration === undefined ? 1 : -1;
    return a.size - b.size;
  }
  return a.duration - b.duration;
}
