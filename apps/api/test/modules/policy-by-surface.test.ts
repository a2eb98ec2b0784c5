import { users } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probeHydraRoute } from "../../src/docs/hydra-probe";
import { modules } from "../../src/modules";
import type { Policy } from "../../src/modules/policies";
import { inputFields, type Operation } from "../../src/modules/resource/contract";
import { createTestApp, type DemoUser, type TestApp } from "../helpers";

/**
 * Issue 26, item 3: one policy per operation, enforced alike whatever the surface. Each operation of
 * each module is asked through tRPC and through its Hydra row, by nobody and by each kind of account,
 * with an input no operation accepts: the door answers first (401/403), and only someone the policy
 * admits reaches the input's check.
 *
 * The accounts: the demo's admin (super admin, accounting, alerts), compta (accounting), user (none),
 * and chef turned here into a super administrator without accounting (so that 'finance' and
 * 'accounting' part ways).
 */
type Who = "nobody" | "admin" | "compta" | "superAdminOnly" | "user";
const LOGIN: Record<Exclude<Who, "nobody">, DemoUser> = {
  admin: "admin",
  compta: "compta",
  superAdminOnly: "chef",
  user: "user",
};

/**
 * Who each policy admits, as document 1 §1 gives the roles (written out by hand, not read from the code).
 * A public operation (the session's lookup, the client's delivery report by its link) opens to everyone.
 */
const ADMITTED: Record<Policy, Who[]> = {
  public: ["nobody", "admin", "compta", "superAdminOnly", "user"],
  authed: ["admin", "compta", "superAdminOnly", "user"],
  accounting: ["admin", "compta"],
  finance: ["admin", "compta", "superAdminOnly"],
  superAdmin: ["admin", "superAdminOnly"],
  alertReader: ["admin"],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.handle.db
    .update(users)
    .set({ isSuperAdmin: true, isCompta: false })
    .where(eq(users.email, "chef@tronc.test"));
});
afterAll(() => t?.close());

/** An input no operation accepts: id 0 (no row has it) and an object where every other field is expected. */
function refusedInput(operation: Operation): Record<string, unknown> {
  const keys = Object.keys(inputFields(operation.input));
  return Object.fromEntries(keys.map((key) => [key, key === "id" ? 0 : { refused: true }]));
}

async function cookieOf(who: Who) {
  return who === "nobody" ? {} : { cookie: await t.login(LOGIN[who]) };
}

async function askTrpc(who: Who, resource: string, name: string, operation: Operation) {
  const input = refusedInput(operation);
  const url = `/trpc/${resource}.${name}`;
  const headers = await cookieOf(who);
  const query = `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response =
    operation.type === "query"
      ? await t.app.inject({ method: "GET", url: `${url}${query}`, headers })
      : await t.app.inject({ method: "POST", url, headers, payload: input });
  return response.statusCode;
}

async function askHydra(
  who: Who,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  operation: Operation,
) {
  const { id: _inPath, ...body } = refusedInput(operation);
  const headers = await cookieOf(who);
  const url = path.replace(/:\w+/g, "0");
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(method === "POST" || method === "PUT" ? { payload: body } : {}),
  });
  return response.statusCode;
}

/** What the door did: 'in' once past it (whatever the input's check then said). */
const door = (status: number) => (status === 401 ? "401" : status === 403 ? "403" : "in");
const expectedDoor = (who: Who, policy: Policy) =>
  ADMITTED[policy].includes(who) ? "in" : who === "nobody" ? "401" : "403";

const WHO: Who[] = ["nobody", "admin", "compta", "superAdminOnly", "user"];

describe("each module operation, through each surface, for each account", () => {
  // Every Hydra row of a module, those written by hand (`extra`) included: the documentation's dry run
  // says which of the module's operations the row asks; its door must be that operation's policy.
  for (const module of modules) {
    it(`every Hydra row of ${module.name} opens its door as the operation it asks`, async () => {
      const operations = module.contract.operations as Record<string, Operation>;
      for (const route of module.hydraRoutes) {
        const { procedures } = await probeHydraRoute(route);
        const asked = procedures.find((path) => path.startsWith(`${module.name}.`))?.split(".")[1];
        const operation = asked ? operations[asked] : undefined;
        expect(operation, `${route.method} ${route.path} asks an operation of ${module.name}`).toBeDefined();
        if (!operation) continue;
        for (const who of WHO) {
          const expected = expectedDoor(who, operation.policy);
          const status = await askHydra(who, route.method, route.path, operation);
          expect(door(status), `${route.method} ${route.path}, ${who}`).toBe(expected);
          if (expected === "in") expect(status, `${route.method} ${route.path}, ${who}`).toBeLessThan(500);
        }
      }
    });
  }

  for (const module of modules) {
    const operations = module.contract.operations as Record<string, Operation>;
    for (const [name, operation] of Object.entries(operations)) {
      const rows = module.hydraOperations.filter((row) => row.operation === name);
      it(`${module.name}.${name} (${operation.policy}) lets in the same accounts over tRPC and ${rows.length} Hydra row(s)`, async () => {
        for (const who of WHO) {
          const expected = expectedDoor(who, operation.policy);
          expect(door(await askTrpc(who, module.name, name, operation)), `tRPC, ${who}`).toBe(expected);
          for (const row of rows) {
            const status = await askHydra(who, row.method, row.path, operation);
            expect(door(status), `${row.method} ${row.path}, ${who}`).toBe(expected);
            // Past the door the input's check answers (a list takes none): never a server error.
            if (expected === "in") expect(status, `${row.method} ${row.path}, ${who}`).toBeLessThan(500);
          }
        }
      });
    }
  }
});
