import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, type DbHandle, users, userTriangleCompanies } from "@tronc/db";
import { createTestDb } from "@tronc/db/testing";
import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { loadSessionUser } from "../src/auth/session-user";
import { localFolderStorage } from "../src/files/storage/local-folder";
import type { FileStorage } from "../src/files/storage/storage";
import type { CallerFactory } from "../src/hydra/register";
import type { JobQueue } from "../src/jobs/queue";
import { type AnyResource, assembleModules } from "../src/modules/assemble";
import type { DemoCore } from "../src/seed/demo";
import { buildServer } from "../src/server";
import type { AddressLookup } from "../src/services/shared/address-lookup";
import type { IssuedPdfQueue } from "../src/services/shared/issued-pdfs/background";
import type { AppCaller } from "../src/trpc/caller";
import type { Context } from "../src/trpc/context";

export type DemoUser = "admin" | "compta" | "chef" | "user";

export interface TestApp {
  app: FastifyInstance;
  /** The modules its server was built with: a second server on the same database takes the same. */
  modules: readonly AnyResource[];
  /** The procedures' caller of those modules, for a context built by the test. */
  callerFor: CallerFactory;
  handle: DbHandle;
  demo: DemoCore;
  filesDir: string;
  /** Signs in through POST /api/login and returns the Cookie header value. */
  login(who: DemoUser): Promise<string>;
  /** A tRPC caller acting as a demo user (or anonymous with null). */
  caller(who: DemoUser | null): Promise<AppCaller>;
  /** Asks a path over HTTP as a demo user (or nobody with null), with a JSON body when one is given. */
  send(
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    who: DemoUser | null,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const noAddressService: AddressLookup = {
  async search() {
    return [];
  },
};

const demoUsers: DemoUser[] = ["admin", "compta", "chef", "user"];

/** The ids seedDemo gave, read back from a copy of the seeded template. */
export async function loadDemoCore(db: Db): Promise<DemoCore> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoUsers.map((who) => `${who}@tronc.test`),
      ),
    );
  const idOf = (who: DemoUser) => {
    const row = rows.find((r) => r.email === `${who}@tronc.test`);
    if (!row) throw new Error(`The demo user ${who} is missing from the seeded test database`);
    return row.id;
  };
  const userIds = { admin: idOf("admin"), compta: idOf("compta"), chef: idOf("chef"), user: idOf("user") };
  const links = await db
    .select({ id: userTriangleCompanies.triangleCompanyId })
    .from(userTriangleCompanies)
    .where(eq(userTriangleCompanies.userId, userIds.admin))
    .orderBy(asc(userTriangleCompanies.triangleCompanyId));
  return { userIds, companyIds: links.map((link) => link.id) };
}

/** A server on a fresh database with the demo accounts, for one test file. */
export async function createTestApp(
  options: {
    addressLookup?: AddressLookup;
    now?: () => Date;
    secretsKey?: Buffer;
    /** The resources the file asks (item 6 of issue 26); absent: every module of the app. */
    modules?: readonly AnyResource[];
    /** Renders numbered documents' PDFs after validation, as the server's start does; absent: at first download. */
    issuedPdfQueue?: IssuedPdfQueue;
    /** The background job queue (a deferred one: the test starts it on the app's database). */
    jobQueue?: JobQueue;
    /** Where files are kept; absent: a fresh local folder (`filesDir`). */
    storage?: FileStorage;
  } = {},
): Promise<TestApp> {
  const modules = options.modules ?? (await import("../src/modules")).modules;
  const { callerFor } = assembleModules(modules);
  const handle = await createTestDb({ seeded: true });
  const demo = await loadDemoCore(handle.db);
  const filesDir = mkdtempSync(join(tmpdir(), "tc-files-"));
  const deps = {
    db: handle.db,
    storage: options.storage ?? localFolderStorage(filesDir),
    maxUploadBytes: 1024 * 1024,
    addressLookup: options.addressLookup ?? noAddressService,
    now: options.now ?? (() => new Date()),
    ...(options.secretsKey ? { secretsKey: options.secretsKey } : {}),
    ...(options.issuedPdfQueue ? { issuedPdfQueue: options.issuedPdfQueue } : {}),
    ...(options.jobQueue ? { jobQueue: options.jobQueue } : {}),
  };
  const app = await buildServer({ ...deps, modules });
  const cookies = new Map<DemoUser, string>();
  const login = async (who: DemoUser) => {
    const cached = cookies.get(who);
    if (cached) return cached;
    const response = await app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: `${who}@tronc.test`, password: "tronc-demo" },
    });
    const cookie = response.cookies.find((c) => c.name === "tc_session");
    if (!cookie) throw new Error(`login failed for ${who}: ${response.body}`);
    const header = `tc_session=${cookie.value}`;
    cookies.set(who, header);
    return header;
  };
  return {
    app,
    modules,
    callerFor,
    handle,
    demo,
    filesDir,
    login,
    async send(method, url, who, payload) {
      const headers = who ? { cookie: await login(who) } : {};
      return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    },
    async caller(who) {
      const user = who ? await loadSessionUser(handle.db, demo.userIds[who]) : null;
      const ctx: Context = { ...deps, user };
      return callerFor(ctx);
    },
    async close() {
      await app.close();
      await handle.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
