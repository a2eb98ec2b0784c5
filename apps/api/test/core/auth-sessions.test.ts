import { sessions, users } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserAccount } from "../../src/auth/create-user";
import { createSession } from "../../src/auth/sessions";
import { coachModule } from "../../src/modules/core/coaches";
import { userModule } from "../../src/modules/core/users";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let bossId: number;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ modules: [coachModule, userModule] });
  bossId = await createUserAccount(t.handle.db, {
    email: "boss@tronc.test",
    name: "Bea",
    lastname: "Boss",
    password: "tronc-demo",
    isSuperAdmin: true,
  });
});
afterAll(() => t.close());

/** A fresh sign-in (its own cookie), from its own IP so the throttle stays out of the way. */
async function signIn(email: string, password = "tronc-demo"): Promise<string> {
  ip++;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
    remoteAddress: `10.7.0.${ip}`,
  });
  const cookie = response.cookies.find((c) => c.name === "tc_session");
  if (response.statusCode !== 200 || !cookie) throw new Error(`sign-in refused: ${response.body}`);
  return `tc_session=${cookie.value}`;
}

const meStatus = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).statusCode;

const trpc = (cookie: string, path: string, input: unknown) =>
  t.app.inject({ method: "POST", url: `/trpc/${path}`, headers: { cookie }, payload: input as object });

/** The account's version now: what its edit screen, just opened, sends back. */
const versionOf = async (userId: number) =>
  (await t.handle.db.select({ version: users.version }).from(users).where(eq(users.id, userId)))[0]?.version;

const sessionsOf = async (userId: number) =>
  (await t.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("over HTTP, with several cookies", () => {
  it("an administrator changing a user's password signs that user out everywhere, not themselves", async () => {
    const first = await signIn("user@tronc.test");
    const second = await signIn("user@tronc.test");
    const admin = await signIn("boss@tronc.test");
    const saved = await trpc(admin, "user.update", {
      id: t.demo.userIds.user,
      version: await versionOf(t.demo.userIds.user),
      password: "nouveau-mdp-1",
    });
    expect(saved.statusCode).toBe(200);
    expect(await meStatus(first)).toBe(401);
    expect(await meStatus(second)).toBe(401);
    expect(await meStatus(admin)).toBe(200);
    expect(await sessionsOf(t.demo.userIds.user)).toBe(0);
    expect(await meStatus(await signIn("user@tronc.test", "nouveau-mdp-1"))).toBe(200);
  });

  it("changing one's own password keeps the session that did it and ends the others", async () => {
    const here = await signIn("boss@tronc.test");
    const elsewhere = await signIn("boss@tronc.test");
    const saved = await trpc(here, "user.update", {
      id: bossId,
      version: await versionOf(bossId),
      password: "encore-un-mdp",
    });
    expect(saved.statusCode).toBe(200);
    expect(await meStatus(here)).toBe(200);
    expect(await meStatus(elsewhere)).toBe(401);
    expect(await sessionsOf(bossId)).toBe(1);
  });

  it("saving an account without a new password leaves its sessions alone", async () => {
    const chef = await signIn("chef@tronc.test");
    const admin = await signIn("admin@tronc.test");
    const saved = await trpc(admin, "user.update", {
      id: t.demo.userIds.chef,
      version: await versionOf(t.demo.userIds.chef),
      phone: "0102030405",
    });
    expect(saved.statusCode).toBe(200);
    expect(await meStatus(chef)).toBe(200);
  });

  it("deactivating an account deletes its sessions", async () => {
    const chef = await signIn("chef@tronc.test");
    const admin = await signIn("admin@tronc.test");
    const saved = await trpc(admin, "user.update", {
      id: t.demo.userIds.chef,
      version: await versionOf(t.demo.userIds.chef),
      isActif: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(await sessionsOf(t.demo.userIds.chef)).toBe(0);
    expect(await meStatus(chef)).toBe(401);
  });
});

describe("through the tRPC caller", () => {
  it("a new password set by an administrator ends every session of the account", async () => {
    await signIn("compta@tronc.test");
    await signIn("compta@tronc.test");
    const admin = await t.caller("admin");
    await admin.user.update({
      id: t.demo.userIds.compta,
      version: (await admin.user.get({ id: t.demo.userIds.compta })).version,
      password: "compta-mdp-2",
    });
    expect(await sessionsOf(t.demo.userIds.compta)).toBe(0);
  });

  it("a coach's new password or deactivation ends the coach's sessions", async () => {
    const coachId = await createUserAccount(t.handle.db, {
      email: "coach@tronc.test",
      name: "Coach",
      lastname: "IA",
      password: "coach-secret",
      discr: "coach-ia",
    });
    await createSession(t.handle.db, coachId, new Date());
    const admin = await t.caller("admin");
    await admin.coach.update({
      id: coachId,
      version: (await admin.coach.get({ id: coachId })).version,
      password: "coach-secret-2",
    });
    expect(await sessionsOf(coachId)).toBe(0);
    await createSession(t.handle.db, coachId, new Date());
    await admin.coach.update({
      id: coachId,
      version: (await admin.coach.get({ id: coachId })).version,
      isActif: false,
    });
    expect(await sessionsOf(coachId)).toBe(0);
  });

  it("deactivating a user ends their sessions", async () => {
    await signIn("boss@tronc.test", "encore-un-mdp");
    const admin = await t.caller("admin");
    await admin.user.update({
      id: bossId,
      version: (await admin.user.get({ id: bossId })).version,
      isActif: false,
    });
    expect(await sessionsOf(bossId)).toBe(0);
  });
});
