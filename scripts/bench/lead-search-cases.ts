import type { sales } from "@tronc/api";

export type SearchParams = sales.LeadSearchParams;

export interface Timing {
  serviceMs: number;
  postgresMs: number;
  params: SearchParams;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/**
 * What staff type, weighted like the screen's use: mostly a requester's or a company's name, then an
 * e-mail or a phone, and a quarter of the time a word of the request (those match thousands of leads).
 */
const LAST = [
  "dupont",
  "martin",
  "lefèvre",
  "Garcia",
  "rousseau",
  "nguyen",
  "le gall",
  "moreau",
  "faure",
  "bonnet",
  "girard",
  "mercier",
  "Fontaine",
  "chevalier",
  "roux",
  "petit",
];
const FIRST = ["hélène", "julien", "camille", "théo", "anaïs", "benoît", "sophie", "nicolas"];
const KINDS = [
  "boulangerie",
  "garage",
  "hôtel",
  "mairie de",
  "cabinet",
  "pharmacie",
  "château",
  "imprimerie",
];
const REQUESTS = [
  "séminaire",
  "team building",
  "escape game",
  "formation",
  "soirée",
  "salon",
  "convention annuelle",
  "atelier cuisine",
  "refonte du site",
  "quiz",
];

function text(random: () => number, pick: <T>(values: T[]) => T): string {
  const roll = random();
  if (roll < 0.3) return pick(LAST);
  if (roll < 0.45) return `${pick(FIRST)} ${pick(LAST)}`;
  if (roll < 0.6) return `${pick(KINDS)} ${pick(LAST)}`;
  if (roll < 0.67) return `${pick(FIRST)}.${pick(LAST).replace(/\s/g, "-")}@`;
  if (roll < 0.75)
    return `0${6 + Math.floor(random() * 2)} ${String(Math.floor(random() * 100)).padStart(2, "0")} ${String(Math.floor(random() * 100)).padStart(2, "0")}`;
  return pick(REQUESTS);
}

const FILTERS: Omit<SearchParams, "q">[] = [
  {},
  { searchStatus: ["IN_PROGRESS"] },
  { searchStatus: ["LEAD_STATUS_SEND", "LEAD_STATUS_REFUSED"] },
  { searchStatus: ["ALL"] },
  { searchStatus: ["LEAD_STATUS_ACCEPTED"] },
  { callback: true },
  { withoutCallback: true },
  { leadTrash: true },
];

function rng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A fixed list of searches: a text query with status filters or a switch, half with a group company. */
export function benchQueries(count: number, triangleCompanyIds: number[]): SearchParams[] {
  const random = rng(42);
  const pick = <T>(values: T[]): T => values[Math.floor(random() * values.length)] as T;
  return Array.from({ length: count }, () => ({
    q: text(random, pick),
    ...pick(FILTERS),
    ...(random() < 0.5 && triangleCompanyIds.length > 0
      ? { triangleCompanyId: pick(triangleCompanyIds) }
      : {}),
    page: 1,
  }));
}
