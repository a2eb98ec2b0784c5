import { sessions } from "@tronc/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login } from "../src/auth/login-service";
import { emailDelayMs } from "../src/auth/login-throttle";
import { verifyPassword } from "../src/auth/password";
import { createTestApp, type TestApp } from "./helpers";

const TOO_MANY = "Trop de tentatives de connexion. Réessayez dans quelques minutes.";
const START = new Date("2026-03-02T09:00:00Z").getTime();

let t: TestApp;
let clock = START;
const at = (ms: number) => {
  clock = START + ms;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { email, password }, remoteAddress: ip });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

const sessionCount = async (userId: number) =>
  (await t.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("many guesses at once", () => {
  it("40 parallel guesses check only 5 passwords", async () => {
    at(0);
    let checked = 0;
    const counting = (password: string, stored: string | null) => {
      checked++;
      return verifyPassword(password, stored);
    };
    const guesses = Array.from({ length: 40 }, (_, i) =>
      login(
        t.handle.db,
        { email: "compta@tronc.test", password: `guess-${i}`, ip: "10.1.0.1" },
        new Date(clock),
        counting,
      ),
    );
    const results = await Promise.allSettled(guesses);
    expect(checked).toBe(5);
    const reasons = results.map((r) => (r.status === "rejected" ? (r.reason as Error).message : "ok"));
    expect(reasons.filter((m) => m === "Identifiants invalides")).toHaveLength(5);
    expect(reasons.filter((m) => m === TOO_MANY)).toHaveLength(35);
  });

  it("over HTTP: 5 answers 401, 35 answer 429, and the right password afterwards opens no session", async () => {
    at(0);
    const wrong = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom("10.1.0.2", "chef@tronc.test", `guess-${i}`)),
    );
    expect(statuses(wrong)).toEqual({ 401: 5, 429: 35 });
    expect(wrong.find((r) => r.statusCode === 429)?.json()["hydra:description"]).toBe(TOO_MANY);
    const right = await loginFrom("10.1.0.2", "chef@tronc.test", "tronc-demo");
    expect(right.statusCode).toBe(429);
    expect(right.cookies.find((c) => c.name === "tc_session")).toBeUndefined();
    expect(await sessionCount(t.demo.userIds.chef)).toBe(0);
  });

  it("the right password among 39 wrong ones in parallel logs in only if it is among the first 5", async () => {
    at(0);
    const passwords = [...Array.from({ length: 39 }, (_, i) => `guess-${i}`), "tronc-demo"];
    const responses = await Promise.all(passwords.map((p) => loginFrom("10.1.0.3", "user@tronc.test", p)));
    const counts = statuses(responses);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(5);
    expect(counts[429]).toBe(35);
    const rightAnswer = responses[39];
    expect(rightAnswer?.statusCode === 200 || rightAnswer?.statusCode === 429).toBe(true);
    expect(await sessionCount(t.demo.userIds.user)).toBe(counts[200] ?? 0);
  });
});

describe("a stranger cannot lock the owner out", () => {
  const email = "admin@tronc.test";
  const base = 60 * 60 * 1000;

  it("after a stranger's 5 failures from one IP the owner elsewhere waits 1 s, then gets in", async () => {
    at(base);
    for (let i = 0; i < 5; i++) expect((await loginFrom("10.2.0.1", email, "bad")).statusCode).toBe(401);
    expect((await loginFrom("10.2.0.1", email, "tronc-demo")).statusCode).toBe(429);
    expect((await loginFrom("10.9.9.9", email, "tronc-demo")).statusCode).toBe(429);
    at(base + 1000);
    expect((await loginFrom("10.9.9.9", email, "tronc-demo")).statusCode).toBe(200);
  });

  it("each further failure from elsewhere doubles the delay, and only that long", async () => {
    let last = base;
    for (let failures = 5; failures < 9; failures++) {
      const delay = emailDelayMs(failures);
      at(last + delay - 1);
      expect((await loginFrom(`10.3.0.${failures}`, email, "bad")).statusCode).toBe(429);
      last += delay;
      at(last);
      expect((await loginFrom(`10.3.0.${failures}`, email, "bad")).statusCode).toBe(401);
    }
    const wait = emailDelayMs(9);
    expect(wait).toBe(16_000);
    at(last + wait - 1);
    expect((await loginFrom("10.9.9.9", email, "tronc-demo")).statusCode).toBe(429);
    at(last + wait);
    expect((await loginFrom("10.9.9.9", email, "tronc-demo")).statusCode).toBe(200);
  });

  it("the delay is capped at 15 minutes", () => {
    expect(emailDelayMs(4)).toBe(0);
    expect(emailDelayMs(5)).toBe(1000);
    expect(emailDelayMs(100)).toBe(15 * 60 * 1000);
  });
});

describe("one IP trying many e-mails", () => {
  it("is refused after 30 failures in 15 minutes, whatever the e-mail", async () => {
    at(3 * 60 * 60 * 1000);
    for (let i = 0; i < 30; i++) {
      expect((await loginFrom("10.4.0.1", `nobody${Math.floor(i / 5)}@tronc.test`, "bad")).statusCode).toBe(
        401,
      );
    }
    const refused = await loginFrom("10.4.0.1", "fresh@tronc.test", "bad");
    expect(refused.statusCode).toBe(429);
    expect((await loginFrom("10.4.0.2", "fresh@tronc.test", "bad")).statusCode).toBe(401);
  });
});
