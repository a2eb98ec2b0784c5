import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wireAliases } from "../src/hydra/json-ld";
import { PATHS } from "../src/hydra/paths";
import { hydraRoutes } from "../src/modules";
import { createTestApp, type TestApp } from "./helpers";
import { inFormOf, type Json } from "./hydra-post/fixture";
import { POST_FIXTURES } from "./hydra-post/fixtures";
import { PostWorld } from "./hydra-post/world";
import { TEST_KEY } from "./support/materials-helpers";

/**
 * Issue 25, item 4: every documented writable field is honoured on POST. For each create of the route
 * table, a body sets every field of the POST's schema (its documentation), and a GET of the answer's
 * `@id` reads each one back. Derived from the table: a new create fails here until it has a fixture.
 *
 * The rule: a POST is a create when its path is a collection, i.e. the table has operations on its
 * items at `{path}/:id` (GET, PUT or DELETE). The other POSTs are actions that answer something else; they are listed here with what
 * they do, so that a new one is seen (and not silently left out).
 */
const ACTIONS: Record<string, string> = {
  [PATHS.quotationExpensesGenerate]:
    "makes a quotation's purchases from a group product's linked purchases: answers the purchases it made",
  [PATHS.creditsFromInvoice]:
    "copies an invoice into a new draft credit note: answers that credit note (of /api/compta/credits)",
  [`${PATHS.quotations}/:id/amendments`]:
    "makes an accepted quotation's amendment ('Avenant'): answers the new draft quotation (of /api/compta/quotations)",
};

const shapeOf = (body: unknown): string[] =>
  body && typeof body === "object" && "shape" in body ? Object.keys((body as { shape: object }).shape) : [];

const posts = hydraRoutes.filter((route) => route.method === "POST");
const isCollection = (path: string) => hydraRoutes.some((route) => route.path === `${path}/:id`);
const creates = posts
  .filter((route) => isCollection(route.path))
  .map((route) => ({
    path: route.path,
    // The documentation's names are the inside ones: the wire renames the misspelt few.
    fields: shapeOf(route.doc?.body).map((field) => wireAliases[field] ?? field),
    status: route.status ?? 201,
  }));

describe("the POSTs of the route table", () => {
  it("are creates, but for the actions listed", () => {
    const actions = posts.filter((route) => !isCollection(route.path)).map((route) => route.path);
    expect(actions.sort()).toEqual(Object.keys(ACTIONS).sort());
    expect(creates.length).toBeGreaterThan(40);
  });

  it("every create has a fixture, and every fixture is a create of the table", () => {
    const paths = creates.map((create) => create.path);
    expect(paths.filter((path) => !(path in POST_FIXTURES))).toEqual([]);
    expect(Object.keys(POST_FIXTURES).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it("every create documents its body", () => {
    expect(creates.filter((create) => create.fields.length === 0).map((create) => create.path)).toEqual([]);
  });
});

/** The fixtures' dates are fixed: so is the server's today (a leave may not start before it). */
const NOW = new Date("2026-11-25T10:00:00Z");

let t: TestApp;
let world: PostWorld;
beforeAll(async () => {
  // The materials' codes are written encrypted: the server needs its key.
  t = await createTestApp({ secretsKey: TEST_KEY, now: () => NOW });
  world = new PostWorld(t);
}, 60_000);
afterAll(() => t.close());

describe("POST then GET: each field sent reads back", () => {
  it.each(creates.map((create) => [create.path, create] as const))("%s", async (path, create) => {
    const fixture = POST_FIXTURES[path];
    if (!fixture) throw new Error(`no fixture for ${path}`);
    const { body, expect: written = {} } = await fixture.build(world);
    const notSent = fixture.notSent ?? {};

    // Every field of the schema is sent, or its reason is written; a reason names a field of the schema.
    const unsent = create.fields.filter((field) => !(field in body) && !(field in notSent));
    expect(unsent, "fields of the POST schema left out without a reason").toEqual([]);
    const stale = Object.keys(notSent).filter((field) => !create.fields.includes(field) || field in body);
    expect(stale, "reasons for fields that are sent or not in the schema").toEqual([]);
    const readers = { ...fixture.notReadBack, ...fixture.readBack, ...written };
    expect(
      Object.keys(readers).filter((field) => !(field in body)),
      "read rules of fields not sent",
    ).toEqual([]);

    const created = await world.send(fixture.as, "POST", path, body);
    expect({ status: created.status, description: created.description }).toEqual({
      status: create.status,
      description: undefined,
    });
    let item: Json;
    if (fixture.read) {
      item = await fixture.read(created.body, world);
    } else {
      const read = await world.send(fixture.as, "GET", String(created.body["@id"]));
      expect(read.status).toBe(200);
      item = read.body;
    }

    const sent = Object.keys(body).filter((field) => !(field in (fixture.notReadBack ?? {})));
    const expected = Object.fromEntries(
      sent.map((field) => [field, field in written ? written[field] : body[field]]),
    );
    const readBack = Object.fromEntries(
      sent.map((field) => {
        const reader = fixture.readBack?.[field];
        return [field, inFormOf(expected[field], reader ? reader(item) : item[field])];
      }),
    );
    expect(readBack).toMatchObject(expected);
  });
});
