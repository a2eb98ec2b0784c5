import type { Db } from "@tronc/db";
import { percentile, type SearchParams } from "./lead-search-cases";

export type Search = (
  ctx: { db: Db; now: Date },
  params: SearchParams,
) => Promise<{ total: number; totalIsExact?: boolean }>;

/**
 * Short words (1-2 characters, which the trigram index cannot serve) beside a longer one: a query of
 * short words alone is refused (400).
 */
const SHORT = ["le gall", "a martin", "06 dupont", "du séminaire", "zq roux", "é faure"];

/** Every list of the screen and of the Hydra filters, without text unless named. */
export const VARIANTS: { name: string; params: (run: number) => SearchParams }[] = [
  { name: "défaut (non lus)", params: () => ({}) },
  { name: "tous les statuts", params: () => ({ searchStatus: ["ALL"] }) },
  { name: "en cours", params: () => ({ searchStatus: ["IN_PROGRESS"] }) },
  { name: "Rappel auj.", params: () => ({ callback: true }) },
  { name: "Sans rappel", params: () => ({ withoutCallback: true }) },
  { name: "Poubelle", params: () => ({ leadTrash: true }) },
  { name: "retard", params: () => ({ searchStatus: ["ALL"], retard: true }) },
  { name: "noAnswer", params: () => ({ searchStatus: ["ALL"], noAnswer: true }) },
  {
    name: "mot court (1-2 car.)",
    params: (run) => ({ searchStatus: ["ALL"], q: SHORT[run % SHORT.length] }),
  },
  { name: "mot large « formation »", params: () => ({ searchStatus: ["ALL"], q: "formation" }) },
];

export const PAGES = [1, 40];

export interface VariantFigure {
  name: string;
  page: number;
  /** Per implementation measured (before, after): p50, p95 and the total shown. */
  sides: { p50: number; p95: number; total: string }[];
}

/**
 * Each variant at each page, `runs` times, every implementation in turn for each search (same load for
 * all); half the runs with a group company.
 */
export async function measureVariants(
  db: Db,
  searches: Search[],
  runs: number,
  triangleCompanyIds: number[],
): Promise<VariantFigure[]> {
  const now = new Date();
  const cases = VARIANTS.flatMap((variant) => PAGES.map((page) => ({ variant, page })));
  const times = cases.map(() => searches.map(() => [] as number[]));
  const totals = cases.map(() => searches.map(() => ""));
  for (let run = -1; run < runs; run++) {
    for (const [index, { variant, page }] of cases.entries()) {
      const group =
        run % 2 === 0 ? {} : { triangleCompanyId: triangleCompanyIds[run % triangleCompanyIds.length] };
      const params = { ...variant.params(Math.max(run, 0)), ...group, page };
      for (const [side, search] of searches.entries()) {
        const started = performance.now();
        const result = await search({ db, now }, params);
        const ms = performance.now() - started;
        // The first pass only warms the statements up.
        if (run >= 0) times[index]?.[side]?.push(ms);
        if (run === 0 && totals[index]) (totals[index] as string[])[side] = describeTotal(result);
      }
    }
  }
  return cases.map(({ variant, page }, index) => ({
    name: variant.name,
    page,
    sides: searches.map((_, side) => {
      const measured = times[index]?.[side] ?? [];
      return {
        p50: percentile(measured, 50),
        p95: percentile(measured, 95),
        total: totals[index]?.[side] ?? "",
      };
    }),
  }));
}

function describeTotal(result: { total: number; totalIsExact?: boolean }): string {
  const exact = result.totalIsExact ?? true;
  return `${exact ? "" : "plus de "}${result.total.toLocaleString("fr-FR")}`;
}

const ms = (value: number) => `${value.toFixed(1).padStart(5)} ms`;

export function printVariants(figures: VariantFigure[], labels: string[], load: string) {
  console.log(`\nListes de leads, par variante, p50 / p95 (${labels.join(" | ")} ; charge : ${load})`);
  for (const f of figures) {
    const sides = f.sides.map((side) => `${ms(side.p50)} / ${ms(side.p95)}  total ${side.total.padEnd(14)}`);
    const after = f.sides.at(-1);
    const flag = after && after.p95 >= 30 ? "  > 30 ms" : "";
    console.log(`  ${f.name.padEnd(24)} page ${String(f.page).padStart(2)} : ${sides.join(" | ")}${flag}`);
  }
}
