import { sessions } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserAccount } from "../../src/auth/create-user";
import { loadSessionUser } from "../../src/auth/session-user";
import { createSession } from "../../src/auth/sessions";
import { coachModule } from "../../src/modules/core/coaches";
import { sessionModule } from "../../src/modules/core/session";
import { userModule } from "../../src/modules/core/users";
import { createTestApp, type TestApp } from "../helpers";

let t: TestApp;
let coachId: number;
let coachCookie: string;
beforeAll(async () => {
  t = await createTestApp({ modules: [coachModule, sessionModule, userModule] });
  coachId = await createUserAccount(t.handle.db, {
    email: "coach@tronc.test",
    name: "Coach",
    lastname: "IA",
    password: "coach-secret",
    discr: "coach-ia",
    isSuperAdmin: true,
    triangleCompanyIds: t.demo.companyIds.slice(0, 1),
  });
  // A session left from before coaches were refused at the door.
  coachCookie = `tc_session=${await createSession(t.handle.db, coachId, new Date())}`;
});
afterAll(() => t.close());

describe("AI coach accounts do not use the back-office", () => {
  it("signing in answers 401 'Identifiants invalides', like a wrong password, and opens no session", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "coach@tronc.test", password: "coach-secret" },
      remoteAddress: "10.6.0.1",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()["hydra:description"]).toBe("Identifiants invalides");
    expect(response.cookies.find((c) => c.name === "tc_session")).toBeUndefined();
    expect(await t.handle.db.select().from(sessions).where(eq(sessions.userId, coachId))).toHaveLength(1);
  });

  it("an existing coach session is nobody: /api/me answers 401", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: coachCookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()["@type"]).toBe("hydra:Error");
  });

  it("an existing coach session is nobody: tRPC procedures answer 401, even those of a super admin", async () => {
    for (const path of ["session.me", "user.list", "coach.list"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/trpc/${path}`,
        headers: { cookie: coachCookie },
      });
      expect(response.statusCode, path).toBe(401);
    }
    const current = await t.app.inject({
      method: "GET",
      url: "/trpc/session.current",
      headers: { cookie: coachCookie },
    });
    expect(current.json().result.data).toBeNull();
  });

  it("an existing coach session reaches no Hydra path either", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/diam/coach_i_a_users-search",
      headers: { cookie: coachCookie },
    });
    expect(response.statusCode).toBe(401);
  });

  it("the request context never builds a user from a coach account", async () => {
    expect(await loadSessionUser(t.handle.db, coachId)).toBeNull();
    expect(await loadSessionUser(t.handle.db, t.demo.userIds.chef)).toMatchObject({
      email: "chef@tronc.test",
    });
  });
});
