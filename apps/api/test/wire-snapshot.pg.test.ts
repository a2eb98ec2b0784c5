import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDb } from "@tronc/db/testing";
import { toParisDate } from "@tronc/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFolderStorage } from "../src/files/storage/local-folder";
import { hydraRoutes, modules } from "../src/modules";
import { seedDemo } from "../src/seed";
import { buildServer } from "../src/server";

/**
 * Issue 26, item 5: the wire does not move. Every path of the Hydra table is asked one fixed request,
 * as the super administrator, on the demo data seeded at a fixed date with the server's clock stopped
 * there; the answers (status and body) are kept in wire-snapshot/answers.json. Moving resources into
 * their modules must leave this file byte for byte as it is: a change to it is a change of the wire,
 * to be made on purpose and reviewed.
 *
 * The fixed requests: every GET first (a collection, then its first member), then the writes with an
 * empty body (what they refuse, or what they make of nothing), in the order wire-snapshot/write-order.json
 * keeps: a write changes what the next ones answer, and the table's own order is the modules' list's,
 * free to change. A new write path goes at the end of that file.
 *
 * On PostgreSQL only (CI's database): the embedded PGlite numbers some rows of a fresh database
 * differently (its sequences), which is not the wire's shape.
 */
const NOW = new Date("2026-11-02T09:30:00Z");
const SNAPSHOT = "./wire-snapshot/answers.json";
const WRITE_ORDER: string[] = JSON.parse(
  readFileSync(new URL("./wire-snapshot/write-order.json", import.meta.url), "utf8"),
);

let app: FastifyInstance;
let closeDb: () => Promise<void>;
let filesDir: string;
let cookie: string;

beforeAll(async () => {
  const handle = await createTestDb();
  closeDb = handle.close;
  filesDir = mkdtempSync(join(tmpdir(), "tc-wire-"));
  await seedDemo(handle.db, NOW, localFolderStorage(filesDir));
  app = await buildServer({
    db: handle.db,
    storage: localFolderStorage(filesDir),
    maxUploadBytes: 1024 * 1024,
    addressLookup: { search: async () => [] },
    modules,
    now: () => NOW,
  });
  const login = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: "admin@tronc.test", password: "tronc-demo" },
  });
  const session = login.cookies.find((c) => c.name === "tc_session");
  if (!session) throw new Error(`sign-in refused: ${login.body}`);
  cookie = `tc_session=${session.value}`;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await closeDb?.();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

/**
 * What is not the wire's shape: instants the database stamps with the real clock (not the server's),
 * and the delivery reports' random signing tokens.
 */
// Written in UTC or in Paris time: between 23:00 and midnight UTC the two are not the same day.
const realNow = new Date();
const realDays = [...new Set([realNow.toISOString().slice(0, 10), toParisDate(realNow)])].join("|");
const STAMPED = new RegExp(`(${realDays})T[0-9:.]+(Z|[+-]\\d\\d:?\\d\\d)?`, "g");
const TOKEN = /"token":"[0-9a-f]{64}"/g;

interface Answer {
  status: number;
  body: unknown;
}

async function ask(method: string, url: string): Promise<Answer> {
  const response = await app.inject({
    method: method as "GET",
    url,
    headers: {
      cookie,
      ...(method === "GET" || method === "DELETE" ? {} : { "content-type": "application/json" }),
    },
    ...(method === "POST" || method === "PUT" ? { payload: "{}" } : {}),
  });
  const text = response.body.replace(STAMPED, "<instant>").replace(TOKEN, '"token":"<token>"');
  if (text === "") return { status: response.statusCode, body: null };
  const body = JSON.parse(text);
  // Compact JSON in the object's own order: the stored form below is then the bytes sent.
  expect(JSON.stringify(body), `${method} ${url}`).toBe(text);
  return { status: response.statusCode, body };
}

const firstMemberId = (answer: Answer): string | undefined => {
  const members = (answer.body as { "hydra:member"?: { "@id"?: string }[] } | null)?.["hydra:member"];
  const iri = members?.[0]?.["@id"];
  return iri?.split("/").pop();
};

describe("the wire of every Hydra path", () => {
  it("answers the fixed requests as it did (wire-snapshot/answers.json)", async () => {
    const answers: Record<string, Answer> = {};
    const gets = hydraRoutes.filter((route) => route.method === "GET");
    const firstIds = new Map<string, string>();
    for (const route of gets.filter((candidate) => !candidate.path.includes(":"))) {
      const answer = await ask("GET", route.path);
      answers[`GET ${route.path}`] = answer;
      const id = firstMemberId(answer);
      if (id) firstIds.set(route.path, id);
    }
    const withIds = (path: string) => {
      const collection = path.slice(0, path.indexOf("/:"));
      return path.replace(/:\w+/g, firstIds.get(collection) ?? "1");
    };
    for (const route of gets.filter((candidate) => candidate.path.includes(":"))) {
      answers[`GET ${route.path}`] = await ask("GET", withIds(route.path));
    }
    const writes = hydraRoutes.filter((route) => route.method !== "GET").map((r) => `${r.method} ${r.path}`);
    expect([...writes].sort()).toEqual([...WRITE_ORDER].sort());
    for (const write of WRITE_ORDER) {
      const [method = "", path = ""] = write.split(" ");
      answers[write] = await ask(method, withIds(path));
    }
    expect(Object.keys(answers)).toHaveLength(new Set(hydraRoutes.map((r) => `${r.method} ${r.path}`)).size);
    // Kept by path, not by the table's order: a resource moving into its module moves its rows in the table.
    const byPath = Object.fromEntries(
      Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    await expect(`${JSON.stringify(byPath, null, 1)}\n`).toMatchFileSnapshot(SNAPSHOT);
  }, 120_000);
});
