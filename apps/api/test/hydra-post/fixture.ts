import type { DemoUser } from "../helpers";
import type { PostWorld } from "./world";

export type Json = Record<string, unknown>;

/** What one POST sends and, where the wire writes a value in another form, what its GET reads. */
export interface PostCase {
  /** The body as a client sends it (the wire's names): every field of the POST schema but `notSent`. */
  body: Json;
  /** Written by hand: the value a GET shows for a sent field when its form differs (a date, a number). */
  expect?: Json;
}

/** How to send one documented POST of the route table and read it back. */
export interface PostFixture {
  /** The demo user who sends it: the least one whose role the route's policy needs. */
  as: DemoUser;
  /** Builds the body, creating the prerequisites (through the API or the tests' fixtures). */
  build: (world: PostWorld) => Promise<PostCase>;
  /** Fields of the POST schema left out of the body, each with the reason. */
  notSent?: Record<string, string>;
  /** Fields sent that the GET never shows (a password), each with the reason. */
  notReadBack?: Record<string, string>;
  /** Reads what was made, for a resource without a GET of its own (a document's line): else GET its @id. */
  read?: (created: Json, world: PostWorld) => Promise<Json>;
  /** Where the GET shows a sent field under another member. */
  readBack?: Record<string, (item: Json) => unknown>;
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isTextList = (list: unknown[]): list is string[] => list.every((value) => typeof value === "string");

/** The read list in the order of the expected one when they hold the same texts; else as read. */
const sortedLike = (expected: string[], read: string[]) =>
  [...read].sort().join("\n") === [...expected].sort().join("\n") ? expected : read;

/** An IRI: a collection path and an id ('/api/compta/credits/12'). */
const IRI = /^(\/.+\/)(\d+)$/;

/**
 * The read value in the form of the expected one: a reference read as a member (`{ "@id", … }`), or
 * as its bare id (a number, `{ id, … }`), is compared by its IRI when an IRI was sent; lists and
 * embedded objects member by member.
 */
export function inFormOf(expected: unknown, actual: unknown): unknown {
  const iri = typeof expected === "string" ? IRI.exec(expected) : null;
  if (iri) {
    if (isObject(actual) && typeof actual["@id"] === "string") return actual["@id"];
    const id = isObject(actual) ? actual.id : actual;
    if (typeof id === "number") return `${iri[1]}${id}`;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const read = actual.map((value, index) => inFormOf(expected[index], value));
    // A set of references (or names) is read in the order the server keeps: compared as a set.
    return isTextList(expected) && isTextList(read) ? sortedLike(expected, read) : read;
  }
  if (isObject(expected) && isObject(actual)) {
    return Object.fromEntries(
      Object.entries(actual).map(([key, value]) => [key, inFormOf(expected[key], value)]),
    );
  }
  return actual;
}
