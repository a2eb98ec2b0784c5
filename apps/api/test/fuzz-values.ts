/** Malformed inputs for the fuzz test, drawn from a seeded generator so that every run sends the same. */

export type Rng = () => number;

/** mulberry32: small, fast, deterministic. */
export function seeded(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, values: readonly T[]): T => values[Math.floor(rng() * values.length)] as T;

export const WRONG_IRI = "/api/tronc-commun/day_offs/7";

/** Path ids that name no row, or no number at all (the last one is not even a valid URL). */
export const BAD_PATH_IDS = [
  "0",
  "-1",
  "1.5",
  "Infinity",
  "0x10",
  "+1",
  "%201",
  "2147483648",
  "99999999999999999999",
  "1e3",
  "%00",
  "abc",
  "%E0%A4%A",
];

export const BAD_VALUES: unknown[] = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "",
  " ",
  "x".repeat(20_000),
  "'; drop table users; --",
  0,
  -1,
  1.5,
  2147483648,
  1e20,
  -2147483649,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [1, "a"],
  {},
  { "@id": WRONG_IRI },
  WRONG_IRI,
  "/api/users/99999999999",
  true,
  null,
  "abc",
  "0x10",
  "+1",
  "2026-02-30",
  "9999-99-99T99:99",
  "-infinity",
];

/** Values that pass most checks without naming an existing row, so the other fields get read. */
const PLAIN_VALUES: unknown[] = [
  "Texte",
  42_000,
  "2026-01-15",
  "2026-01-15T08:00:00+01:00",
  "LEAD_STATUS_NEW",
];

/** Field names the shim's bodies use; a body of random ones reaches the field readers. */
export const BODY_FIELDS = [
  "name",
  "lastname",
  "fullname",
  "subject",
  "email",
  "phone",
  "company",
  "companyName",
  "triangleCompany",
  "sourceTriangleCompany",
  "user",
  "owner",
  "userAssigned",
  "leadStatus",
  "leadLevel",
  "state",
  "startDate",
  "endDate",
  "startHalf",
  "endHalf",
  "rate",
  "comment",
  "message",
  "address",
  "zipCode",
  "city",
  "country",
  "isActif",
  "files",
  "contacts",
  "lead",
  "project",
  "callbackAt",
  "siret",
  "siren",
  "vatNumber",
  "website",
  "color",
  "type",
  "description",
  "infos",
  "contactForm",
  "page",
  "id",
];

export const QUERY_FIELDS = [
  "page",
  "maxResults",
  "itemsPerPage",
  "q",
  "search",
  "name",
  "state[]",
  "status",
  "searchStatus[]",
  "triangleCompany",
  "company",
  "user",
  "year",
  "month",
  "startDate",
  "dateStart",
  "order[id]",
  "isActif",
  "callback",
  "leadTrash",
  "id[]",
];

const QUERY_VALUES = [
  "-1",
  "0",
  "99999999999",
  "99999999999999999999",
  "1.5",
  "abc",
  "%00",
  "a%00b",
  encodeURIComponent(WRONG_IRI),
  "2026-02-30",
  "peut-etre",
  "x".repeat(5000),
];

export function badValue(rng: Rng): unknown {
  return rng() < 0.75 ? pick(rng, BAD_VALUES) : pick(rng, PLAIN_VALUES);
}

export function randomQuery(rng: Rng): string {
  const count = 1 + Math.floor(rng() * 4);
  const parts = Array.from({ length: count }, () => `${pick(rng, QUERY_FIELDS)}=${pick(rng, QUERY_VALUES)}`);
  return `?${parts.join("&")}`;
}

export function randomBody(rng: Rng, fields: readonly string[] = BODY_FIELDS): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const count = 1 + Math.floor(rng() * 6);
  for (let index = 0; index < count; index++) body[pick(rng, fields)] = badValue(rng);
  return body;
}

/** The input keys a tRPC procedure's zod object declares (one level), to fuzz the real fields. */
export function inputKeys(procedure: { _def: { inputs?: unknown[] } }): string[] {
  const keys = new Set<string>();
  for (const input of procedure._def.inputs ?? []) {
    const shape = (input as { shape?: Record<string, unknown> }).shape;
    if (shape) for (const key of Object.keys(shape)) keys.add(key);
  }
  return [...keys];
}

/** A random object over the given keys, sometimes nesting one level (requester, address…). */
export function randomInput(rng: Rng, keys: readonly string[]): unknown {
  const roll = rng();
  if (keys.length === 0 || roll < 0.1) return pick(rng, [undefined, null, [], "x", 12, { "@id": WRONG_IRI }]);
  const input: Record<string, unknown> = {};
  for (const key of keys) {
    if (rng() < 0.6) input[key] = rng() < 0.15 ? randomBody(rng) : badValue(rng);
  }
  return input;
}
